import { expect, test } from './support/test';

// Issue 27 in a real browser: the strength estimate as the player types (the server refusing a weak
// password all the same), and an e-mail change that asks for the current password and signs out
// the player's other browser.
test('a weak password is estimated and refused; the e-mail changes only with the current password', async ({
  page,
  browser,
}) => {
  const username = `sec_${Date.now().toString(36)}`;
  const password = 'correct-horse-battery';

  await page.goto('/');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('button', { name: "Don't have an account? Register" }).click();
  const register = page.getByRole('dialog', { name: 'CREATE ACCOUNT' });
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Email').fill(`${username}@example.com`);
  await register.getByLabel('Password').fill('Summer2024');
  await expect(register.getByText('Strength: too easy to guess')).toBeVisible();
  await expect(register.getByText('Add more words that are less common.')).toBeVisible();
  if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/sign-up-weak.png` });
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(register.getByRole('alert')).toContainText('That password is too easy to guess.');

  await register.getByLabel('Password').fill(password);
  await expect(register.getByText('Strength: very strong')).toBeVisible();
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(register).toBeHidden();

  // The same player signed in on a second browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const signedIn = await otherPage.request.post('/api/auth/login', { data: { username, password } });
  expect(signedIn.status()).toBe(200);
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(200);

  await page.getByRole('button', { name: 'ACCOUNT' }).click();
  const account = page.getByRole('dialog', { name: 'ACCOUNT' });
  const emailForm = account.getByRole('form', { name: 'Change Email' });
  await emailForm.getByLabel('New email').fill(`${username}@nostromo.test`);
  await emailForm.getByLabel('Current password').fill('not my password');
  await emailForm.getByRole('button', { name: 'Change Email' }).click();
  await expect(emailForm.getByRole('alert')).toHaveText('Current password is incorrect');
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(200);

  await emailForm.getByLabel('Current password').fill(password);
  await emailForm.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText('Email changed. Other browsers signed in to this account are signed out.')).toBeVisible();
  await account.getByRole('form', { name: 'Change Password' }).getByLabel('New password').fill('holdfast1');
  if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/account.png` });
  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toMatchObject({ email: `${username}@nostromo.test` });
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();
});
