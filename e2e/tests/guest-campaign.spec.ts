import { advanceDay, dayLabel, openTab, readResources } from './support/base-screen';
import { expectPausedDayMeter, uniqueName } from './support/commander';
import { expect, readChapterOpenings, test } from './support/test';

// Issue 14: a guest's campaign is kept in this browser (a reload, the main menu and a closed tab do
// not lose it), CONTINUE's sign-in dialog offers it, and registering brings it into the account —
// the server takes it only after replaying its actions through the engine.

test('a guest plays three days, reloads, comes back in a new tab through CONTINUE, registers and finds the campaign in the account', async ({
  page,
  context,
}, testInfo) => {
  const campaignName = uniqueName('Guest');
  await page.goto('/');
  await page.getByRole('button', { name: /NEW CAMPAIGN/ }).click();
  await page.getByRole('dialog', { name: 'SIGN IN' }).getByRole('button', { name: 'Play as guest' }).click();
  const newCampaign = page.getByRole('dialog', { name: 'NEW CAMPAIGN' });
  await newCampaign.getByLabel('Campaign name').fill(campaignName);
  await newCampaign.getByRole('button', { name: 'CREATE CAMPAIGN' }).click();
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'GUEST CAMPAIGN: saved in this browser only. Sign in to bring it into your account.',
  );
  await expectPausedDayMeter(page);

  // Three days, with a recruit on the way: the engine runs in the page and the browser keeps it.
  await openTab(page, 'SQUAD');
  await page.getByRole('button', { name: /RECRUIT SOLDIER/ }).click();
  await expect(page.getByRole('list', { name: 'Roster' }).locator(':scope > li')).toHaveCount(5);
  await advanceDay(page);
  await advanceDay(page);
  await advanceDay(page);
  await expect(dayLabel(page)).toHaveText('D+4');
  const resources = await readResources(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await expect(dayLabel(page)).toHaveText('D+4');
  expect(await readResources(page)).toEqual(resources);

  // The tab is closed; a new one starts from the landing page.
  const later = await context.newPage();
  await readChapterOpenings(later);
  await page.close();
  await later.goto('/');
  await later.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  const signIn = later.getByRole('dialog', { name: 'SIGN IN' });
  await expect(signIn.getByText(`${campaignName} · Day 4 · Saved in this browser`)).toBeVisible();
  await expect(signIn.getByRole('button', { name: `New guest campaign (replaces ${campaignName})` })).toBeVisible();
  await expect(signIn.getByRole('checkbox', { name: `Bring ${campaignName} (day 4) into my account` })).toBeChecked();
  await later.screenshot({ path: testInfo.outputPath('sign-in-with-local-campaign.png') });

  // Resuming as a guest: the same campaign, the same day.
  await signIn.getByRole('button', { name: 'Resume as guest' }).click();
  await expect(later.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await expect(dayLabel(later)).toHaveText('D+4');
  expect(await readResources(later)).toEqual(resources);

  // Back through the main menu and CONTINUE, this time registering: one step brings it in.
  await later.getByRole('link', { name: 'MAIN MENU' }).first().click();
  await later.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  await signIn.getByRole('button', { name: "Don't have an account? Register" }).click();
  const register = later.getByRole('dialog', { name: 'CREATE ACCOUNT' });
  const username = uniqueName('cmdr');
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Email').fill(`${username}@example.com`);
  await register.getByLabel('Password').fill('correct-horse-battery');
  await register.getByRole('button', { name: 'Create Account' }).click();

  await expect(later).toHaveURL(/\/vanilla\/base$/);
  await expect(later.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await expect(dayLabel(later)).toHaveText('D+4');
  expect(await readResources(later)).toEqual(resources);
  await expect(later.getByText(/GUEST CAMPAIGN/)).toHaveCount(0);

  // It is the account's now, on the server, and no longer in the browser.
  const campaigns = (await (await later.request.get('/api/campaigns')).json()) as Array<{ name: string; day: number }>;
  expect(campaigns).toEqual([expect.objectContaining({ name: campaignName, day: 4 })]);
  expect(await later.evaluate(() => localStorage.getItem('holdfast.guestCampaign'))).toBeNull();
  await later.goto('/');
  await later.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  await expect(
    later.getByRole('dialog', { name: 'LOAD CAMPAIGN' }).getByRole('listitem', { name: campaignName }),
  ).toBeVisible();
});

test('a guest who signs in without bringing the campaign finds it in LOAD CAMPAIGN, labelled as local, and brings it in from there', async ({
  page,
}, testInfo) => {
  const campaignName = uniqueName('Local');
  await page.goto('/');
  await page.getByRole('button', { name: /NEW CAMPAIGN/ }).click();
  await page.getByRole('dialog', { name: 'SIGN IN' }).getByRole('button', { name: 'Play as guest' }).click();
  const newCampaign = page.getByRole('dialog', { name: 'NEW CAMPAIGN' });
  await newCampaign.getByLabel('Campaign name').fill(campaignName);
  await newCampaign.getByRole('button', { name: 'CREATE CAMPAIGN' }).click();
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await advanceDay(page);
  await expect(dayLabel(page)).toHaveText('D+2');

  await page.getByRole('link', { name: 'MAIN MENU' }).first().click();
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  const signIn = page.getByRole('dialog', { name: 'SIGN IN' });
  await signIn.getByRole('button', { name: "Don't have an account? Register" }).click();
  const register = page.getByRole('dialog', { name: 'CREATE ACCOUNT' });
  const username = uniqueName('cmdr');
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Email').fill(`${username}@example.com`);
  await register.getByLabel('Password').fill('correct-horse-battery');
  await register.getByRole('checkbox', { name: `Bring ${campaignName} (day 2) into my account` }).uncheck();
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  expect(await (await page.request.get('/api/campaigns')).json()).toEqual([]);

  await page.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  const load = page.getByRole('dialog', { name: 'LOAD CAMPAIGN' });
  const local = load.getByRole('region', { name: 'SAVED IN THIS BROWSER' });
  await expect(local.getByText(`${campaignName} · Day 2 · Saved in this browser`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('load-with-local-campaign.png') });
  await local.getByRole('button', { name: 'BRING INTO MY ACCOUNT' }).click();

  await expect(page).toHaveURL(/\/vanilla\/base$/);
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await expect(dayLabel(page)).toHaveText('D+2');
  const campaigns = (await (await page.request.get('/api/campaigns')).json()) as Array<{ name: string; day: number }>;
  expect(campaigns).toEqual([expect.objectContaining({ name: campaignName, day: 2 })]);
});
