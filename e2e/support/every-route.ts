import { LANGUAGE_COOKIE, ROUTES, type RouteDef } from '@laurel/contract';
import type { Page } from '@playwright/test';
import { api } from './api.ts';
import { E2E_BASE_URL } from './env.ts';
import { apiLogin, DEMO, expect, type DemoRole } from './fixtures.ts';
import { roleFor } from './route-titles.ts';

/** One page to open: a route of the table with real ids in its address, and who opens it. */
export interface RouteVisit {
  path: string;
  role: DemoRole | null;
  /** The route of the table it opens; none for the not-found page. */
  route: RouteDef | null;
}

interface Listed {
  list: { id: number; status?: string }[];
}

/**
 * Every route of docs/product.md#routes as its users see it: pages that show one record open on a
 * real one of the demo data (a winner, a jury member, the entrant's own entries, an entry the
 * judge reviews), each guarded page as the demo account its wrapper lets in, plus the not-found
 * page. Addresses without their id would show only an empty or error state.
 */
export async function everyRouteVisit(): Promise<RouteVisit[]> {
  const entrant = await apiLogin(DEMO.entrant.email, DEMO.entrant.password);
  const judge = await apiLogin(DEMO.judge.email, DEMO.judge.password);
  const [winners, jury, entries, awards, judged] = await Promise.all([
    api<Listed>('GET', '/index/winnerList?page=1&pageSize=1'),
    api<{ id: number }[]>('GET', '/index/jury'),
    api<Listed>('GET', '/apply/entryList?page=1&pageSize=50', { token: entrant }),
    api<Listed>('GET', '/apply/historyAwardList?page=1&pageSize=1', { token: entrant }),
    api<Listed>('GET', '/judge/judgeEntryList?page=1&pageSize=1', { token: judge }),
  ]);
  const first = (what: string, id: number | undefined): number => {
    if (id === undefined) throw new Error(`the demo data has no ${what}`);
    return id;
  };
  const draft = entries.data.list.find((e) => e.status === 'draft') ?? entries.data.list[0];
  const ids: Record<string, string> = {
    '/winnerDetails': `apply_order_id=${first('winner', winners.data.list[0]?.id)}`,
    '/jurymember': `id=${first('jury member', jury.data[0]?.id)}`,
    '/steps': `apply_order_id=${first('entrant draft', draft?.id)}`,
    '/preview': `apply_order_id=${first('entrant entry', entries.data.list[0]?.id)}`,
    '/awards/steps': `apply_order_id=${first('entrant award', awards.data.list[0]?.id)}`,
    '/trophie': `apply_order_id=${first('entrant award', awards.data.list[0]?.id)}`,
    '/juryreviewdetails': `apply_order_id=${first('judged entry', judged.data.list[0]?.id)}`,
    '/admin/entries/one': `id=${first('entrant entry', entries.data.list[0]?.id)}`,
  };
  const visits = ROUTES.map((route: RouteDef) => ({
    path: ids[route.path] ? `${route.path}?${ids[route.path]}` : route.path,
    role: route.wrapper ? roleFor[route.wrapper] : null,
    route,
  }));
  return [...visits, { path: '/no-such-page', role: null, route: null }];
}

/** Sets the language the app and the server's rendering pick (the language cookie). */
export async function useLanguage(page: Page, lang: 'en' | 'zh-CN'): Promise<void> {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: E2E_BASE_URL }]);
}

/** Opens a route and waits until its page has settled: its heading shows and no request is out. */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first(), path).toBeVisible();
}

/**
 * Moves the running app to another of its routes as a link would (the router follows the
 * history's popstate), without loading the page again, and waits until that page has settled:
 * its title is `title`, its heading shows and nothing in it is still loading (antd's skeletons
 * and spinners, which the console shows while its data comes).
 */
export async function goInApp(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page, path).toHaveTitle(title);
  await expect(page.locator('main h1').first(), path).toBeVisible();
  await expect(page.locator('main .ant-skeleton, main .ant-spin-spinning'), path).toHaveCount(0);
}
