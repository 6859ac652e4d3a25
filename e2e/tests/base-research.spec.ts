import type { Page } from '@playwright/test';
import {
  advanceDay,
  advanceDayKeepingReport,
  closeDayReport,
  openTab,
  readDay,
  readResources,
  resourceValue,
} from './support/base-screen';
import { startCommander } from './support/commander';
import { expect, test } from './support/test';

// Issue 4, the research tab and the day report: Basic Armor costs 8000/30/10 and takes 3 days.

function basicArmorCard(page: Page) {
  return page.getByRole('list', { name: 'EARLY TIER' }).getByRole('listitem', { name: 'Basic Armor' });
}

function detailPanel(page: Page) {
  return page.getByRole('region', { name: 'Basic Armor', exact: true });
}

test('research Basic Armor: paid at once, progress each day, completed on the third with a day report', async ({
  page,
}) => {
  await startCommander(page);
  await openTab(page, 'RESEARCH');
  await expect(basicArmorCard(page).getByText('8,000 FUNDS · 30 SUPPLIES · 10 INTEL')).toBeVisible();
  await expect(basicArmorCard(page).getByText('3 days')).toBeVisible();
  await basicArmorCard(page).getByRole('button').click();
  const panel = detailPanel(page);

  // A new campaign has no intel: the project waits until the base has gathered 10 (2 a day).
  await expect(panel.getByRole('button', { name: 'INSUFFICIENT RESOURCES' })).toBeDisabled();
  const start = panel.getByRole('button', { name: 'START RESEARCH' });
  for (let days = 0; days < 10 && !(await start.isVisible()); days += 1) await advanceDay(page);
  await expect(start).toBeEnabled();

  const before = await readResources(page);
  await start.click();
  await expect(panel.getByRole('button', { name: 'CANCEL', exact: true })).toBeVisible();
  const after = await readResources(page);
  expect(after).toEqual({ funds: before.funds - 8000, supplies: before.supplies - 30, intel: before.intel - 10 });
  await expect(basicArmorCard(page).getByText('IN PROGRESS')).toBeVisible();
  const progress = basicArmorCard(page).getByRole('progressbar', { name: 'Progress: Basic Armor' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  await advanceDay(page);
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await advanceDay(page);
  // 66.667% reads 66: the bar never rounds up to a day not yet worked.
  await expect(progress).toHaveAttribute('aria-valuenow', '66');

  // The third day completes it, and a completed project always brings the day report.
  const day = await readDay(page);
  const report = await advanceDayKeepingReport(page);
  expect(report, 'a completed project brings the day report').not.toBeNull();
  if (!report) return;
  await expect(report).toHaveAccessibleName(`DAY ${day + 1} - REPORT`);
  await expect(report.getByRole('heading', { name: 'RESEARCH PROGRESS' })).toBeVisible();
  await expect(report.getByText('Research Complete')).toBeVisible();
  await expect(report.getByText(/Basic Armor/).first()).toBeVisible();
  await closeDayReport(report);

  await expect(basicArmorCard(page).getByText('COMPLETED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /EARLY TIER/ })).toContainText('1/4 COMPLETED');
  // Its effect: +10 max health for every soldier.
  await openTab(page, 'SQUAD');
  const meters = page.getByRole('list', { name: 'Roster' }).getByRole('meter', { name: 'Health' });
  await expect(meters).toHaveCount(4);
  for (const meter of await meters.all()) await expect(meter).toHaveAttribute('aria-valuetext', '110/110');
});

test('cancelling the research refunds it in full on the day it started', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'RESEARCH');
  await basicArmorCard(page).getByRole('button').click();
  const panel = detailPanel(page);
  const start = panel.getByRole('button', { name: 'START RESEARCH' });
  for (let days = 0; days < 10 && !(await start.isVisible()); days += 1) await advanceDay(page);
  const before = await readResources(page);
  await start.click();
  await expect(resourceValue(page, 'funds')).toHaveText((before.funds - 8000).toLocaleString('en-US'));

  await panel.getByRole('button', { name: 'CANCEL', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'CANCEL RESEARCH?' });
  await expect(confirm.getByText('Cancel Basic Armor? Refund: 8,000 FUNDS · 30 SUPPLIES · 10 INTEL.')).toBeVisible();
  await confirm.getByRole('button', { name: 'CANCEL RESEARCH' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('button', { name: 'START RESEARCH' })).toBeVisible();
  expect(await readResources(page)).toEqual(before);
});
