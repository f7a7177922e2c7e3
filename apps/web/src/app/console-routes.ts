import type { RouteDef } from '@laurel/contract';

const consoleRoute = (path: string, titleKey: string): RouteDef => ({
  path,
  titleKey,
  // Visitors go to log in; an account without a console role is told so by the page itself
  // (features/admin/components/console-shell.tsx). The server refuses every /api/admin call
  // the role lacks.
  wrapper: 'auth',
  loadCategories: false,
  serverRendered: false,
  query: [],
});

/**
 * The organisers' console (features/admin), every page a lazy chunk of its own like the rest.
 * Listed here until the contract's route table (packages/contract/src/routes.ts) names them;
 * a path the table gains is taken from there (router.tsx) and can be dropped from this list.
 */
export const CONSOLE_ROUTES: readonly RouteDef[] = [
  consoleRoute('/admin', 'title.admin'),
  consoleRoute('/admin/seasons', 'title.adminSeasons'),
  consoleRoute('/admin/categories', 'title.adminCategories'),
  consoleRoute('/admin/award-levels', 'title.adminAwardLevels'),
  consoleRoute('/admin/criteria', 'title.adminCriteria'),
  consoleRoute('/admin/codes', 'title.adminCodes'),
  consoleRoute('/admin/staff', 'title.adminStaff'),
];

/** A path of the console (as the router matches: case-insensitive, a trailing slash ignored). */
export const isConsolePath = (pathname: string): boolean => {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return CONSOLE_ROUTES.some((r) => r.path === path);
};
