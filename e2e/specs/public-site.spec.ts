import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { latestMailTo } from '../support/mail.ts';

// The visitor's journey over the public site (issue 3), on a phone and on a desktop: every page
// answers with real seeded content, the layout fits the screen, and axe-core finds no serious or
// critical accessibility violation.

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const PAGES = ['/', '/winner', '/jury', '/faq', '/rules', '/about', '/refund-policy', '/terms', '/privacy', '/contact'];

async function checkPage(page: Page, path: string) {
  await expect(page.locator('main h1').first(), path).toBeVisible();
  // Nothing wider than the screen: no sideways scrolling on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  // Legacy mode runs axe.run() in the page itself. The default opens a second, blank page for
  // every analysis, injects axe-core (580 kB) into it again and copies every rule's result over,
  // which made each check about twice as slow. What legacy mode gives up is cross-origin iframes,
  // so the page must have none. Only violations are asserted, so axe keeps one node for each
  // passing or incomplete rule instead of serialising them all.
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((f) => !f.url().startsWith('about:') && new URL(f.url()).origin !== origin);
  expect(foreign.map((f) => f.url()), `${path} has cross-origin frames axe would not check`).toEqual([]);
  const results = await new AxeBuilder({ page })
    // options() replaces every option set before it, so it comes before withTags().
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `${path} accessibility`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every public page shows its content and passes axe', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await checkPage(page, path);
      }
    });

    test('opens a winner from the gallery and a jury member from the jury', async ({ page }) => {
      await page.goto('/winner');
      const first = page.locator('main a[href*="/winnerDetails?apply_order_id="]').first();
      const title = (await first.locator('.winner-card__title').innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(/\/winnerDetails\?apply_order_id=\d+/);
      await expect(page.locator('main h1')).toContainText(title);
      await page.waitForLoadState('networkidle');
      await checkPage(page, '/winnerDetails');

      await page.goto('/jury');
      const member = page.locator('main a[href*="/jurymember"]').first();
      await member.click();
      await expect(page).toHaveURL(/\/jurymember\?/);
      await page.waitForLoadState('networkidle');
      await checkPage(page, '/jurymember');
    });
  });
}

test('the winners filter and page live in the URL, so a filtered view can be shared', async ({ page }) => {
  await page.goto('/winner');
  await expect(page.locator('main a[href*="/winnerDetails?apply_order_id="]').first()).toBeVisible();
  const url = new URL(page.url());
  url.searchParams.set('page', '999');
  await page.goto(url.toString());
  await expect(page.locator('main a[href*="/winnerDetails?apply_order_id="]')).toHaveCount(0);
});

test('a winner that is not shown answers the not-found state', async ({ page }) => {
  await page.goto('/winnerDetails?apply_order_id=999999');
  await expect(page.locator('main')).toContainText(/not found|couldn't find|no longer/i);
});

test('sends the contact form; the organisers receive it by mail', async ({ page }) => {
  const marker = `Press kit request ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Lena Fischer');
  await page.getByLabel(/e-mail/i).fill('lena@example.com');
  await page.getByLabel('Subject').fill(marker);
  await page.getByRole('textbox', { name: 'Message' }).fill('Could you send us the press kit for the winners of last season?');
  await page.locator('main').getByRole('button', { name: /send/i }).click();
  await expect(page.locator('main')).toContainText(/thank|sent|received/i);
  const mail = await latestMailTo('organisers@laurel.local');
  expect(mail).toContain(marker);
  expect(mail).toContain('lena@example.com');
});
