import type { EntryStatus, EntrySummary, PageResult } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { listEntryPage, seasonScope, type EntryPageOptions } from './list-entry-page.ts';

/** `entryList`: the caller's entries of the current season, optionally of one status. */
export function listEntries(ctx: AppContext, opts: EntryPageOptions & { status?: EntryStatus }): Promise<PageResult<EntrySummary>> {
  return listEntryPage(ctx, { ...opts, where: [seasonScope('current'), opts.status ? eq(entries.status, opts.status) : undefined] });
}
