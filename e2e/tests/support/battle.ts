import {
  ABILITY_BY_ID,
  applyBattleAction,
  type BattleAction,
  type BattleState,
  createBattle,
  type PublicBattleState,
  reachableTiles,
  runEnemyTurn,
  withThrowawayBattleDice,
} from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import { expect, type Page } from '@playwright/test';
import { openTab } from './base-screen';
import { startCommander } from './commander';
import { pickSoldiers } from './squad-picker';

/**
 * Drives the battle screen through a battle the server keeps (issue 21): the engine's scripted
 * commander chooses each action from what the player can see (it asks the rules what is legal, as a
 * player reads the screen), and the browser plays it with clicks or with the keyboard alone.
 */

export type Input = 'mouse' | 'keyboard';

/** A kept battle as the server shows it (no dice). */
export interface KeptView {
  actionCount: number;
  battle: PublicBattleState;
  log: { log: { kind: string }[] }[];
}

/** The mission awaiting its battle in the campaign. */
export async function manualMissionId(page: Page, campaignId: number): Promise<string> {
  const response = await page.request.get(`/api/campaigns/${campaignId}/state`);
  expect(response.status(), await response.text()).toBe(200);
  const state = (await response.json()) as { missions: { id: string; status: string; mode: string }[] };
  const mission = state.missions.find((m) => m.status === 'Active' && m.mode === 'manual');
  if (!mission) throw new Error('no manual mission awaiting its battle');
  return mission.id;
}

/** The battle the server keeps, as any of the player's tabs would read it; null once it ended. */
export async function keptBattle(page: Page, campaignId: number, missionId: string): Promise<KeptView | null> {
  let response = await page.request.get(`/api/campaigns/${campaignId}/battles/${missionId}`);
  // A busy machine may shed a request (503 + Retry-After): ask again, as the browser's player would.
  for (let attempt = 0; response.status() === 503 && attempt < 20; attempt++) {
    await page.waitForTimeout(500);
    response = await page.request.get(`/api/campaigns/${campaignId}/battles/${missionId}`);
  }
  if (response.status() === 404) return null;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as KeptView;
}

/** Moves the grid's cursor to the tile with arrow keys (the grid is one tab stop). */
async function cursorTo(page: Page, at: { x: number; y: number }): Promise<void> {
  const focused = page.locator('[role="gridcell"]:focus');
  if ((await focused.count()) === 0) await page.locator('[role="gridcell"][tabindex="0"]').focus();
  const [x, y] = ((await page.locator('[role="gridcell"]:focus').getAttribute('data-tile')) ?? '0,0')
    .split(',')
    .map(Number) as [number, number];
  for (let i = x; i < at.x; i++) await page.keyboard.press('ArrowRight');
  for (let i = x; i > at.x; i--) await page.keyboard.press('ArrowLeft');
  for (let i = y; i < at.y; i++) await page.keyboard.press('ArrowDown');
  for (let i = y; i > at.y; i--) await page.keyboard.press('ArrowUp');
  await expect(page.locator('[role="gridcell"]:focus')).toHaveAttribute('data-tile', `${at.x},${at.y}`);
}

async function chooseTile(page: Page, input: Input, at: { x: number; y: number }): Promise<void> {
  if (input === 'mouse') {
    await page.locator(`[data-tile="${at.x},${at.y}"]`).click();
    return;
  }
  await cursorTo(page, at);
  await page.keyboard.press('Enter');
}

/** Focus stays on the grid between actions so the keys reach the screen. */
async function pressKey(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
}

export interface PlayedBattle {
  battle: BattleState;
  /** Hit chances shown before shots, as the odds panel read them. */
  oddsSeen: string[];
  /** The server's last answer: the battle's end, with the replay it kept (null when `until` stopped it first). */
  finished: { victory: boolean; replayId: string | null } | null;
  /** The commander's actions as played. */
  actions: BattleAction[];
}

/** The turn after which a kept battle the scripted commander has not ended is aborted (GAME_RULES §14: 3–4 medium or hard battles in 1,000 still stall). */
const STALEMATE_TURN = 30;

/**
 * Fights the kept battle on the screen, one action at a time: the engine's scripted commander picks
 * each from the battle as the server shows it (it never sees the dice), and the browser plays it with
 * clicks or with the keyboard alone. After each action that hands the turn over, the enemy's turn is
 * skipped with F (the paced turn is watched once, at the start).
 */
