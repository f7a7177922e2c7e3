import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { queryIntInRange } from './fields.ts';

/**
 * Paged calls take `page` (from 1) and `pageSize` (default 20, max 100):
 * docs/product.md#api-conventions. A bad value is "Invalid type", the generic message of
 * docs/product.md#form-messages, not zod's English.
 */
export const PageQuery = z.object({
  page: queryIntInRange(1, Number.MAX_SAFE_INTEGER).default(1),
  pageSize: queryIntInRange(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const pageResult = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export interface PageResult<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
