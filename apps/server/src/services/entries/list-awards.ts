import type { EntrySummary, PageResult } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { listEntryPage, seasonScope, type EntryPageOptions } from './list-entry-page.ts';

/** `awardList`: the caller's awarded entries of the current season (for `/awards/steps`). */
export function listAwards(ctx: AppContext, opts: EntryPageOptions): Promise<PageResult<EntrySummary>> {
  return listEntryPage(ctx, { ...opts, where: [seasonScope('current'), eq(entries.status, 'awarded')] });
}
