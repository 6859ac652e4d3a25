import { advanceDay, advanceDayKeepingReport, closeDayReport } from './support/base-screen';
import { expectPausedDayMeter, registerCommander, uniqueName } from './support/commander';
import { expect, test } from './support/test';

// Issue 12: the engine reports facts and the campaign's universe words them. A Devastators campaign's
// day report and campaign log read in its own words, never LAST STAND's.

test('a Devastators day report and campaign log speak of the Bunkhouse, not the Barracks', async ({ page }, info) => {
  await registerCommander(page);
  const name = uniqueName('Yard');
  const created = await page.request.post('/api/campaigns', {
    data: { name, difficulty: 'normal', theme: 'devastators' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const built = await page.request.post(`/api/campaigns/${id}/actions`, {
    data: { type: 'buildFacility', facilityType: 'barracks', row: 1, col: 3 },
  });
  expect(built.status(), await built.text()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  await page.getByRole('button', { name: /CONTINUE/ }).click();
  const load = page.getByRole('dialog').filter({ has: page.getByRole('listitem', { name }) });
  await load.getByRole('listitem', { name }).getByRole('button', { name: 'LOAD' }).click();
  await expect(page).toHaveURL(/\/devastators\/base$/);
  await expectPausedDayMeter(page);

  await advanceDay(page);
  const report = await advanceDayKeepingReport(page);
  expect(report, 'a finished facility brings the day report').not.toBeNull();
  if (!report) return;
  await expect(report.getByText('Works Finished')).toBeVisible();
  await expect(report.getByText('The Bunkhouse is fired up and working')).toBeVisible();
  await expect(report).not.toContainText(/Barracks|Construction Complete|funds|supplies/);
  await report.screenshot({ path: info.outputPath('devastators-day-report.png') });
  await closeDayReport(report);

  await page.getByRole('tablist', { name: 'Yard sections' }).getByRole('tab', { name: 'SORTIES', exact: true }).click();
  await page.getByRole('button', { name: 'CAMPAIGN LOG' }).click();
  const log = page.getByRole('dialog', { name: 'CAMPAIGN LOG' });
  // The log keeps the story and events: the Devastators' own chapter opening and day-3 event.
  await expect(log.getByText(/^Chapter 1: /)).toBeVisible();
  await expect(log.getByText('Walking the Line').first()).toBeVisible();
  await expect(log).not.toContainText(/Dig In|Perimeter Sweep/);
  await log.screenshot({ path: info.outputPath('devastators-campaign-log.png') });
});
