import type { Page } from '@playwright/test';
import {
  advanceDay,
  advanceDayKeepingReport,
  closeDayReport,
  openTab,
  readResource,
  resourceValue,
  toast,
} from './support/base-screen';
import { expectPausedDayMeter, startCommander } from './support/commander';
import { pickSoldiers } from './support/squad-picker';
import { expect, test } from './support/test';

// Issue 5: the missions tab — deploying, the days in the field, results, locks, the log, the briefing.

interface ReportEntry {
  kind: string;
  title: string;
  text: string;
  resourceChanges?: { funds?: number; supplies?: number; intel?: number } | null;
}

/** SCREENSHOTS_DIR=/some/dir keeps a picture of the debrief there (for a look). */
const shots = process.env.SCREENSHOTS_DIR;

function missionCard(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

function deployment(page: Page, name: string) {
  return page.getByRole('region', { name: `${name} deployment` });
}

function activeMissions(page: Page) {
  return page.getByRole('list', { name: 'ACTIVE MISSIONS' });
}

async function openTier(page: Page, tier: 'SIMPLE' | 'COMPLEX' | 'CAMPAIGN') {
  const tab = page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: tier });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('deploy a Supply Run, follow it for two days, and get the squad back with the result', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'MISSIONS');
  await expect(page.getByText('No missions in the field')).toBeVisible();
  await missionCard(page, 'Supply Run').click();
  const detail = deployment(page, 'Supply Run');
  const deploy = detail.getByRole('button', { name: 'DEPLOY (AUTO)' });
  // Simple missions deploy automatically only; nothing goes out without a squad.
  await expect(detail.getByRole('button', { name: 'DEPLOY (MANUAL)' })).toHaveCount(0);
  await expect(detail.getByText('Select at least 1 soldier to deploy')).toBeVisible();
  await expect(detail.getByText('Select soldiers to see the odds.')).toBeVisible();
  await expect(deploy).toBeDisabled();

  const squad = await pickSoldiers(deployment(page, 'Supply Run'), 2);
  await expect(detail.getByText('2 of 2 selected')).toBeVisible();
  await expect(detail.getByText('Squad full: at most 2 soldiers')).toBeVisible();
  await expect(detail.getByRole('checkbox').nth(2)).toBeDisabled();
  await expect(detail.getByTestId('odds-success')).toHaveText(/^\d+%$/);
  await deploy.click();

  await expect(toast(page, 'Supply Run: squad deployed, back in 2 days')).toBeVisible();
  const listed = activeMissions(page).getByRole('listitem').filter({ hasText: 'Supply Run' });
  await expect(listed).toContainText('2 deployed');
  await expect(listed).toContainText('2 days remaining');
  await openTab(page, 'SQUAD');
  for (const name of squad) {
    const card = page.getByRole('list', { name: 'Roster' }).getByRole('listitem', { name, exact: true });
    await expect(card.getByText('On Mission', { exact: true })).toBeVisible();
  }

  await openTab(page, 'MISSIONS');
  await advanceDay(page);
  await expect(listed).toContainText('1 day remaining');

  // The second day brings it home; the report says how it went, in the rules' words.
  const answer = page.waitForResponse(
    (response) => response.url().includes('/actions') && response.request().method() === 'POST',
  );
  const fundsBefore = await readResource(page, 'funds');
  const report = await advanceDayKeepingReport(page);
  const { report: served } = (await (await answer).json()) as { report: { entries: ReportEntry[] } };
  expect(report, 'a finished mission brings the day report').not.toBeNull();
  if (!report) return;
  // Debrief first (issue 14): the report opens with the mission, each soldier's fate and the rewards.
  await expect(report.getByRole('heading', { level: 3 }).first()).toHaveText('MISSIONS');
  const entry = report.locator('li').filter({ hasText: /^MISSION (SUCCESS|FAILED): Supply Run/ });
  await expect(entry).toHaveCount(1);
  const title = (await entry.locator('strong').first().textContent()) ?? '';
  const succeeded = title === 'MISSION SUCCESS: Supply Run';
  const debriefed = entry.getByRole('list', { name: 'Squad of Supply Run' }).getByRole('listitem');
  await expect(debriefed).toHaveCount(2);
  for (const [index, name] of squad.entries()) {
    await expect(debriefed.nth(index)).toContainText(name);
    await expect(debriefed.nth(index)).toContainText(/Unhurt|Wounded: -\d+ health|KIA/);
  }
  await expect(entry).toContainText(succeeded ? 'Rewards: +1,500 FUNDS' : 'Rewards: +450 FUNDS');
  if (shots) await page.screenshot({ path: `${shots}/day-report-debrief.png` });
  await closeDayReport(report);
  await expect(listed).toContainText(succeeded ? '✓ SUCCESS' : '✗ FAILED');

  // The header shows the day's every change, the mission's rewards among them (1500 funds on success).
  const result = served.entries.find((e) => e.kind === 'mission_success' || e.kind === 'mission_failed');
  expect(result?.resourceChanges?.funds).toBe(succeeded ? 1500 : 450);
  const fundsChange = served.entries.reduce((sum, e) => sum + (e.resourceChanges?.funds ?? 0), 0);
  await expect(resourceValue(page, 'funds')).toHaveText((fundsBefore + fundsChange).toLocaleString('en-US'));

  // Everyone who came back is at the base again, no longer On Mission.
  await openTab(page, 'SQUAD');
  await expect(page.getByRole('list', { name: 'Roster' }).getByText('On Mission', { exact: true })).toHaveCount(0);
  for (const name of squad) {
    const card = page.getByRole('list', { name: 'Roster' }).getByRole('listitem', { name, exact: true });
    await expect(card.getByRole('definition').filter({ hasText: /^(Ready|Wounded|KIA)$/ })).toBeVisible();
  }
});

