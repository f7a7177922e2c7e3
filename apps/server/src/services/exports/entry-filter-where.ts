import type { EntryFilter } from '@laurel/contract';
import { and, gt, inArray, type SQL } from 'drizzle-orm';
import { entries } from '../../db/schema.ts';
import { entryFilterWhere as filterWhere } from '../entries/console/entry-filter-sql.ts';

/**
 * The entries an export of the entries means: the table's own filter (one meaning of "these
 * entries" on every page), narrowed to the ids a bulk selection names and read a page at a time
 * after the last id sent.
 */
export function entryFilterWhere(f: EntryFilter, opts: { ids?: number[]; after?: number } = {}): SQL {
  return and(
    filterWhere(f),
    opts.ids ? inArray(entries.id, opts.ids) : undefined,
    opts.after === undefined ? undefined : gt(entries.id, opts.after),
  )!;
}
