import { submitLogin, toasts } from '../support/error-toasts.ts';
import { expect, test } from '../support/fixtures.ts';

// The transport rows of the error catalogue (docs/product.md#errors) as a user meets them in
// Chromium: no network, a dropped connection and a proxy's HTML error page, made by Playwright's
// network layer in front of the real server. The rows with an envelope are in error-catalogue.spec.ts.

test('transport, status 0: offline shows "Network unavailable"', async ({ page, context, allowConsoleError }) => {
  allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
  await page.goto('/login');
  // The page's lazy chunk and its styles must have arrived before the network goes: `goto`
  // returns at the load event, which can come before them ("Unable to preload CSS").
  await expect(page.locator('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await submitLogin(page);
  await expect(toasts(page)).toHaveText(['Network unavailable. Check internet connection']);
  await context.setOffline(false);
});

test('request sent, no response: a dropped connection shows "Network error"', async ({ page, allowConsoleError }) => {
  allowConsoleError(/net::ERR_CONNECTION_RESET/);
  await page.goto('/login');
  await page.route('**/api/user/login', (route) => route.abort('connectionreset'));
  await submitLogin(page);
  await expect(toasts(page)).toHaveText(['Network error. Check connection and retry.']);
});

test('other response failure: a proxy\'s HTML error page shows "Request failed"', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 502/);
  await page.goto('/login');
  await page.route('**/api/user/login', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
  );
  await submitLogin(page);
  await expect(toasts(page)).toHaveText(['Request failed, please retry.']);
  await expect(page).toHaveURL(/\/login$/);
});

test('a page that says it in place: a dropped connection under the account list is its retry state, not a toast', async ({ page, loginAs, allowConsoleError }) => {
  allowConsoleError(/net::ERR_CONNECTION_RESET/);
  await loginAs('entrant');
  let dropping = true;
  await page.route('**/api/apply/entryList*', (route) => (dropping ? route.abort('connectionreset') : route.fallback()));
  await page.goto('/account');
  const failed = page.getByRole('alert').filter({ hasText: 'Your entries could not be loaded.' });
  await expect(failed).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  dropping = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.entry-item').first()).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});
