import { test } from '../support/fixtures.ts';
import { checkPage, VIEWPORTS } from '../support/public-page-check.ts';

// Every public page (issue 3), on a phone and on a desktop: it answers with real seeded content,
// the layout fits the screen, and axe-core finds no serious or critical accessibility violation.
// The journeys through these pages are in public-site.spec.ts.

const PAGES = ['/', '/winner', '/jury', '/faq', '/rules', '/about', '/refund-policy', '/terms', '/privacy', '/contact'];

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
  });
}
