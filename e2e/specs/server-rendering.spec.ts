import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.ts';
import { DEMO, expect, test } from '../support/fixtures.ts';

// Issue 14 (apps/web/src/app/README.md#server-rendering): every public page arrives with its content,
// so it reads with JavaScript off; with it on, the app adopts that HTML without a hydration
// warning and without asking again for the data the page came with.

async function demoIds(): Promise<{ winner: number; juror: number }> {
  const winners = (await (await fetch(`${E2E_BASE_URL}/api/index/winnerList?page=1&pageSize=1`)).json()) as {
    data: { list: { id: number }[] };
  };
  const jury = (await (await fetch(`${E2E_BASE_URL}/api/index/jury`)).json()) as { data: { id: number }[] };
  return { winner: winners.data.list[0]!.id, juror: jury.data[0]!.id };
}

/** Each public route and what proves its main content is there. */
function routes(ids: { winner: number; juror: number }): [string, (page: Page) => Promise<void>][] {
  const heading = (page: Page) => expect(page.locator('main h1').first()).not.toBeEmpty();
  const some = (selector: string) => async (page: Page) => {
    await heading(page);
    expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
  };
  return [
    ['/', some('main .banner img[fetchpriority="high"], main a[href*="/winnerDetails"]')],
    ['/winner', some('main a[href*="/winnerDetails?apply_order_id="]')],
    [`/winnerDetails?apply_order_id=${ids.winner}`, some('main .winner-gallery img, main .winner__prose')],
    ['/jury', some('main a[href*="/jurymember?id="]')],
    [`/jurymember?id=${ids.juror}`, some('main .jury-member__name')],
    ['/faq', some('main .faq__question')],
    ['/rules', some('main .content-page p, main .content-page li')],
    ['/about', some('main p')],
    ['/terms', some('main p')],
    ['/privacy', some('main p')],
    ['/refund-policy', some('main p')],
    ['/contact', some('main input, main textarea')],
    ['/403', heading],
    ['/no-such-page', heading],
  ];
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its title, its hero or list and its text', async ({ page }) => {
    for (const [path, check] of routes(await demoIds())) {
      await page.goto(path);
      await check(page);
      // Nothing is left waiting for a script: no spinner, no skeleton.
      await expect(page.locator('main .page-spinner, main .placeholder-block'), path).toHaveCount(0);
    }
  });

  test("the gallery's chips and search filter it as plain links and a form", async ({ page }) => {
    await page.goto('/winner');
    const season = page.getByRole('group', { name: 'Season' }).getByRole('link').nth(1);
    const year = (await season.innerText()).trim();
    await season.click();
    await expect(page).toHaveURL(new RegExp(`/winner\\?year=${year}$`));
    await expect(page.getByRole('group', { name: 'Season' }).getByRole('link', { name: year })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('group', { name: 'Category' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/winner\\?year=${year}&categoryId=\\d+$`));
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzz-no-such-winner');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/keyword=zzz-no-such-winner/);
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(page.locator('main')).toContainText('No winners match these filters');
  });
});

test.describe('with JavaScript off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('the menu button and the language link still lead somewhere', async ({ page }) => {
    await page.goto('/faq');
    await page.getByTestId('menu-button').click();
    await expect(page).toHaveURL(/#site-pages$/);
    await expect(page.locator('#site-pages a[href="/rules"]')).toBeVisible();
    // The switch is in the header from tablet width up (on a phone, in the menu the app opens).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/winner?year=2026');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/winner\?year=2026$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('main h1')).not.toHaveText(/Winners/);
  });
});

test('with JavaScript on, every public page hydrates without a warning, a second data request or a layout shift', async ({
  page,
}) => {
  // On a phone, where the gallery's grid once jumped from one tile a row to two as the app's style
  // sheets arrived. Every layout shift from the first paint on counts, the app's start and the web
  // fonts included (apps/web/src/app/README.md#server-rendering: no layout shift, goal CLS ≤ 0.05).
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    (window as unknown as { laurelShifts: typeof shifts }).laurelShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as unknown as (typeof shifts)[number]);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const moved: string[] = [];
  const problems: string[] = [];
  const dataRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The not-found page's own 404 status, which Chromium reports as a failed resource.
    if (/status of 404/.test(message.text()) && page.url().includes('no-such-page')) return;
    problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) dataRequests.push(`${page.url()} → ${request.url()}`);
  });

  for (const [path, check] of routes(await demoIds())) {
    await page.goto(path);
    await expect(page.locator('html[data-app="ready"]'), path).toBeAttached();
    await check(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const shift = await page.evaluate(() =>
      (window as unknown as { laurelShifts: { value: number; hadRecentInput: boolean }[] }).laurelShifts
        .filter((s) => !s.hadRecentInput)
        .reduce((sum, s) => sum + s.value, 0),
    );
    if (shift > 0.05) moved.push(`${path}: ${shift.toFixed(3)}`);
  }
  expect(problems).toEqual([]);
  expect(dataRequests).toEqual([]);
  expect(moved).toEqual([]);
});

test('a logged-in visitor gets the anonymous page first, then their own header, with no warning', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.entrant.email);
  await page.getByLabel('Password').fill(DEMO.entrant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/faq');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a visitor who chose Chinese gets the page rendered in Chinese', async ({ page }) => {
  await page.goto('/faq');
  // The switch is a button of the app: it works once the app runs.
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const html = await (await page.request.get('/faq')).text();
  expect(html).toContain('<html lang="zh-CN"');
  expect(html).toContain('常见问题');
});
