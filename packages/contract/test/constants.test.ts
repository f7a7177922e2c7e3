import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  BATCH_ZIP_TIMEOUT_MS,
  CURRENCY,
  CURRENCY_LOCALE,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  TOKEN_HEADER,
  formatMoney,
} from '../src/index.ts';

describe('business constants (docs/product.md#constants)', () => {
  it('has the values of docs/product.md#constants', () => {
    expect(BATCH_ZIP_TIMEOUT_MS).toBe(600_000);
    expect(CURRENCY).toBe('USD');
    expect(CURRENCY_LOCALE).toBe('en-US');
  });

  it('has the API conventions of docs/product.md#calls and docs/product.md#api-conventions', () => {
    expect(API_PREFIX).toBe('/api');
    expect(TOKEN_HEADER).toBe('token');
    expect(PAGE_SIZE_DEFAULT).toBe(20);
    expect(PAGE_SIZE_MAX).toBe(100);
  });

  it('formats integer cents as US dollars, en-US style', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(29_900)).toBe('$299.00');
  });
});
