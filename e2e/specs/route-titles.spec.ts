import { ROUTES } from '@laurel/contract';
import { expect, test } from '../support/fixtures.ts';
import { titleOf } from '../support/route-titles.ts';

// Every public route of docs/product.md#routes answers in the browser with its title
// `Page name - {host}` and its heading. Guarded routes: guarded-route-titles.spec.ts; what the
// wrappers do with everyone else, and unknown paths: routing.spec.ts.

test('every public route answers with its title and heading', async ({ page }) => {
  for (const route of ROUTES.filter((r) => !r.wrapper)) {
    await page.goto(route.path);
    await expect(page, route.path).toHaveTitle(titleOf(route));
    await expect(page.locator('main h1').first(), route.path).toBeVisible();
  }
});
