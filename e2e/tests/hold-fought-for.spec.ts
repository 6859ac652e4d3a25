import { openTab } from './support/base-screen';
import { keptBattle, manualMissionId } from './support/battle';
import { startCommander } from './support/commander';
import { pickSoldiers } from './support/squad-picker';
import { expect, test } from './support/test';

// Issue 33: a hold battle is not won by END TURN alone from the opening. The squad opens concealed
// (the header says so), the zone lies far from its row, and a turn counts only with a soldier in
// the zone and no hostile beside it: ending turns from where the squad stands holds nothing.
test('a hold battle cannot be won by END TURN alone from the opening', async ({ page }) => {
  test.setTimeout(120_000);
  const { campaignId } = await startCommander(page);
  await openTab(page, 'MISSIONS');
  await page.getByRole('tablist', { name: 'Mission tiers' }).getByRole('tab', { name: 'COMPLEX' }).click();
  await page.getByRole('button', { name: 'Sabotage', exact: true }).click();
  const deployment = page.getByRole('region', { name: 'Sabotage deployment' });
  await pickSoldiers(deployment, 3);
  await deployment.getByRole('button', { name: 'DEPLOY (MANUAL)' }).click();
  const begin = page.getByRole('button', { name: 'BEGIN MISSION' });
  await expect(begin).toBeVisible();
  const missionId = await manualMissionId(page, campaignId);
  await begin.click();
  await expect(page).toHaveURL(/\/vanilla\/battle$/);
  const objective = page.getByTestId('battle-objective');
  await expect(objective).toHaveAttribute('data-objective', 'hold');
  await expect(objective).toContainText('0/2 turns held');
  await expect(page.getByTestId('battle-concealed')).toHaveText('Squad concealed');

  const turnLabel = page.getByTestId('battle-turn');
  for (let turn = 1; turn <= 4; turn++) {
    await expect(turnLabel).toHaveText('YOUR TURN');
    await page.getByRole('button', { name: 'END TURN', exact: true }).click();
    await expect(turnLabel).toHaveText('ENEMY TURN');
    // Skip the paced enemy turn, as a player may.
    await page.locator('[role="gridcell"][tabindex="0"]').focus();
    await page.keyboard.press('f');
    const view = await keptBattle(page, campaignId, missionId);
    if (!view) break;
    expect(view.battle.status).not.toBe('victory');
  }
  await expect(objective).toContainText('0/2 turns held');
  await expect(page.getByTestId('combat-log')).not.toContainText('Objective met');
});
