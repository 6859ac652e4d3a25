import type { Page } from '@playwright/test';
import { openTab } from './support/base-screen';
import { type Input, plannedBattle, playPlan } from './support/battle';
import { expectPausedDayMeter, startCommander } from './support/commander';
import { pickSoldiers } from './support/squad-picker';
import { expect, test } from './support/test';

// Issue 11: the manual mission path — briefing, the battle fought in the browser, the after-action
// report, and the result home in the campaign as the server's replay computed it.

function deployment(page: Page, name: string) {
  return page.getByRole('region', { name: `${name} deployment` });
}

async function deployManualRaid(page: Page): Promise<string[]> {
  await openTab(page, 'MISSIONS');
  const tier = page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'COMPLEX' });
  await tier.click();
  await page.getByRole('button', { name: 'Raid', exact: true }).click();
  const names = await pickSoldiers(deployment(page, 'Raid'), 3);
  await deployment(page, 'Raid').getByRole('button', { name: 'DEPLOY (MANUAL)' }).click();
  await expect(page).toHaveURL(/\/vanilla\/mission$/);
  return names;
}

async function fightRaid(page: Page, input: Input, reloadAfter?: number) {
  const commander = await startCommander(page);
  const squad = await deployManualRaid(page);
  const { setup, plan, end } = await plannedBattle(page, commander.campaignId);

  await expect(page.getByRole('heading', { name: /MISSION BRIEFING/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'BEGIN MISSION' }).click();
  await expect(page).toHaveURL(/\/vanilla\/battle$/);
  await expect(page.getByRole('heading', { name: 'Raid', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Battlefield' });
  await expect(grid.getByRole('gridcell')).toHaveCount(144);
  for (const name of squad) {
    await expect(page.getByRole('region', { name: 'YOUR SQUAD' }).getByRole('listitem', { name })).toBeVisible();
  }
  await expect(page.getByText('Select a unit to view available actions')).toBeVisible();
  await expect(page.getByTestId('combat-log')).toContainText('--- Turn 1 ---');

  const played = await playPlan(page, setup, plan, input, reloadAfter);
  expect(played.battle.status).toBe(end.status);
  expect(played.oddsSeen.length).toBeGreaterThan(0);

  const victory = end.status === 'victory';
  const card = page.getByRole('region', { name: victory ? 'MISSION SUCCESS' : 'MISSION FAILED' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(
    victory ? 'All hostiles eliminated. Excellent work, Commander.' : 'Mission objectives not met. Retreating to base.',
  );
  await card.getByRole('button', { name: 'AFTER ACTION REPORT' }).click();

  await expect(page).toHaveURL(/\/vanilla\/after-action$/);
  await expect(page.getByText('OPERATION: Raid')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mission Statistics' })).toBeVisible();
  await expect(page.getByText('Mission data will be saved to campaign progress')).toBeVisible();
  if (victory) await expect(page.getByTestId('rating')).toHaveText(/^[SABC]$/);
  else await expect(page.getByRole('heading', { name: 'Mission Analysis' })).toBeVisible();

  const sent = page.waitForResponse((r) => r.url().includes('/actions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'RETURN TO BASE' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page).toHaveURL(/\/vanilla\/base$/);
  await expectPausedDayMeter(page);
  await expect(page.getByRole('tab', { name: 'MISSIONS', exact: true })).toHaveAttribute('aria-selected', 'true');
  const listed = page.getByRole('list', { name: 'ACTIVE MISSIONS' }).getByRole('listitem').filter({ hasText: 'Raid' });
  await expect(listed).toContainText(victory ? '✓ SUCCESS' : '✗ FAILED');

  // Nobody stays On Mission: the squad is back, changed as the server's replay computed.
  await openTab(page, 'SQUAD');
  await expect(page.getByRole('list', { name: 'Roster' }).getByText('On Mission', { exact: true })).toHaveCount(0);
}

test('fight a manual Raid with the mouse: briefing, battle, after-action report, and the squad home changed', async ({
  page,
}) => {
  // Half-way through, a reload: the battle resumes from the actions kept in the history entry.
  await fightRaid(page, 'mouse', 4);
});

test('the same kind of battle played with the keyboard alone: arrows, Enter, M, S, number keys, E, F', async ({
  page,
}) => {
  await fightRaid(page, 'keyboard');
});

test('a tampered battle log is refused with the server’s reason; the report stays, and the true log then goes home', async ({
  page,
}) => {
  await startCommander(page);
  await deployManualRaid(page);
  await page.getByRole('button', { name: 'BEGIN MISSION' }).click();
  await page.getByRole('button', { name: 'ABORT', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'ABORT MISSION' });
  await expect(confirm).toContainText('Are you sure you want to abort the mission?');
  await confirm.getByRole('button', { name: 'ABORT MISSION' }).click();
  await expect(page.getByTestId('combat-log')).toContainText('Mission aborted by commander');
  await page.getByRole('button', { name: 'AFTER ACTION REPORT' }).click();
  await expect(page).toHaveURL(/\/vanilla\/after-action$/);

  // Someone changes the log on its way: the server replays it and refuses.
  await page.route('**/actions', async (route) => {
    const body = route.request().postDataJSON() as { log: { checksum: string }[] };
    for (const entry of body.log) entry.checksum = '00000000';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'RETURN TO BASE' }).click();
  await expect(page.getByRole('alert')).toContainText('does not match its checksum');
  await expect(page).toHaveURL(/\/vanilla\/after-action$/);

  await page.unroute('**/actions');
  await page.getByRole('button', { name: 'RETURN TO BASE' }).click();
  await expect(page).toHaveURL(/\/vanilla\/base$/);
  await expectPausedDayMeter(page);
  const listed = page.getByRole('list', { name: 'ACTIVE MISSIONS' }).getByRole('listitem').filter({ hasText: 'Raid' });
  await expect(listed).toContainText('✗ FAILED');
});
