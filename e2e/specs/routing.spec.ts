import { E2E_SITE_NAME } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

// The route wrappers send visitors where docs/architecture.md says, unknown paths get the 404
// page, and route changes behave. That every route answers with its title, in both languages, is
// checked where every route is opened (support/every-route-a11y.ts).

test('a route that loads categories shows the live categories first', async ({ page, loginAs }) => {
  await loginAs('entrant');
  const loaded = page.waitForResponse((res) => res.url().includes('/api/index/category'));
  await page.goto('/steps');
  const body = (await (await loaded).json()) as { data: { children: unknown[] }[] };
  const count = body.data.reduce((n, group) => n + group.children.length, 0);
  expect(count).toBeGreaterThan(0);
  // The category step offers exactly the categories the loader fetched before the page rendered.
  await expect(page.getByRole('radio')).toHaveCount(count);
});

test('a guarded route sends a visitor to /login and back after logging in', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page).toHaveTitle(`Log in - ${E2E_SITE_NAME}`);
  await page.getByLabel('E-mail').fill('entrant@laurel.local');
  await page.getByLabel('Password').fill('Entrant#2026');
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('a jury route sends a logged-in entrant to /403', async ({ page, loginAs }) => {
  await loginAs('entrant');
  await page.goto('/juryreview');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page).toHaveTitle(`Access denied - ${E2E_SITE_NAME}`);
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
});

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  // The server answers 404 for a path outside the route table, with the app as its body.
  expect(res?.status()).toBe(404);
  expect(res?.headers()['content-type']).toMatch(/text\/html/);
  await expect(page).toHaveTitle(`Page not found - ${E2E_SITE_NAME}`);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveTitle(`Home - ${E2E_SITE_NAME}`);
});

test('an unknown /api path answers the JSON envelope, never HTML', async ({ page }) => {
  const res = await page.request.get('/api/no/such/call');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toMatch(/application\/json/);
  expect(await res.json()).toEqual({ success: false, code: 404, msg: expect.any(String), data: null });
});

test('a route change scrolls the window back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the language switch shows the site and its titles in Chinese', async ({ page }) => {
  await page.goto('/faq');
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveTitle(/^常见问题 - /);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
