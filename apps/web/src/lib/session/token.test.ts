import { describe, expect, test, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../constants.ts';
import { clearToken, getToken, onTokenChange, setToken } from './token.ts';

describe('token store', () => {
  test('stores the token in localStorage under the contract key', () => {
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBeNull();
  });

  test('listeners hear changes in this tab until they unsubscribe', () => {
    const listener = vi.fn();
    const off = onTokenChange(listener);
    setToken('one');
    clearToken();
    off();
    setToken('two');
    expect(listener.mock.calls).toEqual([['one'], [null]]);
  });

  test('listeners hear changes made in another tab (storage event)', () => {
    const listener = vi.fn();
    const off = onTokenChange(listener);
    // Another tab logs out: its change lands in storage, then this tab gets the event.
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'from-other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: TOKEN_STORAGE_KEY,
        newValue: 'from-other-tab',
        storageArea: window.localStorage,
      }),
    );
    window.localStorage.clear();
    window.dispatchEvent(
      new StorageEvent('storage', { key: null, storageArea: window.localStorage }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    off();
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    expect(listener.mock.calls).toEqual([['from-other-tab'], [null]]);
  });
});
