import { useEffect } from 'react';

let shown: () => void = () => undefined;

/**
 * Resolves once the first page has committed: on a server-rendered page, once hydration has
 * reached the page itself (its chunk loaded, its markup adopted). The browser's own session is
 * loaded only then (main.tsx): were it loaded before, the page would hydrate with a logged-in
 * user's markup over the anonymous HTML the server sent, and React would discard it.
 */
export const firstPageShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Rendered beside the page, inside its Suspense boundary (app-layout.tsx). */
export function PageShown() {
  useEffect(() => shown(), []);
  return null;
}
