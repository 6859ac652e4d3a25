import { openTab } from './support/base-screen';
import {
  campaignAction,
  createCampaign,
  openCampaignFromHome,
  registerCommander,
  uniqueName,
} from './support/commander';
import { pickSoldiers } from './support/squad-picker';
import { expect, test } from './support/test';

// Rules 8 (issue 34): a key mission lost in battle costs what a missed one does — its card says the
// threat floor rose and when it is back on the board, and the campaign log says it was lost.

test('Breakwater lost in battle reads "LOST" on its card with the floor and its day back, and in the log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerCommander(page);
  const campaignName = uniqueName('Lost');
  const campaignId = await createCampaign(page, campaignName, 'easy');
  // To day 21, when Breakwater unlocks; a counter-operation now and then keeps the threat down.
  for (let day = 1; day <= 20; day++) {
    if (day % 4 === 0)
      await campaignAction(page, campaignId, { type: 'counterOperation' }, `counter-${campaignId}-${day}`);
    expect(await campaignAction(page, campaignId, { type: 'advanceDay' }, `advance-${campaignId}-${day}`)).toBe(200);
  }
  await openCampaignFromHome(page, campaignName);

  // Deploy Breakwater, see the battlefield (BEGIN MISSION), then ABORT MISSION: a lost battle.
  await openTab(page, 'MISSIONS');
  await page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'CAMPAIGN' }).click();
  await page.getByRole('button', { name: 'Operation Breakwater', exact: true }).click();
  const deployment = page.getByRole('region', { name: 'Operation Breakwater deployment' });
  await pickSoldiers(deployment, 4);
  await deployment.getByRole('button', { name: 'DEPLOY (MANUAL)' }).click();
  await expect(page).toHaveURL(/\/vanilla\/mission$/);
  await page.getByRole('button', { name: 'BEGIN MISSION' }).click();
  await expect(page.getByTestId('battle-turn')).toHaveText('YOUR TURN');
  await page.goBack();
  await expect(page).toHaveURL(/\/vanilla\/mission$/);
  await page.getByRole('button', { name: 'ABORT MISSION' }).click();
  await expect(page).toHaveURL(/\/vanilla\/base$/);

  await openTab(page, 'MISSIONS');
  await page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'CAMPAIGN' }).click();
  const card = page.getByRole('button', { name: /^Operation Breakwater/ });
  await expect(card.getByTestId('key-lost')).toHaveText(
    'LOST: threat floor +2 until it is won; back on the board on Day 36',
  );
  await expect(card).toContainText('Available again on Day 36');
  if (process.env.SCREENSHOTS_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/lost-key-mission.png`, fullPage: true });

  await page.getByRole('button', { name: 'CAMPAIGN LOG' }).click();
  const log = page.getByRole('dialog', { name: 'CAMPAIGN LOG' });
  await expect(log.getByText('Key Mission Lost')).toBeVisible();
  await expect(log.getByText(/Operation Breakwater was lost\. The threat's floor \+2 until it is won/)).toBeVisible();
});
