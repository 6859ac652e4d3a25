// Playwright's own `test`: this test reads the chapter opening itself (support/test.ts would press BEGIN).
import { expect, test } from '@playwright/test';
import { openTab } from './support/base-screen';
import { campaignAction, createCampaign, registerCommander, uniqueName } from './support/commander';

// Issue 34 item 4: a key mission left past its deadline is felt and told — its card and the campaign
// log say it was missed and what it cost, and the next chapter opens with the failure's story.

test('Breakwater left past day 30 reads "missed" on its card and in the log, and chapter 2 opens on the failure', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerCommander(page);
  const campaignName = uniqueName('Op');
  const campaignId = await createCampaign(page, campaignName, 'easy');
  // Thirty days of ADVANCE DAY through the API, Breakwater never fought. A counter-operation every few
  // days keeps the threat (which climbs while nobody answers it) off its top.
  for (let day = 1; day <= 30; day++) {
    if (day % 4 === 0)
      await campaignAction(page, campaignId, { type: 'counterOperation' }, `counter-${campaignId}-${day}`);
    expect(await campaignAction(page, campaignId, { type: 'advanceDay' }, `advance-${campaignId}-${day}`)).toBe(200);
  }
  // Home → CONTINUE CAMPAIGN → LOAD, as a player opens it: chapter 2's opening comes first.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  await page.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  const load = page.getByRole('dialog', { name: 'LOAD CAMPAIGN' });
  await load.getByRole('listitem', { name: campaignName }).getByRole('button', { name: 'LOAD' }).click();

  // Chapter 2's opening tells the wall's failure, never "The wall held".
  const opening = page.getByRole('dialog', { name: /CHAPTER 2/ });
  await expect(opening.getByText(/The wall was never taken back/)).toBeVisible();
  await expect(opening.getByText(/^The wall held/)).toHaveCount(0);
  await opening.getByRole('button', { name: 'BEGIN' }).click();
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();

  await openTab(page, 'MISSIONS');
  await page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'CAMPAIGN' }).click();
  const card = page.getByRole('button', { name: 'Operation Breakwater', exact: true });
  await expect(card.getByTestId('key-missed')).toContainText('MISSED on Day 30');
  await expect(card.getByTestId('key-missed')).toContainText('+10 aim');
  await expect(card.getByTestId('key-missed')).toContainText('Must be won by Day 70, or the war is lost');
  // The counter-operation under the threat gauge names its price in the chapter (chapter 2: 6,000 funds).
  await expect(page.getByRole('button', { name: 'COUNTER-OPERATION: THREAT −1' })).toBeVisible();
  await expect(page.getByText(/Strike the enemy network for 6,000/)).toBeVisible();
  if (process.env.SCREENSHOTS_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/missed-key-mission.png` });

  await page.getByRole('button', { name: 'CAMPAIGN LOG' }).click();
  const log = page.getByRole('dialog', { name: 'CAMPAIGN LOG' });
  await expect(log.getByText('Key Mission Missed')).toBeVisible();
  await expect(log.getByText(/Operation Breakwater was not won by day 30/)).toBeVisible();
});
