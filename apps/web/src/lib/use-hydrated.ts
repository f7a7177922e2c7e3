import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true after
 * (and in every render of a page the browser rendered itself). What depends on the visitor's
 * device — their time zone, motion preference — is rendered as the server did until then, so
 * hydration finds the same markup (apps/web/src/app/README.md#server-rendering).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
