import {
  applyAction,
  type BattleAction,
  battleSetupFor,
  deployableSoldiers,
  type GameState,
  missionTemplate,
  replayFrames,
} from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';
import type { Page } from '@playwright/test';
import { openTab, readResources, toast } from './support/base-screen';
import { plannedBattle, playPlan } from './support/battle';
import { expectPausedDayMeter, startCommander } from './support/commander';
import { expect, test } from './support/test';

/** SCREENSHOTS_DIR=/some/dir keeps pictures of the replay viewer there (for the docs and a look). */
const shots = process.env.SCREENSHOTS_DIR;

// Issue 11, items 4 and 5: a battle won in the browser, watched again on the report, kept under a
// link that plays the same battle to a stranger, and the result confirmed on the base screen.

async function campaignState(page: Page, campaignId: number): Promise<GameState> {
  const response = await page.request.get(`/api/campaigns/${campaignId}/state`);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as GameState | { state: GameState };
  return 'state' in body ? body.state : body;
}

function* squads(ids: readonly string[], size: number, from = 0, picked: string[] = []): Generator<string[]> {
  if (picked.length === size) {
    yield picked;
    return;
  }
  for (let i = from; i < ids.length; i++) yield* squads(ids, size, i + 1, [...picked, ids[i] as string]);
}

/**
 * A complex mission and squad whose battle the engine's commander wins. The battle seed comes from
 * the campaign's generator when the squad deploys, so the engine, given the server's state, says
 * beforehand which deployment gives a battle won: the same one the server will then draw.
 */
function winningDeployment(state: GameState): { templateId: string; soldierIds: string[] } {
  const ready = deployableSoldiers(state).map((s) => s.id);
  for (const templateId of ['raid', 'sabotage', 'rescue', 'assassination']) {
    const template = missionTemplate(templateId);
    if (!template) continue;
    const { minSquad, maxSquad } = template.requirements;
    for (let size = minSquad; size <= Math.min(maxSquad, ready.length); size++) {
      for (const soldierIds of squads(ready, size)) {
        const deployed = applyAction(state, { type: 'deployMission', templateId, soldierIds, mode: 'manual' });
        if (!deployed.ok) break;
        const mission = deployed.state.missions.at(-1);
        const setup = mission && battleSetupFor(deployed.state, mission.id);
        if (setup && fightBattle(setup.input, setup.seed).battle.status === 'victory')
          return { templateId, soldierIds };
      }
    }
  }
  throw new Error('no deployment the commander wins');
}

