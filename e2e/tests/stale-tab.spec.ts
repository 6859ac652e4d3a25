import type { Page } from '@playwright/test';
import { advanceDay, advanceDayButton, readDay, toast } from './support/base-screen';
import { expectPausedDayMeter, openCampaignFromHome, startCommander } from './support/commander';
import { expect, test } from './support/test';

// Issue 26 item 10: a second tab that fell behind never acts on a campaign it has not seen.

const CHANGED = 'This campaign changed in another tab or window. The screen now shows it as it stands.';

async function buildBarracks(page: Page, column: number) {
  const grid = page.getByRole('grid', { name: 'Base grid' });
  await grid.getByRole('button', { name: `Empty slot row 2 column ${column}` }).click();
  const build = page.getByRole('region', { name: 'BUILD FACILITY' });
  await build.getByRole('listitem', { name: 'Barracks' }).getByRole('button', { name: 'BUILD Barracks' }).click();
}

test('a stale second tab: a refused build and a refused ADVANCE DAY reload the campaign and say so', async ({
  page,
}) => {
  const { campaignName } = await startCommander(page);
  const day = await readDay(page);
  const other = await page.context().newPage();
  await other.goto('/');
  await openCampaignFromHome(other, campaignName);
  const slot = /^Barracks level 1, row 2 column 2/;

  // The other tab builds in the slot this one still shows empty: this one's build is refused,
  // and the screen reloads the campaign, with the other tab's barracks, and says why.
  await buildBarracks(other, 2);
  await expect(other.getByRole('grid', { name: 'Base grid' }).getByRole('button', { name: slot })).toBeVisible();
  await buildBarracks(page, 2);
  await expect(toast(page, 'This slot is already occupied!')).toBeVisible();
  const notice = page.getByTestId('changed-elsewhere');
  await expect(notice).toHaveText(CHANGED);
  await expect(page.getByRole('grid', { name: 'Base grid' }).getByRole('button', { name: slot })).toBeVisible();

  // The other tab advances a day: this one's ADVANCE DAY is refused rather than jumping past a day
  // whose report it never showed, and it now shows the day the campaign is on.
  await advanceDay(other);
  await other.close();
  await expectPausedDayMeter(page);
  await advanceDayButton(page).click();
  await expect(toast(page, `Day ${day} has already ended: the campaign is on Day ${day + 1}.`)).toBeVisible();
  await expect(notice).toHaveText(CHANGED);
  await expect(page.getByText(`D+${day + 1}`, { exact: true })).toBeVisible();

  // From the reloaded screen the next day is an ordinary one, and the notice goes.
  await advanceDay(page);
  await expect(page.getByText(`D+${day + 2}`, { exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
});
