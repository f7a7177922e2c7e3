import { ROUTES } from '@laurel/contract';
import { expect, test } from '../support/fixtures.ts';
import { titleOf } from '../support/route-titles.ts';

// Every public route of docs/product.md#routes answers in the browser with its title
// `Page name - {host}` and its heading. Guarded routes: guarded-route-titles.spec.ts; what the
// wrappers do with everyone else, and unknown paths: routing.spec.ts.

const PUBLIC = ROUTES.filter((r) => !r.wrapper);

test('every public route answers with its title and heading', async ({ page }) => {
  // One test walks every public route, each a full load and hydration: its budget grows with the
  // number of routes (the default 45 s ran out on a loaded 2-core machine), not a wait for a time.
  test.setTimeout(PUBLIC.length * 8_000);
  for (const route of PUBLIC) {
    await page.goto(route.path);
    await expect(page, route.path).toHaveTitle(titleOf(route));
    await expect(page.locator('main h1').first(), route.path).toBeVisible();
  }
});
