import type { Page } from '@playwright/test';
import { openTab, resourceValue } from './support/base-screen';
import { squadRecords, startCommander } from './support/commander';
import { expect, test } from './support/test';

// Issue 4, the squad and medbay tabs: recruiting, nicknames, specialising and healing.

function roster(page: Page) {
  return page.getByRole('list', { name: 'Roster' });
}

/** One roster card, found by the soldier's name. */
function soldierCard(page: Page, name: string) {
  return roster(page).getByRole('listitem', { name, exact: true });
}

test('recruit a fifth soldier for 1,000 funds: a Ready Private with full health', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'SQUAD');
  const cards = roster(page).locator(':scope > li');
  await expect(cards).toHaveCount(4);

  await page.getByRole('button', { name: /RECRUIT SOLDIER/ }).click();
  await expect(cards).toHaveCount(5);
  await expect(resourceValue(page, 'funds')).toHaveText('24,000');

  const recruit = cards.nth(4);
  await expect(recruit.getByRole('definition').filter({ hasText: /^Private$/ })).toBeVisible();
  await expect(recruit.getByRole('definition').filter({ hasText: /^Ready$/ })).toBeVisible();
  await expect(recruit.getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '100/100');
});

test('give a soldier a nickname: trimmed, shown on the roster, and blank ones refused', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'SQUAD');
  const first = roster(page).locator(':scope > li').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  expect(name).not.toBe('');
  const card = soldierCard(page, name);

  await card.getByRole('button', { name: `Edit nickname of ${name}` }).click();
  await card.getByRole('textbox', { name: 'Nickname' }).fill('   ');
  // The engine would refuse a blank nickname: SAVE is disabled with its reason, and Enter sends nothing.
  const save = card.getByRole('button', { name: 'SAVE', exact: true });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('Nickname must be 1-20 characters!');
  await card.getByRole('textbox', { name: 'Nickname' }).press('Enter');
  await expect(card.getByRole('textbox', { name: 'Nickname' })).toHaveValue('   ');

  await card.getByRole('textbox', { name: 'Nickname' }).fill('  Ghost  ');
  await card.getByRole('textbox', { name: 'Nickname' }).press('Enter');
  await expect(card.getByRole('textbox', { name: 'Nickname' })).toBeHidden();
  await expect(card.getByText('“Ghost”', { exact: true })).toBeVisible();

  // The squad picker of the missions tab shows it too.
  await openTab(page, 'MISSIONS');
  await page.getByRole('button', { name: 'Supply Run' }).click();
  await expect(page.getByRole('checkbox', { name: `${name} "Ghost"` })).toBeVisible();
});

test('the Sergeant must specialize: SPECIALIZE NOW! → choose a class → the class is shown', async ({ page }) => {
  await startCommander(page);
  await openTab(page, 'SQUAD');
  const sergeant = roster(page)
    .locator(':scope > li')
    .filter({ has: page.getByRole('definition').filter({ hasText: /^Sergeant$/ }) });
  await expect(sergeant).toHaveCount(1);
  await expect(sergeant.getByText('MUST SPECIALIZE')).toBeVisible();
  // Only the Sergeant can: the Corporal and the Privates have no specialize button.
  await expect(roster(page).getByRole('button', { name: 'SPECIALIZE NOW!' })).toHaveCount(1);

  await sergeant.getByRole('button', { name: 'SPECIALIZE NOW!' }).click();
  const dialog = page.getByRole('dialog', { name: 'CHOOSE SPECIALIZATION' });
  await expect(dialog.getByRole('listitem', { name: 'Heavy' })).toBeVisible();
  await dialog.getByRole('button', { name: 'CHOOSE Sniper' }).click();
  await expect(dialog).toBeHidden();

  await expect(sergeant.getByRole('definition').filter({ hasText: /^Sniper$/ })).toBeVisible();
  await expect(sergeant.getByText('MUST SPECIALIZE')).toBeHidden();
  await expect(sergeant.getByRole('button', { name: 'CHANGE CLASS' })).toBeVisible();
  // Sniper health is 80: a healthy soldier keeps full health in proportion.
  await expect(sergeant.getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '80/80');
});

test('heal a wounded soldier in the medbay: +25 HP for 10 supplies and 500 funds', async ({ page }) => {
  let patient = '';
  await startCommander(page, {
    // A wounded soldier through the raw CRUD route, before the campaign is opened.
    prepare: async ({ campaignId }) => {
      const [soldier] = await squadRecords(page, campaignId);
      if (!soldier) throw new Error('the new campaign has no soldiers');
      patient = soldier.name;
      const response = await page.request.patch(`/api/squad/${soldier.id}`, {
        data: { health: 50, status: 'Wounded' },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
  });
  await openTab(page, 'MEDBAY');
  const wounded = page.getByRole('list', { name: 'WOUNDED' });
  const card = wounded.getByRole('listitem', { name: patient, exact: true });
  await expect(card.getByText('Wounded', { exact: true })).toBeVisible();
  await expect(card.getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '50/100');
  await expect(card.getByText('+25 HP · 500 FUNDS · 10 SUPPLIES')).toBeVisible();

  const heal = card.getByRole('button', { name: `Heal ${patient}` });
  await heal.click();
  // The treatment takes a second; the button says so meanwhile.
  await expect(heal).toHaveText('HEALING...');
  await expect(card.getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '75/100');
  await expect(resourceValue(page, 'funds')).toHaveText('24,500');
  await expect(resourceValue(page, 'supplies')).toHaveText('190');
  await expect(heal).toHaveText('HEAL');

  // Back to full health: Ready, off the wounded list and among the combat ready.
  await heal.click();
  await expect(page.getByText('No wounded soldiers.')).toBeVisible();
  await expect(resourceValue(page, 'funds')).toHaveText('24,000');
  await expect(resourceValue(page, 'supplies')).toHaveText('180');
  const ready = page.getByRole('list', { name: 'COMBAT READY' }).getByRole('listitem', { name: patient, exact: true });
  await expect(ready.getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '100/100');
});
