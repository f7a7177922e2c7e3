import { ROUTES, type RouteDef } from '@laurel/contract';
import en from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import { E2E_SITE_NAME } from '../support/env.ts';
import { expect, test, type DemoRole } from '../support/fixtures.ts';

// Every route of docs/product.md#routes answers in the browser with its title `Page name - {host}`
// and its heading, public ones for anyone, guarded ones for the demo account each wrapper lets in.
// What the wrappers do with everyone else, and unknown paths, are in routing.spec.ts.

const titleOf = (route: RouteDef) => {
  const key = route.titleKey?.replace(/^title\./, '') as keyof typeof en.title | undefined;
  return key ? `${en.title[key]} - ${E2E_SITE_NAME}` : '';
};

/** The demo account each wrapper lets in. */
const roleFor: Record<NonNullable<RouteDef['wrapper']>, DemoRole> = {
  auth: 'entrant',
  'only-jury': 'judge',
  'jury-level-sub-jury': 'secondJudge',
  'sub-jury': 'subJudge',
  'jury-auth': 'judge',
};

test('every public route answers with its title and heading', async ({ page }) => {
  for (const route of ROUTES.filter((r) => !r.wrapper)) {
    await page.goto(route.path);
    await expect(page, route.path).toHaveTitle(titleOf(route));
    await expect(page.locator('main h1').first(), route.path).toBeVisible();
  }
});

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
