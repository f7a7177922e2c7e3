type Navigator = (path: string) => void;

let routerNavigate: Navigator | null = null;

/**
 * The app's router registers its navigate function here, so a 401 or 403 (docs/product.md#errors)
 * moves within the single-page app. Until then a full page load does the job.
 */
export function setNavigator(fn: Navigator | null): void {
  routerNavigate = fn;
}

export function navigateTo(path: string): void {
  if (routerNavigate) routerNavigate(path);
  else window.location.assign(path);
}