export async function playKeptBattle(
  page: Page,
  where: { campaignId: number; missionId: string },
  input: Input,
  /** Reloads the page after this many actions: the battle must come back with its whole log. */
  reloadAfter?: number,
  maxActions = 600,
  /** Stops (unfinished) once the battle after an action satisfies this. */
  until?: (battle: BattleState) => boolean,
): Promise<PlayedBattle> {
  const oddsSeen: string[] = [];
  const actions: BattleAction[] = [];
  let watchedEnemy = false;
  const turnLabel = page.getByTestId('battle-turn');
  if (input === 'keyboard') await page.locator('[role="gridcell"][tabindex="0"]').focus();
  for (let index = 0; index < maxActions; index++) {
    await expect(turnLabel).toHaveText('YOUR TURN');
    if (index === reloadAfter) {
      const before = await page.getByTestId('combat-log').innerText();
      await page.reload();
      await expect(turnLabel).toHaveText('YOUR TURN');
      // The whole log comes back from the server, not a "resumed" line in place of the turn's log.
      await expect.poll(() => page.getByTestId('combat-log').innerText()).toBe(before);
      if (input === 'keyboard') await page.locator('[role="gridcell"][tabindex="0"]').focus();
    }
    const view = await keptBattle(page, where.campaignId, where.missionId);
    if (!view) throw new Error('the battle ended without an answer saying so');
    const battle = withThrowawayBattleDice(view.battle);
    // A stalemate (a soldier and the last hostile out of each other's sight, neither gaining ground:
    // 3–4 battles in 1,000 since the commander searches) ends the way a player ends one: ABORT
    // MISSION, a defeat with its replay.
    const action: BattleAction = battle.turn > STALEMATE_TURN ? { type: 'abort' } : nextCommanderAction(battle);
    const answered = page.waitForResponse(
      (r) => r.url().endsWith(`/battles/${where.missionId}/actions`) && r.request().method() === 'POST',
    );
    await playOnScreen(page, battle, action, input, oddsSeen);
    const response = await answered;
    expect(response.status(), await response.text()).toBe(200);
    actions.push(action);
    const answer = (await response.json()) as {
      battle: PublicBattleState;
      steps: unknown[];
      finished?: PlayedBattle['finished'];
    };
    const after = withThrowawayBattleDice(answer.battle);
    if (answer.steps.length > 1) {
      await expect(turnLabel).toHaveText('ENEMY TURN');
      if (!watchedEnemy) {
        // Once: the enemy's turn is paced, one hostile about a second after another, for a person to follow.
        watchedEnemy = true;
        const enemyLines = page.getByTestId('combat-log').locator('li:has-text("Enemy turn begins") ~ li');
        await expect(enemyLines.filter({ hasText: 'Hostile-' }).first()).toBeVisible({ timeout: 3000 });
      }
      await pressKey(page, 'f');
    }
    if (answer.finished) return { battle: after, oddsSeen, finished: answer.finished, actions };
    if (until?.(after)) return { battle: after, oddsSeen, finished: null, actions };
  }
  throw new Error('the battle did not end');
}

/**
 * Plays a plan on a battle fought in the browser (the practice battle, a guest's): the engine
 * computes the same battle alongside, which the screen must match. After each action that hands the
 * turn over, the enemy's turn is skipped with F (the paced turn is watched once, at the start).
 */
export async function playPlan(
  page: Page,
  setup: { input: Parameters<typeof createBattle>[0]; seed: Parameters<typeof createBattle>[1] },
  plan: readonly BattleAction[],
  input: Input,
): Promise<{ battle: BattleState; oddsSeen: string[] }> {
  let battle = createBattle(setup.input, setup.seed);
  const oddsSeen: string[] = [];
  let watchedEnemy = false;
  const turnLabel = page.getByTestId('battle-turn');
  if (input === 'keyboard') await page.locator('[role="gridcell"][tabindex="0"]').focus();
  for (const action of plan) {
    await expect(turnLabel).toHaveText('YOUR TURN');
    await playOnScreen(page, battle, action, input, oddsSeen);
    const step = applyBattleAction(battle, action);
    if (!step.ok) throw new Error(`the plan's action was refused: ${JSON.stringify(step.error)}`);
    battle = step.battle;
    if (battle.status === 'playing' && battle.side === 'enemy') {
      battle = runEnemyTurn(battle).battle;
      await expect(turnLabel).toHaveText('ENEMY TURN');
      if (!watchedEnemy) {
        watchedEnemy = true;
        const enemyLines = page.getByTestId('combat-log').locator('li:has-text("Enemy turn begins") ~ li');
        await expect(enemyLines.filter({ hasText: 'Hostile-' }).first()).toBeVisible({ timeout: 3000 });
      }
      await pressKey(page, 'f');
    }
  }
  return { battle, oddsSeen };
}

