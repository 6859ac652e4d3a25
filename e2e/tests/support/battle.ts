import {
  ABILITY_BY_ID,
  applyBattleAction,
  type BattleAction,
  type BattleState,
  battleSetupFor,
  createBattle,
  type GameState,
  runEnemyTurn,
} from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';
import { expect, type Page } from '@playwright/test';

/**
 * Drives the battle screen through a battle the engine's scripted commander chose (it asks the rules
 * what is legal, as a player reads the screen): the test knows the plan, the browser plays it with
 * clicks or with the keyboard alone, and the server replays what the browser sent.
 */

export type Input = 'mouse' | 'keyboard';

export async function plannedBattle(page: Page, campaignId: number) {
  const response = await page.request.get(`/api/campaigns/${campaignId}/state`);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as GameState | { state: GameState };
  const state = 'state' in body ? body.state : body;
  const mission = state.missions.find((m) => m.status === 'Active' && m.mode === 'manual');
  if (!mission) throw new Error('no manual mission awaiting its battle');
  const setup = battleSetupFor(state, mission.id);
  if (!setup) throw new Error('no battle setup for the mission');
  const fought = fightBattle(setup.input, setup.seed);
  return { setup, plan: fought.actions, end: fought.battle };
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
}

/**
 * Plays the plan on the screen. After each action that hands the turn over, the enemy's turn is
 * skipped with F (the paced turn is covered once, at the start). Returns the battle as the engine
 * computed it alongside, which the screen must match.
 */
export async function playPlan(
  page: Page,
  setup: { input: Parameters<typeof createBattle>[0]; seed: number },
  plan: readonly BattleAction[],
  input: Input,
  /** Reloads the page after this many actions: the battle must resume where it stood. */
  reloadAfter?: number,
): Promise<PlayedBattle> {
  let battle = createBattle(setup.input, setup.seed);
  const oddsSeen: string[] = [];
  let watchedEnemy = false;
  const turnLabel = page.getByTestId('battle-turn');
  if (input === 'keyboard') await page.locator('[role="gridcell"][tabindex="0"]').focus();
  for (const [index, action] of plan.entries()) {
    await expect(turnLabel).toHaveText('YOUR TURN');
    if (index === reloadAfter) {
      // The actions live in the page's history entry (React Router keeps state under `usr`).
      await expect
        .poll(() => page.evaluate(() => (history.state?.usr?.actions as unknown[] | undefined)?.length ?? 0))
        .toBe(index);
      await page.reload();
      await expect(page.getByTestId('combat-log')).toContainText(`Battle resumed: turn ${battle.turn}`);
      await expect(turnLabel).toHaveText('YOUR TURN');
    }
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
        break;
      case 'move':
        await pressKey(page, 'm');
        await chooseTile(page, input, action);
        break;
      case 'shoot': {
        await pressKey(page, 's');
        if (input === 'mouse') await page.locator(`[data-tile="${action.x},${action.y}"]`).hover();
        else await cursorTo(page, action);
        // The odds are on screen before the shot (STYLE: show the odds).
        const odds = page.getByTestId('hit-chance');
        await expect(odds).toHaveText(/^\d+% to hit$/);
        oddsSeen.push((await odds.textContent()) ?? '');
        await chooseTile(page, input, action);
        break;
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
        break;
      }
      case 'endTurn':
        await pressKey(page, 'e');
        break;
      case 'abort':
        await page.getByRole('button', { name: 'ABORT', exact: true }).click();
        await page
          .getByRole('dialog', { name: 'ABORT MISSION' })
          .getByRole('button', { name: 'ABORT MISSION' })
          .click();
        break;
    }
    const step = applyBattleAction(battle, action);
    if (!step.ok) throw new Error(`the plan's action was refused: ${JSON.stringify(step.error)}`);
    battle = step.battle;
    if (battle.status === 'playing' && battle.side === 'enemy') {
      battle = runEnemyTurn(battle).battle;
      await expect(turnLabel).toHaveText('ENEMY TURN');
      if (!watchedEnemy) {
        // Once: the enemy's turn is paced, one hostile about a second after another, for a person to follow.
        watchedEnemy = true;
        // A hostile's own line follows the turn's first line (its shot's damage line may already follow it).
        const enemyLines = page.getByTestId('combat-log').locator('li:has-text("Enemy turn begins") ~ li');
        await expect(enemyLines.filter({ hasText: 'Hostile-' }).first()).toBeVisible({ timeout: 3000 });
      }
      await pressKey(page, 'f');
    }
  }
  return { battle, oddsSeen };
}
