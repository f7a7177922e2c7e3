type Navigator = (path: string) => void;

let routerNavigate: Navigator | null = null;
let routerWhere: (() => string) | null = null;

/**
 * The app's router registers its navigate function here, so a 401 or 403 (docs/product.md#errors)
 * moves within the single-page app. Until then a full page load does the job.
 */
export function setNavigator(fn: Navigator | null, where: (() => string) | null = null): void {
  routerNavigate = fn;
  routerWhere = where;
}

/** The page the user is on (path and query), as the router knows it. */
export function currentPath(): string {
  return routerWhere ? routerWhere() : `${window.location.pathname}${window.location.search}`;
}

export function navigateTo(path: string): void {
  if (routerNavigate) routerNavigate(path);
  else window.location.assign(path);
}
