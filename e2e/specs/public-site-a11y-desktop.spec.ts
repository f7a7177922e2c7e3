import { test } from '../support/fixtures.ts';
import { checkEveryPublicPage, VIEWPORTS } from '../support/public-page-check.ts';

// Every public page on a desktop: it answers with real seeded content, the layout fits the screen,
// and axe-core finds no serious or critical accessibility violation (issue 3). One file per
// screen size, so the two run side by side and neither passes the 60 s per-file limit.
const viewport = VIEWPORTS[1];
test.use({ viewport: { width: viewport.width, height: viewport.height } });

test(`every public page on a ${viewport.name} shows its content and passes axe`, async ({ page }) => {
  test.setTimeout(120_000);
  await checkEveryPublicPage(page);
});
