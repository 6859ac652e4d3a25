import type { Locator } from '@playwright/test';
import { openTab, readResource, resourceValue } from './support/base-screen';
import { startCommander } from './support/commander';
import { pickSoldiers } from './support/squad-picker';
import { expect, test } from './support/test';

// Rules 9: a supply drop to a squad in the field on an auto mission — the odds rise by 3, the
// supplies fall by today's price, the button is off for the rest of the day, and the log says so.

/** SCREENSHOTS_DIR=/some/dir keeps pictures of the list (desktop and phone width) there. */
const shots = process.env.SCREENSHOTS_DIR;

async function readOdds(row: Locator): Promise<number> {
  const text = (await row.getByText(/^Odds \d+(\.\d+)?%, risk \d+%$/).textContent()) ?? '';
  const value = Number(/^Odds (\d+(?:\.\d+)?)%, risk/.exec(text)?.[1]);
  expect(Number.isFinite(value), `odds read "${text}"`).toBe(true);
  return value;
}

test('a supply drop to a Raid in the field: odds +3, 20 supplies, one a day, in the log', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'MISSIONS');
  await page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'COMPLEX' }).click();
  await page.getByRole('button', { name: 'Raid', exact: true }).click();
  const deployment = page.getByRole('region', { name: 'Raid deployment' });
  await pickSoldiers(deployment, 3);
  await deployment.getByRole('button', { name: 'DEPLOY (AUTO)' }).click();

  const row = page.getByRole('list', { name: 'ACTIVE MISSIONS' }).getByRole('listitem').filter({ hasText: 'Raid' });
  await expect(row).toContainText('9 days remaining');
  const drop = row.getByRole('button', { name: 'SUPPLY DROP: ODDS +3%' });
  await expect(drop).toBeEnabled();
  await expect(row).toContainText(
    'Fly 20 SUPPLIES to the squad in the field: odds +3%, casualty risk −3% (one drop a day, 3 a mission).',
  );
  const odds = await readOdds(row);
  expect(odds, 'a raid the drop can still help').toBeLessThanOrEqual(92);
  const supplies = await readResource(page, 'supplies');
  if (shots) await page.screenshot({ path: `${shots}/supply-drop-before.png`, fullPage: true });

  await drop.click();
  await expect(resourceValue(page, 'supplies')).toHaveText((supplies - 20).toLocaleString('en-US'));
  await expect(drop).toBeDisabled();
  // The figures on screen are rounded to a tenth: the rise reads 3 give or take that rounding.
  expect(await readOdds(row)).toBeCloseTo(odds + 3, 0);
  const reason = 'Supplies already reached this squad today: one drop a day.';
  await expect(row.getByText(reason)).toBeVisible();
  await expect(drop).toHaveAccessibleDescription(new RegExp(`${reason.replace('.', '\\.')}$`));
  if (shots) {
    await page.screenshot({ path: `${shots}/supply-drop-after.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/supply-drop-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.getByRole('button', { name: 'CAMPAIGN LOG' }).click();
  const log = page.getByRole('dialog', { name: 'CAMPAIGN LOG' });
  await expect(log.getByText('Supply Drop', { exact: true })).toBeVisible();
  await expect(
    log.getByText(/^Raid: supplies reach the squad in the field; it now goes in at [\d.]+%, 22% casualty risk\.$/),
  ).toBeVisible();
});
