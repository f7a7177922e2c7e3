import type { ExportReviewsQuery, LanguageCode, ReviewLevel } from '@laurel/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, categories, entries, reviews, seasons } from '../../db/schema.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { refuse } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import { say, type TextKey } from '../../lib/texts/say.ts';
import { points, seasonCriteria } from '../judging/criteria.ts';
import { judgeReviews } from '../judging/judge-reviews.ts';
import { normalisedScores } from '../judging/normalised-scores.ts';
import { EXPORT_PAGE, keysetPages } from './keyset.ts';
import { filterOf, type PreparedExport } from './prepared-export.ts';

type Query = z.output<typeof ExportReviewsQuery>;

const HEAD = ['exports.entry', 'exports.title', 'exports.category', 'exports.level', 'exports.reviewer', 'exports.reviewStatus', 'exports.counts'] as const satisfies readonly TextKey[];
const TAIL = ['exports.total', 'exports.average', 'exports.normalised', 'exports.proposal', 'exports.comment', 'exports.submitted'] as const satisfies readonly TextKey[];

/**
 * `/admin/exports/reviews`: every review of a season (or of one level), a row each, with its raw
 * score per criterion, its total, and its entry's raw and normalised averages at that level — the
 * judge's own figures (services/judging/: judge-reviews.ts, normalised-scores.ts), read a page of
 * entries at a time. Entrants are not named: the jury's side is blind (docs/product.md#reviews).
 */
export async function prepareReviewsExport(ctx: AppContext, opts: { query: Query; language: LanguageCode }): Promise<PreparedExport> {
  const { query, language } = opts;
  const [season] = await ctx.db.select().from(seasons).where(eq(seasons.id, query.seasonId));
  if (!season) throw refuse('seasonNotFound');
  const criteria = seasonCriteria(season);
  const cats = new Map(
    (await ctx.db.select().from(categories).where(eq(categories.seasonId, season.id))).map((c) => [c.id, localize(language, c.name, c.nameZh)]),
  );
  const levels = new Map((await ctx.db.select().from(awardLevels)).map((l) => [l.id, localize(language, l.name, l.nameZh)]));
  const yes = say(language, 'exports.yes');
  const no = say(language, 'exports.no');
  const noAward = say(language, 'exports.noAward');
  const reviewed = sql`exists (select 1 from ${reviews} where ${reviews.entryId} = ${entries.id}${query.level ? sql` and ${reviews.level} = ${query.level}` : sql``})`;
  async function* rows(): AsyncGenerator<CsvValue[]> {
    const pages = keysetPages((after) =>
      ctx.db
        .select({ id: entries.id, title: entries.title, categoryId: entries.categoryId, firstAverage: entries.firstAverage, secondAverage: entries.secondAverage })
        .from(entries)
        .where(and(eq(entries.seasonId, season!.id), reviewed, gt(entries.id, after)))
        .orderBy(asc(entries.id))
        .limit(EXPORT_PAGE),
    );
    for await (const page of pages) {
      const ids = page.map((e) => e.id);
      const all = await judgeReviews(ctx.db, ids, query.level);
      const normalised: Record<ReviewLevel, Map<number, number>> = {
        first: query.level === 'second' ? new Map() : await normalisedScores(ctx.db, { seasonId: season!.id, level: 'first', entryIds: ids }),
        second: query.level === 'first' ? new Map() : await normalisedScores(ctx.db, { seasonId: season!.id, level: 'second', entryIds: ids }),
      };
      const byId = new Map(page.map((e) => [e.id, e]));
      for (const r of all) {
        const e = byId.get(r.applyOrderId)!;
        const proposal = !r.awardChosen ? null : r.awardLevelId === null ? noAward : (levels.get(r.awardLevelId) ?? null);
        yield [
          e.id, e.title, e.categoryId === null ? null : (cats.get(e.categoryId) ?? null), r.level, r.reviewer.name, r.status, r.counts ? yes : no,
          ...criteria.map((c) => r.scores[c.key] ?? null),
          r.total, points(r.level === 'first' ? e.firstAverage : e.secondAverage), points(normalised[r.level].get(e.id) ?? null), proposal, r.comment, r.submittedAt,
        ];
      }
    }
  }
  return {
    kind: 'reviews',
    fileName: `laurel-${season.year}-reviews.csv`,
    header: [...HEAD.map((k) => say(language, k)), ...criteria.map((c) => `${localize(language, c.name, c.nameZh ?? null)} (×${c.weight})`), ...TAIL.map((k) => say(language, k))],
    rows: rows(),
    filter: filterOf(query),
  };
}
