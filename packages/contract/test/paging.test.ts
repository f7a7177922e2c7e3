import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PageQuery, pageResult } from '../src/index.ts';
import { INVALID_TYPE, fieldErrors } from './helpers.ts';

describe('paging (docs/product.md#api-conventions)', () => {
  it('defaults to page 1 of 20', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('coerces query-string numbers', () => {
    expect(PageQuery.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('accepts a page size of 100 and rejects 101', () => {
    expect(PageQuery.safeParse({ pageSize: '100' }).success).toBe(true);
    expect(PageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('rejects page 0, fractions and text with the generic "Invalid type"', () => {
    for (const bad of [{ page: '0' }, { page: '1.5' }, { page: 'two' }, { page: '' }, { pageSize: '0' }, { pageSize: '-1' }]) {
      expect(fieldErrors(PageQuery, bad)).toEqual({ [Object.keys(bad)[0]!]: [INVALID_TYPE] });
    }
  });

  it('describes a page as list, total, page and pageSize', () => {
    const Page = pageResult(z.object({ id: z.number() }));
    expect(Page.safeParse({ list: [{ id: 1 }], total: 41, page: 3, pageSize: 20 }).success).toBe(
      true,
    );
    expect(Page.safeParse({ list: [{ id: 'x' }], total: 1, page: 1, pageSize: 20 }).success).toBe(
      false,
    );
    expect(Page.safeParse({ list: [], total: -1, page: 1, pageSize: 20 }).success).toBe(false);
    expect(Page.safeParse({ list: [], page: 1, pageSize: 20 }).success).toBe(false);
  });
});