test('locked mission cards say why: unlock day, and too few soldiers once most are deployed', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'MISSIONS');

  await openTier(page, 'CAMPAIGN');
  const vanguard = missionCard(page, 'Vanguard');
  await expect(vanguard).toBeDisabled();
  await expect(vanguard).toContainText('Unlocks on Day 15');
  await expect(missionCard(page, 'Operation Breakwater')).toContainText('Unlocks on Day 21');

  // Three of the four soldiers go on Patrol (2-3 soldiers).
  await openTier(page, 'SIMPLE');
  await missionCard(page, 'Patrol').click();
  await pickSoldiers(deployment(page, 'Patrol'), 3);
  await deployment(page, 'Patrol').getByRole('button', { name: 'DEPLOY (AUTO)' }).click();
  await expect(activeMissions(page).getByRole('listitem').filter({ hasText: 'Patrol' })).toContainText('3 deployed');

  // One soldier is left: what needs two or more is locked, in the rules' words and the universe's.
  const training = missionCard(page, 'Training Exercise');
  await expect(training).toBeDisabled();
  await expect(training).toContainText('Need at least 2 available soldiers');
  await expect(training).toContainText('Insufficient operatives available');
  await expect(missionCard(page, 'Patrol')).toContainText('Available again on Day 5');
  await expect(missionCard(page, 'Supply Run')).toBeEnabled();
  await openTier(page, 'COMPLEX');
  await expect(missionCard(page, 'Raid')).toContainText('Need at least 3 available soldiers');
  await expect(missionCard(page, 'Raid')).toBeDisabled();
});

test('the campaign log draws its charts from the days played', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'MISSIONS');
  await page.getByRole('button', { name: 'CAMPAIGN LOG' }).click();
  const log = page.getByRole('dialog', { name: 'CAMPAIGN LOG' });
  await expect(
    log.getByText('The charts fill in as days pass: advance a day to record the first point.'),
  ).toBeVisible();
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(log).toBeHidden();

  await advanceDay(page);
  await advanceDay(page);
  await advanceDay(page);
  await page.getByRole('button', { name: 'CAMPAIGN LOG' }).click();
  for (const title of ['RESOURCES OVER TIME', 'MISSIONS WON AND LOST', 'SOLDIERS BY STATUS']) {
    const chart = log.getByRole('figure', { name: title });
    await expect(chart).toBeVisible();
    // recharts draws each series as an SVG path with a real shape ('M x,y L …'), not an empty one.
    await expect(chart.locator('svg path.recharts-curve').first()).toHaveAttribute('d', /^M[\d.]+,[\d.]+[LC]/);
  }
  await expect(
    log.getByRole('figure', { name: 'RESOURCES OVER TIME' }).locator('path.recharts-line-curve'),
  ).toHaveCount(3);
});

test('a manual deployment opens the MISSION BRIEFING, and ABORT MISSION brings the squad home', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'MISSIONS');
  await openTier(page, 'COMPLEX');
  await missionCard(page, 'Raid').click();
  const squad = await pickSoldiers(deployment(page, 'Raid'), 3);
  await deployment(page, 'Raid').getByRole('button', { name: 'DEPLOY (MANUAL)' }).click();

  await expect(page).toHaveURL(/\/vanilla\/mission$/);
  await expect(page.getByRole('heading', { name: /MISSION BRIEFING/, level: 1 })).toBeVisible();
  await expect(page.getByText('PREPARE FOR DEPLOYMENT - EQUIPMENT CHECK REQUIRED')).toBeVisible();
  await expect(page.getByText('Raid', { exact: true })).toBeVisible();
  for (const name of squad) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'BEGIN MISSION' })).toBeEnabled();

  await page.getByRole('button', { name: 'ABORT MISSION' }).click();
  await expect(page).toHaveURL(/\/vanilla\/base$/);
  await expectPausedDayMeter(page);
  await expect(toast(page, 'Mission aborted. The squad is back at base.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'MISSIONS', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(activeMissions(page).getByRole('listitem').filter({ hasText: 'Raid' })).toContainText('ABORTED');

  // The whole squad can be picked again.
  await openTier(page, 'COMPLEX');
  await missionCard(page, 'Raid').click();
  await expect(deployment(page, 'Raid').getByRole('checkbox')).toHaveCount(4);
  await openTab(page, 'SQUAD');
  await expect(page.getByRole('list', { name: 'Roster' }).getByText('On Mission', { exact: true })).toHaveCount(0);
});