/** One action through the screen, as a player gives it. */
async function playOnScreen(
  page: Page,
  battle: BattleState,
  action: BattleAction,
  input: Input,
  oddsSeen: string[],
): Promise<void> {
  switch (action.type) {
    case 'select':
      // Escape first leaves an armed mode (SHOOT stays armed after a shot), then deselects.
      if (action.unitId === null) {
        await pressKey(page, 'm');
        await pressKey(page, 'Escape');
      } else {
        const unit = battle.units.find((u) => u.id === action.unitId);
        if (!unit) throw new Error(`unknown unit ${action.unitId}`);
        await chooseTile(page, input, unit);
      }
      return;
    case 'move':
      await pressKey(page, 'm');
      await chooseTile(page, input, action);
      return;
    case 'shoot': {
      await pressKey(page, 's');
      if (input === 'mouse') await page.locator(`[data-tile="${action.x},${action.y}"]`).hover();
      else await cursorTo(page, action);
      // The odds are on screen before the shot (STYLE: show the odds).
      const odds = page.getByTestId('hit-chance');
      await expect(odds).toHaveText(/^\d+% to hit$/);
      oddsSeen.push((await odds.textContent()) ?? '');
      await chooseTile(page, input, action);
      return;
    }
    case 'ability': {
      const selected = battle.units.find((u) => u.id === battle.selectedUnitId);
      const index = selected?.abilities.findIndex((a) => a.id === action.abilityId) ?? -1;
      if (index < 0 || index > 8) throw new Error(`ability ${action.abilityId} has no key`);
      await pressKey(page, String(index + 1));
      // An ability without a target is chosen, then confirmed: its key again.
      if (ABILITY_BY_ID.get(action.abilityId)?.battle.targeting === 'none') await pressKey(page, String(index + 1));
      else {
        if (action.x === undefined || action.y === undefined) throw new Error('ability without a target');
        await chooseTile(page, input, { x: action.x, y: action.y });
      }
      return;
    }
    case 'endTurn':
      await pressKey(page, 'e');
      return;
    case 'abort':
      await page.getByRole('button', { name: 'ABORT', exact: true }).click();
      await page.getByRole('dialog', { name: 'ABORT MISSION' }).getByRole('button', { name: 'ABORT MISSION' }).click();
      return;
  }
}

/**
 * A new commander's Raid fought by hand, kept on the server: MISSIONS → COMPLEX → Raid → three
 * soldiers → DEPLOY (MANUAL) → BEGIN MISSION, standing on the battle screen at the first turn.
 */
export async function openKeptRaid(page: Page): Promise<{ campaignId: number; missionId: string }> {
  const { campaignId } = await startCommander(page);
  await openTab(page, 'MISSIONS');
  await page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'COMPLEX' }).click();
  await page.getByRole('button', { name: 'Raid', exact: true }).click();
  const deployment = page.getByRole('region', { name: 'Raid deployment' });
  await pickSoldiers(deployment, 3);
  await deployment.getByRole('button', { name: 'DEPLOY (MANUAL)' }).click();
  // The briefing opens once the server has answered the deployment: only then does the state hold it.
  const begin = page.getByRole('button', { name: 'BEGIN MISSION' });
  await expect(begin).toBeVisible();
  const missionId = await manualMissionId(page, campaignId);
  await begin.click();
  await expect(page).toHaveURL(/\/vanilla\/battle$/);
  await expect(page.getByRole('grid', { name: 'Battlefield' }).getByRole('gridcell')).toHaveCount(144);
  await expect(page.getByTestId('combat-log')).toContainText('--- Turn 1 ---');
  return { campaignId, missionId };
}

/** A soldier of the kept battle and a tile next to them they can walk to (1 AP), as the rules say. */
export function soldierAndStep(view: KeptView): {
  soldier: BattleState['units'][number];
  to: { x: number; y: number };
} {
  const battle = withThrowawayBattleDice(view.battle);
  for (const soldier of battle.units.filter((u) => u.type === 'soldier' && u.hp > 0)) {
    const selected = applyBattleAction(battle, { type: 'select', unitId: soldier.id });
    if (!selected.ok) continue;
    const to = reachableTiles(selected.battle, soldier.id).find(
      (t) => Math.abs(t.x - soldier.x) + Math.abs(t.y - soldier.y) === 1,
    );
    if (to) return { soldier, to: { x: to.x, y: to.y } };
  }
  throw new Error('no soldier can take one step');
}
