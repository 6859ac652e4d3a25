import type { Page } from '@playwright/test';
import { advanceDay, dayLabel, openTab, readDay, readResources, resourceValue } from './support/base-screen';
import { expectPausedDayMeter, openCampaignFromHome, startCommander } from './support/commander';
import { expect, test } from './support/test';

// Issue 4: a signed-in player's campaign is saved on the server; a guest's lives only in the page.

async function buildBarracks(page: Page, row: number, col: number) {
  await openTab(page, 'BASE');
  await page.getByRole('button', { name: `Empty slot row ${row} column ${col}` }).click();
  await page.getByRole('region', { name: 'BUILD FACILITY' }).getByRole('button', { name: 'BUILD Barracks' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Barracks level 1, row ${row} column ${col}`) }),
  ).toBeVisible();
}

test('a signed-in campaign is saved: reloading, or leaving and loading it again, shows the same day and funds', async ({
  page,
}) => {
  const { campaignName } = await startCommander(page);
  await buildBarracks(page, 4, 2);
  await openTab(page, 'SQUAD');
  await page.getByRole('button', { name: /RECRUIT SOLDIER/ }).click();
  await expect(page.getByRole('list', { name: 'Roster' }).locator(':scope > li')).toHaveCount(5);
  await advanceDay(page);
  await advanceDay(page);
  const day = await readDay(page);
  const resources = await readResources(page);
  expect(day).toBe(3);

  const expectSameCampaign = async () => {
    await expect(dayLabel(page)).toHaveText(`D+${day}`);
    expect(await readResources(page)).toEqual(resources);
    await expect(page.getByRole('button', { name: 'Barracks level 1, row 4 column 2' })).toBeVisible();
    await openTab(page, 'SQUAD');
    await expect(page.getByRole('list', { name: 'Roster' }).locator(':scope > li')).toHaveCount(5);
  };

  // A reload keeps the navigation state, and the base loads the campaign from the server again.
  await page.reload();
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await expectPausedDayMeter(page);
  await expectSameCampaign();

  await page.getByRole('link', { name: 'MAIN MENU' }).first().click();
  await expect(page).toHaveURL(/\/vanilla$/);
  await openCampaignFromHome(page, campaignName);
  await expectSameCampaign();
});

test('a guest plays from the sign-in dialog: builds, advances a day, and nothing reaches the server', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /NEW CAMPAIGN/ }).click();
  await page.getByRole('dialog', { name: 'SIGN IN' }).getByRole('button', { name: 'Play as guest' }).click();
  const newCampaign = page.getByRole('dialog', { name: 'NEW CAMPAIGN' });
  await expect(
    newCampaign.getByText('Guest campaign: it is saved in this browser only and replaces any earlier guest campaign.'),
  ).toBeVisible();
  await newCampaign.getByLabel('Campaign name').fill('Guest Watch');
  await newCampaign.getByRole('button', { name: 'CREATE CAMPAIGN' }).click();

  await expect(page).toHaveURL(/\/vanilla\/base$/);
  await expect(page.getByRole('heading', { name: 'Guest Watch', level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'GUEST CAMPAIGN: saved in this browser only. Sign in to bring it into your account.',
  );
  await expectPausedDayMeter(page);
  await expect(dayLabel(page)).toHaveText('D+1');

  // The same rules run in the browser: the Barracks costs the same and the day advances.
  await buildBarracks(page, 2, 4);
  await expect(resourceValue(page, 'funds')).toHaveText('20,000');
  await expect(resourceValue(page, 'supplies')).toHaveText('150');
  // 200 starting supplies pay for four Barracks at 50 each; the fifth is offered disabled.
  await buildBarracks(page, 2, 2);
  await buildBarracks(page, 1, 1);
  await buildBarracks(page, 1, 2);
  await expect(resourceValue(page, 'supplies')).toHaveText('0');
  await page.getByRole('button', { name: 'Empty slot row 2 column 1' }).click();
  await expect(
    page.getByRole('region', { name: 'BUILD FACILITY' }).getByRole('button', { name: 'BUILD Barracks' }),
  ).toHaveAccessibleDescription('Need 50 SUPPLIES more');
  await advanceDay(page);
  await expect(dayLabel(page)).toHaveText('D+2');
  await expect(
    page.getByRole('button', { name: 'Barracks level 1, row 2 column 4, under construction (1 day left)' }),
  ).toBeVisible();

  // Nothing reached the server: a guest has no session, so no campaign.
  expect((await page.request.get('/api/campaigns')).status()).toBe(401);

  // The base's address alone names no campaign: it sends the guest home, where CONTINUE's sign-in
  // dialog offers the campaign kept in this browser (guest-campaign.spec.ts plays that through).
  await page.getByRole('link', { name: 'MAIN MENU' }).first().click();
  await expect(page).toHaveURL(/\/vanilla$/);
  await page.goto('/vanilla/base');
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  const signIn = page.getByRole('dialog', { name: 'SIGN IN' });
  await expect(signIn.getByText('Guest Watch · Day 2 · Saved in this browser')).toBeVisible();
});
