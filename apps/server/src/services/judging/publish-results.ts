import type { SeasonResults } from '@laurel/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { seasons } from '../../db/schema.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { resultsPassed } from '../winners/public-winner.ts';
import { seasonResults } from './season-results.ts';

/**
 * `publishResults` (docs/product.md#publishing-winners): the judge publishes a season's winners
 * before its results date by moving the date to now. Only when `confirmResultsAt` repeats the date
 * it overrides (422 otherwise), so a stray click, or a page showing a date since changed, publishes
 * nothing; 409 once the date has passed. Audited with both dates; every public answer is dropped
 * after the commit, so the winners show at once.
 */
export async function publishResults(
  ctx: AppContext,
  opts: { actorId: number; seasonId: number; confirmResultsAt: string },
): Promise<SeasonResults> {
  await ctx.db.transaction(async (tx) => {
    const [season] = await tx
      .select({ id: seasons.id, year: seasons.year, resultsAt: seasons.resultsAt, passed: resultsPassed() })
      .from(seasons)
      .where(eq(seasons.id, opts.seasonId))
      .for('update');
    if (!season) throw refuse('seasonNotFound');
    const date = season.resultsAt.toISOString();
    if (season.passed) throw refuse('resultsAlreadyPublic', { year: season.year, date });
    if (Date.parse(opts.confirmResultsAt) !== season.resultsAt.getTime()) {
      throw refuseField('confirmResultsAt', 'confirmResultsDate', { date });
    }
    const [after] = await tx
      .update(seasons)
      .set({ resultsAt: sql`now()` })
      .where(eq(seasons.id, season.id))
      .returning({ resultsAt: seasons.resultsAt });
    await writeAudit(tx, {
      actorId: opts.actorId,
      action: 'season.results_published',
      subjectType: 'season',
      subjectId: season.id,
      before: { resultsAt: date },
      after: { resultsAt: after!.resultsAt.toISOString() },
    });
  });
  // The season's dates (competition) and who is a public winner (winners) both changed.
  await ctx.cache.invalidate('winners', 'competition');
  return seasonResults(ctx.db, opts.seasonId);
}
