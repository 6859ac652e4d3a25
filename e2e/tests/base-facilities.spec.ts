import { advanceDay, advanceDayKeepingReport, closeDayReport, resourceValue } from './support/base-screen';
import { startCommander } from './support/commander';
import { expect, test } from './support/test';

// Issue 4, the base grid: building, construction over days, upgrading, and the spec's refusal.

test('build a Barracks in an empty slot and watch it finish over two days', async ({ page }) => {
  await startCommander(page);
  const grid = page.getByRole('grid', { name: 'Base grid' });
  await expect(resourceValue(page, 'funds')).toHaveText('25,000');
  await expect(resourceValue(page, 'supplies')).toHaveText('200');

  await grid.getByRole('button', { name: 'Empty slot row 2 column 4' }).click();
  const build = page.getByRole('region', { name: 'BUILD FACILITY' });
  await expect(build.getByText('Row 2, column 4')).toBeVisible();
  const barracks = build.getByRole('listitem', { name: 'Barracks' });
  await expect(barracks.getByText('5,000 FUNDS · 50 SUPPLIES')).toBeVisible();
  await expect(barracks.getByText('2 days')).toBeVisible();
  await barracks.getByRole('button', { name: 'BUILD Barracks' }).click();

  // Paid at once; the slot shows the construction and the panel turns into the facility's own.
  await expect(resourceValue(page, 'funds')).toHaveText('20,000');
  await expect(resourceValue(page, 'supplies')).toHaveText('150');
  const slot = grid.getByRole('button', { name: /^Barracks level 1, row 2 column 4/ });
  await expect(slot).toHaveAccessibleName('Barracks level 1, row 2 column 4, under construction (2 days left)');
  const panel = page.getByRole('region', { name: 'Barracks', exact: true });
  await expect(panel.getByText('UNDER CONSTRUCTION', { exact: true })).toBeVisible();
  await expect(panel.getByText('Under construction: 2 days')).toBeVisible();
  await expect(panel.getByRole('definition').filter({ hasText: /^2$/ })).toBeVisible();
  // The base draws 5 (Command Center) + 10 (Barracks, reserved from the first day) of 100.
  await expect(resourceValue(page, 'power')).toHaveText('15/100 (15%)');

  await advanceDay(page);
  await expect(slot).toHaveAccessibleName('Barracks level 1, row 2 column 4, under construction (1 day left)');

  // The day it completes, the report lists it under FACILITIES COMPLETED.
  const report = await advanceDayKeepingReport(page);
  expect(report, 'a completed facility brings the day report').not.toBeNull();
  if (report) {
    await expect(report.getByRole('heading', { name: 'FACILITIES COMPLETED' })).toBeVisible();
    await expect(report.getByText('Construction Complete')).toBeVisible();
    await closeDayReport(report);
  }
  await expect(slot).toHaveAccessibleName('Barracks level 1, row 2 column 4');
  await expect(panel.getByText('ONLINE')).toBeVisible();
  await expect(panel.getByRole('switch')).toBeChecked();
});

test('upgrade the Command Center for 5,000 × level funds and 50 × level supplies, until the next is out of reach', async ({
  page,
}) => {
  await startCommander(page);
  const grid = page.getByRole('grid', { name: 'Base grid' });
  await grid.getByRole('button', { name: 'Command Center level 1, row 3 column 3' }).click();
  const panel = page.getByRole('region', { name: 'Command Center', exact: true });
  await expect(panel.getByText('5,000 FUNDS · 50 SUPPLIES')).toBeVisible();

  await panel.getByRole('button', { name: 'UPGRADE', exact: true }).click();
  await expect(grid.getByRole('button', { name: 'Command Center level 2, row 3 column 3' })).toBeVisible();
  await expect(resourceValue(page, 'funds')).toHaveText('20,000');
  await expect(resourceValue(page, 'supplies')).toHaveText('150');
  // The next level costs 5000 × 2 and 50 × 2.
  await expect(panel.getByText('10,000 FUNDS · 100 SUPPLIES')).toBeVisible();
  await panel.getByRole('button', { name: 'UPGRADE', exact: true }).click();
  await expect(grid.getByRole('button', { name: 'Command Center level 3, row 3 column 3' })).toBeVisible();
  await expect(resourceValue(page, 'funds')).toHaveText('10,000');
  await expect(resourceValue(page, 'supplies')).toHaveText('50');
  await expect(panel.getByText('15,000 FUNDS · 150 SUPPLIES')).toBeVisible();

  // What is left does not cover the next upgrade: UPGRADE is disabled and says what is missing.
  const upgrade = panel.getByRole('button', { name: 'UPGRADE', exact: true });
  await expect(upgrade).toBeDisabled();
  await expect(upgrade).toHaveAccessibleDescription('Need 5,000 FUNDS · 100 SUPPLIES more');
  await expect(resourceValue(page, 'funds')).toHaveText('10,000');
  await expect(grid.getByRole('button', { name: 'Command Center level 3, row 3 column 3' })).toBeVisible();
});

test('building past what the funds and supplies cover is offered disabled, with what is missing beside it', async ({
  page,
}) => {
  await startCommander(page);
  const grid = page.getByRole('grid', { name: 'Base grid' });
  const buildBarracksAt = async (row: number, col: number) => {
    await grid.getByRole('button', { name: `Empty slot row ${row} column ${col}` }).click();
    await page.getByRole('region', { name: 'BUILD FACILITY' }).getByRole('button', { name: 'BUILD Barracks' }).click();
  };

  // 200 supplies pay for four Barracks at 50 each.
  for (const col of [0, 1, 2, 3]) {
    await buildBarracksAt(1, col + 1);
    await expect(resourceValue(page, 'supplies')).toHaveText(String(150 - 50 * col));
  }
  await expect(resourceValue(page, 'funds')).toHaveText('5,000');

  // No supplies left: the fifth BUILD is disabled, says why, and the slot stays empty.
  await grid.getByRole('button', { name: 'Empty slot row 1 column 5' }).click();
  const build = page.getByRole('region', { name: 'BUILD FACILITY' }).getByRole('button', { name: 'BUILD Barracks' });
  await expect(build).toBeDisabled();
  await expect(build).toHaveAccessibleDescription('Need 50 SUPPLIES more');
  await expect(grid.getByRole('button', { name: 'Empty slot row 1 column 5' })).toBeVisible();
  await expect(resourceValue(page, 'funds')).toHaveText('5,000');
  await expect(resourceValue(page, 'supplies')).toHaveText('0');
});
