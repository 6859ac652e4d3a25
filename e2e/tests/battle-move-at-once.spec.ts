import type { Route } from '@playwright/test';
import { keptBattle, openKeptRaid, soldierAndStep } from './support/battle';
import { expect, test } from './support/test';

// Issue 37: in a battle the server keeps, a move draws no dice, so the browser shows it at once
// (the engine applies it here) and the server's answer confirms it; a move the server refuses is
// taken back to the server's battle and the refusal is shown. The server's answer is held here.

const ACTIONS = '**/api/campaigns/*/battles/*/actions';

/** Holds each action request until `release` is called; `answer` then decides what it gets. */
function holdActions() {
  let held: Route | null = null;
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  return {
    handler: async (route: Route) => {
      held = route;
      arrived();
    },
    arrival,
    route: () => {
      if (!held) throw new Error('no request held');
      return held;
    },
  };
}

test('a move shows before the server answers, and rolls back when the server refuses it', async ({ page }) => {
  const { campaignId, missionId } = await openKeptRaid(page);
  const view = await keptBattle(page, campaignId, missionId);
  if (!view) throw new Error('no kept battle');
  const { soldier, to } = soldierAndStep(view);
  const tile = (at: { x: number; y: number }) => page.locator(`[data-tile="${at.x},${at.y}"]`);
  const name = new RegExp(soldier.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const serverCount = async () => (await keptBattle(page, campaignId, missionId))?.actionCount;

  await tile(soldier).click();
  await expect(tile(soldier)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(serverCount).toBe(view.actionCount + 1);

  // The move, its request held: the board shows the soldier on the new tile before any answer.
  const first = holdActions();
  await page.route(ACTIONS, first.handler);
  await tile(to).click();
  await first.arrival;
  await expect(tile(to)).toHaveAttribute('aria-label', name);
  await expect(tile(soldier)).not.toHaveAttribute('aria-label', name);
  expect(await serverCount()).toBe(view.actionCount + 1);
  // Released, the server applies the move as shown.
  await first.route().continue();
  await page.unroute(ACTIONS);
  await expect.poll(serverCount).toBe(view.actionCount + 2);
  await expect(tile(to)).toHaveAttribute('aria-label', name);

  // The step back, shown at once, then refused: the board returns to the server's battle and says why.
  const second = holdActions();
  await page.route(ACTIONS, second.handler);
  await tile(soldier).click();
  await second.arrival;
  await expect(tile(soldier)).toHaveAttribute('aria-label', name);
  await second.route().fulfill({
    status: 422,
    contentType: 'application/json',
    body: JSON.stringify({ error: 'The server refused this move.', code: 'notReachable', params: {} }),
  });
  await expect(page.getByTestId('combat-log')).toContainText('The server refused this move.');
  await expect(tile(to)).toHaveAttribute('aria-label', name);
  await expect(tile(soldier)).not.toHaveAttribute('aria-label', name);
  await page.unroute(ACTIONS);
  expect(await serverCount()).toBe(view.actionCount + 2);
});
