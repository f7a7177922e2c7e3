import { TOKEN_STORAGE_KEY } from '../constants.ts';

/**
 * The session token lives in localStorage (docs/product.md#session-and-startup: "the stored
 * token"). Listeners hear about changes made in this tab and, through the `storage` event, in other
 * tabs, so logging out in one tab logs out the others.
 */

type TokenListener = (token: string | null) => void;

const listeners = new Set<TokenListener>();

// Storage can throw (Safari private mode, storage disabled by policy); the app then behaves as
// if nobody is logged in rather than crashing.
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // See getToken: without storage the session lasts as long as nothing reads it back.
  }
  emit(token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // See getToken.
  }
  emit(null);
}

/** Calls `listener` with the new token after every change; returns the unsubscribe function. */
export function onTokenChange(listener: TokenListener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // `key === null` means another tab called localStorage.clear().
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    listener(getToken());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function emit(token: string | null): void {
  for (const listener of [...listeners]) listener(token);
}
