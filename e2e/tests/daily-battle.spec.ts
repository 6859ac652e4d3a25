import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerCommander } from './support/commander';
import { expect, test } from './support/test';

// Issue 36: the daily battle — today's battle on the home screen, one try fought as a kept battle
// (ABORT is a defeat and a finished entry), its score on the report, the player's rank on the board,
// the top replay opened, and a second try refused with the server's words. Screenshots of the home
// card and the board at desktop and phone size go to SHOTS_DIR when set.

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

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('a player fights today’s battle once, sees their rank, opens the top replay; a second try is refused', async ({
  page,
}) => {
  await page.goto('/vanilla');
  // The card is fetched once its place below the menu scrolls into view.
  await page.getByTestId('daily-place').scrollIntoViewIfNeeded();
  const guestCard = page.getByTestId('daily-card');
  await expect(guestCard.getByRole('heading', { name: /TODAY'S BATTLE/ })).toBeVisible();
  await expect(guestCard).toContainText('Sign in to fight it');

  await registerCommander(page);
  await page.goto('/vanilla');
  await page.getByTestId('daily-place').scrollIntoViewIfNeeded();
  const card = page.getByTestId('daily-card');
  await expect(card.getByRole('listitem')).toHaveCount(4);
  await expect(card).toContainText('Objective:');
  await expect(card.getByTestId('daily-played')).toContainText('Commanders who have fought it:');
  await expectNoSeriousViolations(page, 'the home screen with today’s battle');
  await shoot(page, 'daily-home');

  await card.getByRole('button', { name: "FIGHT TODAY'S BATTLE" }).click();
  await expect(page).toHaveURL(/\/vanilla\/battle$/);
  await expect(page.getByRole('grid', { name: 'Battlefield' }).getByRole('gridcell')).toHaveCount(144);

  // A reload resumes the same battle rather than beginning another.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Battlefield' }).getByRole('gridcell')).toHaveCount(144);

  await page.getByRole('button', { name: 'ABORT', exact: true }).click();
  await page.getByRole('dialog', { name: 'ABORT MISSION' }).getByRole('button', { name: 'ABORT MISSION' }).click();
  await page.getByRole('button', { name: 'AFTER ACTION REPORT' }).click();
  await expect(page).toHaveURL(/\/vanilla\/after-action$/);
  const score = page.getByTestId('daily-score');
  await expect(score).toContainText('DAILY SCORE');
  await expect(score).toContainText('Soldiers alive');
  await expect(page.getByTestId('daily-score-total')).toHaveText('0');
  await expectNoSeriousViolations(page, 'the daily battle’s report');

  await page.getByRole('button', { name: 'DAILY BOARD' }).click();
  await expect(page).toHaveURL(/\/vanilla\/daily$/);
  const own = page.getByTestId('board-own');
  await expect(own).toBeVisible();
  await expect(own).toContainText('(you)');
  await expect(page.getByTestId('board-seed')).toContainText('revealed when the day is over');
  await expectNoSeriousViolations(page, 'the leaderboard');
  await shoot(page, 'daily-board');

  // Hiding one's name shows "Commander #n" in its place.
  await page.getByRole('checkbox', { name: 'Hide my name on the board' }).check();
  await expect(own).toContainText(/Commander #\d+/);

  // A second try, from any tab or device, is refused in clear words.
  const again = await page.request.post('/api/daily/battle');
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({
    error: 'You have already fought today’s battle: one try per commander each day',
  });

  // The top replay opens for anyone.
  await page
    .getByTestId('board')
    .getByRole('link', { name: /^Watch/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/replay\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('grid', { name: 'Battlefield' })).toBeVisible();

  await page.goto('/vanilla');
  await page.getByTestId('daily-place').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('daily-done')).toContainText('Your try is in: 0 points');
  await expect(page.getByRole('button', { name: "FIGHT TODAY'S BATTLE" })).toHaveCount(0);
});
