import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Issue 22: a battle that speaks — the practice battle at desktop and phone size: focus on the grid,
// the hostiles' intents drawn and listed, odds that add up, marks after a shot, the newest log line
// in view, and no serious axe finding. Screenshots go to docs/images.

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect(serious, `axe on ${where}`).toEqual([]);
}

async function openPractice(page: Page) {
  await page.goto('/vanilla/battle');
  const grid = page.getByRole('grid', { name: 'Battlefield' });
  await expect(grid.getByRole('gridcell')).toHaveCount(144);
  return grid;
}

test('desktop 1440x900: focus on the grid, intents, odds that add up, a shot seen on the board, the newest log line in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const grid = await openPractice(page);
  // Focus starts on the grid, at the first soldier.
  await expect(page.locator('[role="gridcell"]:focus')).toHaveAccessibleName(/Sgt\. Ranger/);
  await expect(page.getByTestId('intents').getByRole('listitem').first()).toContainText('Hostile-');
  await expect(page.getByTestId('board-intents')).toBeAttached();
  await expectNoSeriousViolations(page, 'the practice battle at 1440x900');
  await page.screenshot({ path: '../docs/images/battle-desktop.png' });

  // Select with Enter: 1-AP and 2-AP tiles are drawn apart, the move under the cursor previewed.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('move-preview')).toBeAttached();
  await expect(page.locator('[role="gridcell"]:focus')).toHaveAccessibleName(/reachable, 1 AP/);

  // T brings the cursor to a hostile in sight, if any; otherwise walk forward until one is.
  for (let tries = 0; tries < 4 && !(await grid.getByRole('gridcell', { name: /target,/ }).count()); tries++) {
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('battle-turn')).toHaveText(/YOUR TURN|ENEMY TURN/);
    if ((await page.getByTestId('battle-turn').textContent()) === 'ENEMY TURN') {
      await page.keyboard.press('f');
      await expect(page.getByTestId('battle-turn')).toHaveText('YOUR TURN');
      await page.keyboard.press('n');
    }
  }
  await page.keyboard.press('s');
  await page.keyboard.press('t');
  const odds = page.getByTestId('hit-chance');
  await expect(odds).toHaveText(/^\d+% to hit$/);
  const chance = Number((await odds.textContent())?.replace(/\D/g, ''));
  const parts = await page
    .getByRole('region', { name: 'TARGET' })
    .locator('ul')
    .first()
    .locator('li span:last-child')
    .allTextContents();
  expect(parts.map(Number).reduce((a, b) => a + b, 0)).toBe(chance);
  await expect(page.getByTestId('threats')).toBeVisible();
  await page.screenshot({ path: '../docs/images/battle-desktop-odds.png' });
  await page.keyboard.press('Enter');
  // The shot is seen on the board: a tracer with HIT or MISS over the target.
  await expect(page.getByTestId('board-feed').locator('[data-mark="hit"], [data-mark="miss"]').first()).toBeAttached();
  // The newest log line is on screen without scrolling.
  const newest = page.getByTestId('combat-log').locator('li').last();
  await expect(newest).toBeInViewport();
  await page.screenshot({ path: '../docs/images/battle-desktop-shot.png' });
});

test('phone 390x844: grid, actions and odds on one screen; the first tap on a hostile shows the odds, the second fires', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const grid = await openPractice(page);
  await expectNoSeriousViolations(page, 'the practice battle at 390x844');
  await page.screenshot({ path: '../docs/images/battle-phone-intents.png' });
  await page.getByRole('button', { name: 'GOT IT' }).tap();
  // Select the Ranger and run two tiles up (1 AP): a hostile comes into sight.
  await page.locator('[data-tile="1,10"]').tap();
  const actions = page.getByRole('region', { name: 'ACTIONS' });
  await expect(actions.getByRole('button', { name: 'MOVE' })).toBeInViewport();
  await page.locator('[data-tile="1,8"]').tap();
  await expect(page.getByTestId('combat-log')).toContainText('moves to (1, 8)');
  const target = grid.getByRole('gridcell', { name: /target,/ }).first();
  await target.tap();
  // The first tap shows the odds and fires nothing.
  const odds = page.getByTestId('hit-chance');
  await expect(odds).toHaveText(/^\d+% to hit$/);
  await expect(odds).toBeInViewport();
  await expect(page.getByTestId('combat-log')).not.toContainText('fires at');
  await expect(page.locator('[data-tile="11,0"]')).toBeInViewport();
  await expect(page.locator('[data-tile="0,11"]')).toBeInViewport();
  await page.screenshot({ path: '../docs/images/battle-phone.png' });
  // The second fires.
  await target.tap();
  await expect(page.getByTestId('combat-log')).toContainText('fires at');
  await expect(page.getByTestId('board-feed').locator('[data-mark]').first()).toBeAttached();
  await page.screenshot({ path: '../docs/images/battle-phone-shot.png' });
  await context.close();
});
