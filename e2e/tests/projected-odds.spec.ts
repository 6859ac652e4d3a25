import { openTab } from './support/base-screen';
import { startCommander } from './support/commander';
import { pickSoldiers } from './support/squad-picker';
import { expect, test } from './support/test';

// Issue 23: a fought mission's briefing projects its odds; issue 34: a closed-form estimate fitted on played battles.

/** SCREENSHOTS_DIR=/some/dir keeps a picture of the briefing there (for a look). */
const shots = process.env.SCREENSHOTS_DIR;

test("a fought mission's briefing shows the squad's projected win rate and the enemy force", async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'MISSIONS');
  const tab = page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'COMPLEX' });
  await tab.click();
  await page.getByRole('button', { name: 'Raid', exact: true }).click();
  const detail = page.getByRole('region', { name: 'Raid deployment' });
  await pickSoldiers(detail, 3);
  // Issue 35: the force is worded as what the squad will meet, and each figure names its mode.
  await expect(detail.getByTestId('enemy-force')).toHaveText(
    'The squad will meet 4 hostiles, each 0 HP and +8 aim against a normal force',
  );
  await expect(detail.getByText('Auto-resolve chance (AUTO)')).toBeVisible();
  await expect(detail.getByText('Projected win rate (MANUAL)')).toBeVisible();
  // A whole percentage and the fit's margin, worded as an estimate from played battles.
  await expect(detail.getByTestId('odds-projected')).toHaveText(/^\d{1,3}% ±\d{1,2}$/);
  await expect(
    detail.getByText(
      /^An estimate, not a promise: a squad like this one wins about \d{1,3}% of battles .* fitted on [\d,]+ played battles \(±\d{1,2} points on 9 reads in 10\)\.$/,
    ),
  ).toBeVisible();
  if (shots) await detail.screenshot({ path: `${shots}/projected-odds.png` });
});
