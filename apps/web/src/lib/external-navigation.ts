/**
 * Leaving the app for another document: a payment provider's checkout, or the server's sandbox
 * checkout page. A full page load, not the router, since the page is not the app's.
 *
 * jsdom cannot load another document and does not let a test replace `location.assign`, so tests
 * register a recorder here instead (the pattern of `setNavigator` in lib/request/navigate.ts).
 */
type Go = (url: string) => void;

const assign: Go = (url) => window.location.assign(url);
let go: Go = assign;

export function setExternalNavigator(fn: Go | null): void {
  go = fn ?? assign;
}

export function leaveAppFor(url: string): void {
  go(url);
}
