import { describe, expect, test } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  FORBIDDEN_ROUTE,
  LOGIN_ROUTE,
  NOTIFICATION_DURATION_S,
  REQUEST_TIMEOUT_MS,
  TOAST_DURATION_S,
  TOAST_TOP,
  TOKEN_STORAGE_KEY,
} from './constants.ts';

describe("the web app's constants", () => {
  test('have the values of docs/product.md#constants', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(250_000);
    expect(TOAST_DURATION_S).toBe(3);
    expect(NOTIFICATION_DURATION_S).toBe(4.5);
    expect(TOAST_TOP).toBe(8);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(LOGIN_ROUTE).toBe('/login');
    expect(FORBIDDEN_ROUTE).toBe('/403');
    expect(TOKEN_STORAGE_KEY).toBe('token');
  });
});
