import type { EntrySummary, PageResult } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { seasons } from '../../db/schema.ts';
import { listEntryPage, seasonScope, type EntryPageOptions } from './list-entry-page.ts';

/** `historyEntryList`: the caller's entries of earlier seasons, optionally of one year. */
export function listHistoryEntries(ctx: AppContext, opts: EntryPageOptions & { year?: number }): Promise<PageResult<EntrySummary>> {
  return listEntryPage(ctx, { ...opts, history: true, where: [seasonScope('history'), opts.year ? eq(seasons.year, opts.year) : undefined] });
}
