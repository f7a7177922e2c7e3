import type { Page } from '@playwright/test';
import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailedCode } from '../support/mail.ts';

// Accounts end to end in Chromium against the real server: codes are read from the mail the
// server wrote to its outbox, exactly as a user would read them.

const toasts = (page: Page) => page.locator('.ant-message-notice');

test('registers with the mailed code, logs out and logs in again', async ({ page }) => {
  const email = uniqueEmail('reg');
  await page.goto('/register');
  await expect(page).toHaveTitle('Register - Laurel Awards');
  await page.getByLabel('Name').fill('Mia Chen');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  const since = Date.now();
  await page.getByTestId('send-code').click();
  // The countdown keeps the button from sending again at once.
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
  await expect(page.getByTestId('send-code')).toBeDisabled();
  const code = await mailedCode(email, since);

  await page.getByLabel('E-mail code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill('Lumen#2026x');
  await page.getByLabel('Confirm password').fill('Lumen#2026x');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The welcome toast lives 3 s: check it first, before the slower account-page checks.
  await expect(toasts(page).filter({ hasText: 'Welcome, Mia Chen.' })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('account-details')).toContainText(email);
  await expect(page.getByTestId('account-role')).toHaveText('Entrant');

  // The account survives a reload: the stored token is exchanged for the user at startup.
  await page.reload();
  await expect(page.getByTestId('account-details')).toContainText('Mia Chen');

  await page.getByTestId('account-logout').click();
  await expect(toasts(page).filter({ hasText: 'You have logged out.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Lumen#2026x');
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-menu')).toContainText('Mia Chen');
});

test('a wrong password is refused with a field message and nothing is stored', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await registerByApi(email, 'Right#2026pw');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Wrong#2026pw');
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/user/login'));
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
  await answered;
  // 422: the message once, under the password, which has the focus (docs/product.md#errors).
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText(/\S/);
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.locator('body')).not.toContainText(/password: /i);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('changes the password, which logs out the other sessions', async ({ page }) => {
  const email = uniqueEmail('chg');
  const token = await registerByApi(email, 'First#2026pw');
  const other = await api<{ token: string }>('POST', '/user/login', { body: { email, password: 'First#2026pw' } });
  expect(other.code).toBe(200);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);

  await page.goto('/user/changepassword');
  await expect(page).toHaveTitle('Change password - Laurel Awards');
  await page.getByLabel('Current password').fill('First#2026pw');
  await page.getByLabel('New password', { exact: true }).fill('Second#2026pw');
  await page.getByLabel('Confirm new password').fill('Second#2026pw');
  await page.locator('main').getByRole('button', { name: 'Change password' }).click();

  await expect(toasts(page).filter({ hasText: 'Password changed.' })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  // This session stays; the other one has ended; only the new password works.
  expect((await api('GET', '/user/getUserInfo', { token })).code).toBe(200);
  expect((await api('GET', '/user/getUserInfo', { token: other.data.token })).code).toBe(401);
  expect((await api('POST', '/user/login', { body: { email, password: 'First#2026pw' } })).code).toBe(422);
  expect((await api('POST', '/user/login', { body: { email, password: 'Second#2026pw' } })).code).toBe(200);
});

test('resets a forgotten password with the mailed code', async ({ page }) => {
  const email = uniqueEmail('fgt');
  await registerByApi(email, 'Forgot#2026pw');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/user\/forget$/);
  await expect(page).toHaveTitle('Reset password - Laurel Awards');

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  const since = Date.now();
  await page.getByTestId('send-code').click();
  const code = await mailedCode(email, since);
  await page.getByLabel('E-mail code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('Remember#2026');
  await page.getByLabel('Confirm new password').fill('Remember#2026');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page).filter({ hasText: 'Your password has been reset.' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password').fill('Remember#2026');
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The code was used up: replaying it changes nothing.
  const replay = await api('POST', '/user/resetPassword', { body: { email, code, password: 'Another#2026' } });
  expect(replay.code).toBe(422);
});

test('the account at 320 px: the tabs scroll rather than fold, nothing scrolls sideways, each entry is a status line', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loginAs('entrant');
  await page.goto('/account');
  await expect(page.getByRole('tab')).toHaveCount(4);
  // The last tab is reached by scrolling the tab bar, not through a "…" menu.
  await page.getByRole('tab', { name: 'Past awards' }).click();
  await expect(page).toHaveURL(/\/account\?tab=historyAwards$/);
  const entry = page.locator('.entry-item', { hasText: 'Seed packaging' });
  const progress = entry.getByRole('list', { name: 'Progress of Seed packaging' });
  await expect(progress.getByRole('listitem')).toHaveText([/^Draft/, /^Submitted/, /^Entry fee paid/, /^In review/, /^Result/]);
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/^Result \(current step\)/);
  await expect(entry.getByRole('link', { name: 'Confirm winner details' })).toHaveClass(/ant-btn-primary/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
