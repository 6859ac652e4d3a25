import { expect, test } from './support/test';

// One player's whole first visit, against the real built server and its real database.
test('register, create a campaign, reach its base, log out, sign in, load it and delete it', async ({ page }) => {
  const username = `cmdr_${Date.now().toString(36)}`;
  const password = 'correct-horse-battery';

  await page.goto('/');
  await expect(page.getByText('UNAUTHORIZED ACCESS')).toBeVisible();

  // Guests see the menu, but starting a campaign asks them to sign in first.
  await page.getByRole('button', { name: /NEW CAMPAIGN/ }).click();
  const signIn = page.getByRole('dialog', { name: 'SIGN IN' });
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: "Don't have an account? Register" }).click();

  const register = page.getByRole('dialog', { name: 'CREATE ACCOUNT' });
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Email').fill(`${username}@example.com`);
  await register.getByLabel('Password').fill(password);
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(register).toBeHidden();
  await expect(page.getByText(username.toUpperCase())).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();

  // The public part of the user is remembered in localStorage, never the password.
  const stored = await page.evaluate(() => localStorage.getItem('currentUser'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ username });
  expect(stored).not.toContain(password);

  await page.getByRole('button', { name: /NEW CAMPAIGN/ }).click();
  const newCampaign = page.getByRole('dialog', { name: 'NEW CAMPAIGN' });
  await newCampaign.getByRole('button', { name: 'CREATE CAMPAIGN' }).click();
  await expect(newCampaign.getByText('Campaign name is required')).toBeVisible();
  await newCampaign.getByLabel('Campaign name').fill('Operation Iron Watch');
  await newCampaign.getByLabel('Difficulty').selectOption('hard');
  await newCampaign.getByRole('button', { name: 'CREATE CAMPAIGN' }).click();

  // The base header comes from the API: name, D+1, the vanilla start date and hard's starting funds.
  await expect(page).toHaveURL(/\/vanilla\/base$/);
  await expect(page.getByRole('heading', { name: 'Operation Iron Watch' })).toBeVisible();
  await expect(page.getByText('D+1')).toBeVisible();
  await expect(page.getByText('2025-01-01')).toBeVisible();
  await expect(page.getByText('15,000')).toBeVisible();

  // The address holds no campaign: opened fresh, without navigation state, the base sends the player home.
  const fresh = await page.context().newPage();
  await fresh.goto('/vanilla/base');
  await expect(fresh).toHaveURL(/:\d+\/$/);
  await fresh.close();

  await page.goto('/');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();

  await page.getByRole('button', { name: 'SIGN IN' }).click();
  const again = page.getByRole('dialog', { name: 'SIGN IN' });
  await again.getByLabel('Username').fill(username);
  await again.getByLabel('Password').fill('wrong-password');
  await again.getByLabel('Password').press('Enter');
  await expect(again.getByText('Invalid username or password')).toBeVisible();
  await again.getByLabel('Password').fill(password);
  await again.getByRole('button', { name: 'Sign In' }).click();
  await expect(again).toBeHidden();

  await page.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  const load = page.getByRole('dialog', { name: 'LOAD CAMPAIGN' });
  await expect(load.getByText('1 CAMPAIGN(S) AVAILABLE')).toBeVisible();
  const card = load.getByRole('listitem', { name: 'Operation Iron Watch' });
  await expect(card.getByText('LAST STAND')).toBeVisible();
  await card.getByRole('button', { name: 'LOAD' }).click();
  await expect(page.getByRole('heading', { name: 'Operation Iron Watch' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  const list = page.getByRole('dialog', { name: 'LOAD CAMPAIGN' });
  const listed = list.getByRole('listitem', { name: 'Operation Iron Watch' });
  await listed.getByRole('button', { name: 'Delete campaign' }).click();
  await expect(listed.getByText('DELETE CAMPAIGN?')).toBeVisible();
  await listed.getByRole('button', { name: 'CANCEL' }).click();
  await expect(listed.getByText('DELETE CAMPAIGN?')).toBeHidden();
  await listed.getByRole('button', { name: 'Delete campaign' }).click();
  await listed.getByRole('button', { name: 'DELETE', exact: true }).click();
  await expect(list.getByText('NO CAMPAIGNS FOUND')).toBeVisible();
  await expect(list.getByText('0 CAMPAIGN(S) AVAILABLE')).toBeVisible();
});

test('a guest sees the menu and the coming-soon notices', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /SETTINGS/i }).click();
  await expect(page.getByText('Settings menu coming soon')).toBeVisible();
  await page.getByRole('button', { name: /LEADERBOARD/i }).click();
  await expect(page.getByText('Leaderboard coming soon')).toBeVisible();
  await page.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  await expect(page.getByRole('dialog', { name: 'SIGN IN' })).toBeVisible();
});

test('an unknown theme falls back to vanilla', async ({ page }) => {
  await page.goto('/no-such-theme');
  await expect(page.getByText('STANDARD OPERATIONS // HOLD THE LINE')).toBeVisible();
});
