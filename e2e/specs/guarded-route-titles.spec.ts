import { ROUTES } from '@laurel/contract';
import { expect, test } from '../support/fixtures.ts';
import { roleFor, titleOf } from '../support/route-titles.ts';

// Every guarded route of docs/product.md#routes answers with its title and heading for the demo
// account its wrapper lets in (a file of its own, so neither route-title file nears 60 s).

for (const role of [...new Set(Object.values(roleFor))]) {
  test(`every route guarded for a ${role} answers with its title`, async ({ page, loginAs }) => {
    await loginAs(role);
    for (const route of ROUTES.filter((r) => r.wrapper && roleFor[r.wrapper] === role)) {
      await page.goto(route.path);
      await expect(page, route.path).toHaveURL(new RegExp(`${route.path}$`));
      await expect(page, route.path).toHaveTitle(titleOf(route));
      await expect(page.locator('main h1').first(), route.path).toBeVisible();
    }
  });
}
