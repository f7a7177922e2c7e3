import type { Route } from '@playwright/test';
import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { fieldErrors, settled, submitLogin, toasts } from '../support/error-toasts.ts';
import { expect, test } from '../support/fixtures.ts';

// Every row of the error catalogue (docs/product.md#errors) as a user meets it in Chromium. Where
// the real server answers the case today, the real server answers; the rows it cannot produce on
// demand (a 403 from a call, two invalid fields the form itself would have caught) are answered by
// Playwright's network layer in front of it. The transport rows are in transport-errors.spec.ts.

const envelope = (code: number, msg: unknown) => (route: Route) =>
  route.fulfill({
    status: code,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, code, msg, data: null }),
  });

test('401: an expired session shows the exact toast, drops the token and goes to /login', async ({ page, loginAs }) => {
  const token = await loginAs('entrant');
  await page.goto('/user/changepassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  // The session ends on the server (as when it expires); the page still holds its token.
  expect((await api('POST', '/user/logout', { token })).code).toBe(200);

  await page.getByLabel('Current password').fill('Entrant#2026');
  await page.getByLabel('New password', { exact: true }).fill('Whatever#2026');
  await page.getByLabel('Confirm new password').fill('Whatever#2026');
  await page.locator('main').getByRole('button', { name: 'Change password' }).click();

  await expect(toasts(page)).toHaveText(['Login information has expired, please log in again.']);
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('401 at startup: a replayed token after logout sends the visitor to /login with the toast', async ({ page }) => {
  const login = await api<{ token: string }>('POST', '/user/login', {
    body: { email: 'entrant@laurel.local', password: 'Entrant#2026' },
  });
  await api('POST', '/user/logout', { token: login.data.token });
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, login.data.token);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
  // The same toast as any other 401, once.
  await expect(toasts(page)).toHaveText(['Login information has expired, please log in again.']);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('403: a call the server refuses sends the user to /403', async ({ page, loginAs }) => {
  await loginAs('entrant');
  await page.goto('/user/changepassword');
  await page.route('**/api/user/changePassword', envelope(403, 'You do not have permission to do this.'));
  await page.getByLabel('Current password').fill('Entrant#2026');
  await page.getByLabel('New password', { exact: true }).fill('Whatever#2026');
  await page.getByLabel('Confirm new password').fill('Whatever#2026');
  await page.locator('main').getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
});

test('422: each message under its field by the form\'s own label, once, the first field focused, no toast', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/user/login', envelope(422, {
    email: ['This e-mail address is not allowed.'],
    password: ['Must be at least 8 characters', 'Invalid format'],
  }));
  await settled(page, '/api/user/login', () => submitLogin(page));
  await expect(fieldErrors(page)).toHaveText([
    'This e-mail address is not allowed.',
    'Must be at least 8 characters',
    'Invalid format',
  ]);
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/\b(email|password): /);
});

test('422 for a field the form does not have: one toast by the field\'s label, never its key', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/user/login', envelope(422, { body: ['Invalid type'] }));
  await submitLogin(page);
  await expect(toasts(page)).toHaveText(['The form: Invalid type']);
});

test('5xx: a sentence with the request\'s reference, never the server\'s "Internal server error"', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 500/);
  await page.goto('/login');
  await page.route('**/api/user/login', envelope(500, 'Internal server error (request req-9c1).'));
  await submitLogin(page);
  await expect(toasts(page)).toHaveText(['Something went wrong on our side. Please try again (reference req-9c1).']);
});

test('a page with its own error state: the account list fails in place, with a retry, and no toast', async ({ page, loginAs, allowConsoleError }) => {
  allowConsoleError(/status of 500/);
  await loginAs('entrant');
  let failing = true;
  await page.route('**/api/apply/entryList*', (route) =>
    failing ? envelope(500, 'Internal server error (request req-2b).')(route) : route.fallback(),
  );
  await settled(page, '/api/apply/entryList', () => page.goto('/account'));
  const failed = page.getByRole('alert').filter({ hasText: 'Your entries could not be loaded.' });
  await expect(failed).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  failing = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.entry-item').first()).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});

test('a toast belongs to its page: moving to another page closes it', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/user/login', envelope(409, 'This account is locked for now.'));
  await submitLogin(page);
  await expect(toasts(page)).toHaveText(['This account is locked for now.']);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/user\/forget$/);
  await expect(toasts(page)).toHaveCount(0);
});

test('submitting an incomplete draft from /account lists what is missing by label, with no toast', async ({ page }) => {
  const email = uniqueEmail('draft');
  const token = await registerByApi(email, 'Draft#2026pw');
  const tree = await api<{ id: number; children: { id: number }[] }[]>('GET', '/index/category', { token });
  const category = tree.data.flatMap((group) => (group.children.length ? group.children : [group]))[0]!;
  const created = await api<{ id: number }>('POST', '/apply/entry', { token, body: { categoryId: category.id } });
  expect(created.code).toBe(200);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/account');

  const entry = page.getByTestId(`entry-${created.data.id}`);
  await expect(entry.getByRole('link', { name: 'Complete entry' })).toHaveClass(/ant-btn-primary/);
  await entry.getByRole('button', { name: 'Submit' }).click();
  await settled(page, '/api/apply/edit', () => page.getByRole('tooltip').getByRole('button', { name: 'Submit' }).click());
  const refusal = entry.getByRole('alert');
  await expect(refusal).toContainText('The entry cannot be submitted yet:');
  await expect(refusal).toContainText('Images: ');
  await expect(refusal).toContainText('Project title: ');
  await expect(refusal).not.toContainText(/imageFileIds|categoryId|(?<!Project )title:|description:|credits:/);
  await expect(toasts(page)).toHaveCount(0);
});

test('another code: the server\'s message is the toast (429 from the real server)', async ({ page }) => {
  // A second code for the same address within the minute; the reload clears the form's countdown.
  const email = `twice-${Date.now()}@example.com`;
  const sendCode = async () => {
    await page.goto('/register');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByTestId('send-code').click();
  };
  await sendCode();
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
  await sendCode();
  await expect(toasts(page)).toHaveText([/^Too many attempts\. Please try again in \d+ seconds\.$/]);
  await expect(page).toHaveURL(/\/register$/);
});

test('throttling: repeated wrong passwords are refused with the wait (429)', async ({ page }) => {
  const email = `throttle-${Date.now()}@example.com`;
  // Counted per address and client: the five tries come from the browser's own address.
  for (let i = 0; i < 5; i++) await page.request.post('/api/user/login', { data: { email, password: 'Wrong#2026pw' } });
  await page.goto('/login');
  await submitLogin(page, email, 'Wrong#2026pw');
  await expect(toasts(page)).toHaveText([/^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/]);
});