test('win a manual mission, watch it again, share the link with a stranger, and come home to the rewards', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Four rookies lose a medium battle to the scripted commander; four recruits more give it squads that win.
  const commander = await startCommander(page, {
    prepare: async ({ campaignId }) => {
      for (let i = 0; i < 4; i++) {
        const recruited = await page.request.post(`/api/campaigns/${campaignId}/actions`, {
          data: { type: 'recruit' },
          headers: { 'Idempotency-Key': `recruit-${campaignId}-${i}` },
        });
        expect(recruited.status(), await recruited.text()).toBe(200);
      }
    },
  });
  const before = await readResources(page);
  const state = await campaignState(page, commander.campaignId);
  const { templateId, soldierIds } = winningDeployment(state);
  const template = missionTemplate(templateId);
  if (!template) throw new Error(templateId);
  const names = soldierIds.map((id) => state.squad.find((s) => s.id === id)?.name ?? id);

  // Deploy it in the browser as a player would: that squad, manual.
  await openTab(page, 'MISSIONS');
  await page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'COMPLEX' }).click();
  await page.getByRole('button', { name: template.name, exact: true }).click();
  const deployment = page.getByRole('region', { name: `${template.name} deployment` });
  // Names can repeat: pick by place in the picker, which lists the deployable soldiers in the engine's order.
  const boxes = deployment.getByRole('checkbox');
  const order = deployableSoldiers(state).map((s) => s.id);
  for (const id of soldierIds) await boxes.nth(order.indexOf(id)).check();
  await deployment.getByRole('button', { name: 'DEPLOY (MANUAL)' }).click();
  await expect(page).toHaveURL(/\/vanilla\/mission$/);

  const { setup, plan, end } = await plannedBattle(page, commander.campaignId);
  expect(end.status).toBe('victory');
  await page.getByRole('button', { name: 'BEGIN MISSION' }).click();
  await expect(page).toHaveURL(/\/vanilla\/battle$/);
  const played = await playPlan(page, setup, plan, 'mouse');
  expect(played.battle.status).toBe('victory');

  // The result card: MISSION SUCCESS with the mission's funds and intel.
  const card = page.getByRole('region', { name: 'MISSION SUCCESS' });
  await expect(card).toContainText('All hostiles eliminated. Excellent work, Commander.');
  const rewards = setup.input.mission.rewards;
  await expect(card.getByRole('definition').first()).toHaveText(rewards.funds.toLocaleString('en-US'));
  await expect(card.getByRole('definition').nth(1)).toHaveText(rewards.intel.toLocaleString('en-US'));
  await card.getByRole('button', { name: 'AFTER ACTION REPORT' }).click();

  // The report: rating by casualties, survivors with their XP and kills.
  await expect(page).toHaveURL(/\/vanilla\/after-action$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MISSION ACCOMPLISHED' })).toBeVisible();
  await expect(page.getByTestId('counter-funds')).toHaveText(rewards.funds.toLocaleString('en-US'));
  const soldiers = played.battle.units.filter((u) => u.type === 'soldier');
  const fallen = soldiers.filter((u) => u.hp <= 0).length;
  await expect(page.getByTestId('rating')).toHaveText(['S', 'A', 'B'][fallen] ?? 'C');
  const survivorsList = page.getByRole('region', { name: 'SURVIVORS' });
  for (const unit of soldiers.filter((u) => u.hp > 0)) {
    await expect(survivorsList.getByRole('listitem', { name: unit.name })).toContainText(/\+\d+ XP \(\d+ kills?\)/);
  }

  // WATCH AGAIN: the same battle, frame by frame, to its end.
  const frames = replayFrames(setup.input, setup.seed, plan as BattleAction[]);
  if (!frames.ok) throw new Error(JSON.stringify(frames.error));
  const total = frames.frames.length;
  await page.getByRole('button', { name: 'WATCH AGAIN' }).click();
  const viewer = page.getByTestId('replay-viewer');
  await expect(viewer.getByRole('heading', { level: 2, name: template.name })).toBeVisible();
  await viewer.getByRole('button', { name: 'PAUSE', exact: true }).click();
  await viewer.getByRole('button', { name: 'STEP FORWARD' }).click();
  await expect(viewer.getByTestId('replay-position')).toHaveText(`Step 2 of ${total}`);
  await viewer.getByRole('button', { name: 'STEP BACK' }).click();
  await expect(viewer.getByTestId('replay-position')).toHaveText(`Step 1 of ${total}`);
  await viewer.getByRole('combobox', { name: 'Speed' }).selectOption('8');
  await viewer.getByRole('button', { name: 'PLAY', exact: true }).click();
  await expect(viewer.getByTestId('replay-position')).toHaveText(`Step ${total} of ${total}`, {
    timeout: total * 200 + 5_000,
  });
  await expect(viewer.getByTestId('replay-turn')).toHaveText('MISSION SUCCESS');
  await expect(viewer.getByRole('region', { name: 'HOSTILES' })).toContainText('All hostiles eliminated');

  if (shots) await page.screenshot({ path: `${shots}/after-action-replay.png`, fullPage: true });

  // COPY LINK keeps the battle on the server and shows /replay/{id}.
  const kept = page.waitForResponse((r) => r.url().endsWith('/replays') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'COPY LINK' }).click();
  expect((await kept).status()).toBe(201);
  const link = await page.getByTestId('replay-link').inputValue();
  expect(link).toMatch(/\/replay\/[A-Za-z0-9_-]{16,}$/);

  // A stranger (a fresh browser context, no cookies) opens the link and sees the same battle.
  const stranger = await browser.newContext();
  try {
    expect(await stranger.cookies()).toHaveLength(0);
    const other = await stranger.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
    await expect(other.getByTestId('replay-position')).toHaveText(`Step 1 of ${total}`);
    for (const name of names) {
      await expect(other.getByRole('region', { name: 'YOUR SQUAD' })).toContainText(name);
    }
    await expect(other.getByText(commander.username)).toHaveCount(0);
    await expect(other.getByText(commander.campaignName)).toHaveCount(0);
    if (shots) {
      await other.getByRole('slider', { name: 'Replay position' }).fill(String(Math.ceil(total / 3)));
      await other.setViewportSize({ width: 1280, height: 720 });
      await other.screenshot({ path: `${shots}/replay.png` });
      await other.setViewportSize({ width: 390, height: 844 });
      await other.screenshot({ path: `${shots}/replay-phone.png`, fullPage: true });
      await other.setViewportSize({ width: 1280, height: 800 });
    }
    await other.getByRole('slider', { name: 'Replay position' }).fill(String(total));
    await expect(other.getByTestId('replay-position')).toHaveText(`Step ${total} of ${total}`);
    await expect(other.getByTestId('replay-turn')).toHaveText('MISSION SUCCESS');
    const lastLog = await page.getByTestId('replay-viewer').getByTestId('combat-log').locator('li').allTextContents();
    await expect(other.getByTestId('combat-log').locator('li')).toHaveText(lastLog);

    await other.goto('/replay/no-such-replay');
    await expect(other.getByRole('heading', { name: 'REPLAY NOT FOUND' })).toBeVisible();
  } finally {
    await stranger.close();
  }

  // RETURN TO BASE: the replay is already kept (same id), the result goes home, the toast confirms it.
  const sent = page.waitForResponse((r) => r.url().endsWith('/actions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'RETURN TO BASE' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page).toHaveURL(/\/vanilla\/base$/);
  await expect(
    toast(
      page,
      `MISSION SUCCESS: ${template.name}. +${rewards.funds.toLocaleString('en-US')} FUNDS, +${rewards.intel} INTEL`,
    ),
  ).toBeVisible();
  await expectPausedDayMeter(page);
  const after = await readResources(page);
  expect(after.funds).toBe(before.funds + rewards.funds);
  expect(after.intel).toBe(before.intel + rewards.intel);
  const listed = page
    .getByRole('list', { name: 'ACTIVE MISSIONS' })
    .getByRole('listitem')
    .filter({ hasText: template.name });
  await expect(listed).toContainText('✓ SUCCESS');
  await openTab(page, 'SQUAD');
  await expect(page.getByRole('list', { name: 'Roster' }).getByText('On Mission', { exact: true })).toHaveCount(0);
});
