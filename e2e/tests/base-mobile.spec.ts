import { fileURLToPath } from 'node:url';
import { startCommander } from './support/commander';
import { expect, test } from './support/test';

// Issue 14 item 7: the base screen on a phone (390×844). The header takes at most a quarter of the
// screen, the tab strip wraps so MISSIONS can be reached, and a panel opened by a tap (on the grid,
// on a mission card) scrolls into view.

const imagesDir = fileURLToPath(new URL('../../docs/images/', import.meta.url));
const PHONE = { width: 390, height: 844 };
/** SCREENSHOTS_DIR=/some/dir keeps pictures of the opened panels there (for a look). */
const shots = process.env.SCREENSHOTS_DIR;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('the base screen is usable at 390×844', async ({ page }) => {
  const { campaignName } = await startCommander(page);
  // The campaign's header (inside the page's main landmark, so not a banner): the one holding its name.
  const header = page.locator('header', { has: page.getByRole('heading', { name: campaignName, level: 1 }) });
  const box = await header.boundingBox();
  expect(box, 'the header is on screen').not.toBeNull();
  expect(box?.height ?? Number.POSITIVE_INFINITY, 'the header takes at most a quarter of 844 px').toBeLessThanOrEqual(
    PHONE.height / 4,
  );
  await page.screenshot({ path: `${imagesDir}base-mobile.png` });

  // Every tab is reachable: the strip scrolls (its last tab is cut by the edge or wraps into view).
  const missions = page.getByRole('tab', { name: 'MISSIONS' });
  await missions.scrollIntoViewIfNeeded();
  await expect(missions).toBeInViewport();
  await missions.tap();
  await expect(missions).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'MISSIONS' })).toContainText(/Supply Run/i);
  // A tapped mission card opens its deployment panel below the cards, scrolled into view.
  await page.getByRole('button', { name: 'Supply Run', exact: true }).tap();
  await expect(
    page.getByRole('region', { name: 'Supply Run deployment' }).getByRole('heading').first(),
  ).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/base-mobile-mission.png` });

  // A tapped slot opens its panel below the grid, scrolled into view.
  await page.getByRole('tab', { name: 'BASE' }).tap();
  const grid = page.getByRole('grid', { name: 'Base grid' });
  await grid.getByRole('button', { name: 'Empty slot row 5 column 5' }).tap();
  const build = page.getByRole('region', { name: 'BUILD FACILITY' });
  await expect(build.getByRole('heading').first()).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/base-mobile-build.png` });
});
