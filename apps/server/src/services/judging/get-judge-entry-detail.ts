import type { JudgeEntryDetail, LanguageCode } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { entryFormFor } from '../competition/entry-form-for.ts';
import { juryFields } from '../entries/entry-form-values.ts';
import { loadBlindEntries } from './blind-entries.ts';
import { selectJudgeEntries, toJudgeItems } from './judge-entry-query.ts';
import { judgeReviews } from './judge-reviews.ts';
import { judgeSees } from './jury-scope.ts';

/** `/judge/entryDetail`: one entry the judge's table lists, in full, with every review. */
export async function getJudgeEntryDetail(ctx: AppContext, opts: { entryId: number; language: LanguageCode; now?: Date }): Promise<JudgeEntryDetail> {
  const [row] = await selectJudgeEntries(ctx.db, { credits: entries.credits, formSnapshot: entries.formSnapshot, customFields: entries.customFields, categoryId: entries.categoryId }).where(and(eq(entries.id, opts.entryId), judgeSees()));
  if (!row) throw refuse('entryNotAtJury');
  const [item] = await toJudgeItems(ctx, [row], { seasonId: row.seasonId, language: opts.language, now: opts.now ?? new Date() });
  const work = (await loadBlindEntries(ctx, [row.id], opts.language)).get(row.id)!;
  return {
    ...item!,
    description: work.description,
    credits: row.credits as string,
    videoUrl: work.videoUrl,
    images: work.images,
    pdf: work.pdf,
    fields: work.fields,
    // The judge is not blind: the fields kept from the reviewers too, marked so by the page.
    hiddenFields: juryFields(row.formSnapshot ?? (await entryFormFor(ctx.db, { seasonId: row.seasonId, categoryId: row.categoryId })), row.customFields, 'hidden'),
    reviews: await judgeReviews(ctx.db, [row.id]),
  };
}
