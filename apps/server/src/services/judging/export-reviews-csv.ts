import type { LanguageCode } from '@laurel/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, categories, entries, users } from '../../db/schema.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { localize } from '../../lib/localize.ts';
import { points, seasonCriteria } from './criteria.ts';
import { judgeSeason } from './judge-season.ts';
import { judgeWhere, type JudgeFilters } from './judge-entry-query.ts';
import { judgeReviews } from './judge-reviews.ts';
import { normalisedScores } from './normalised-scores.ts';

const BATCH = 500;

/**
 * `/judge/exportCsv`: every entry of the table's filters, one row per review (an entry without
 * reviews gets one row), with the entrant, statuses, averages raw and normalised, and each
 * review's scores per criterion. Built in batches of entries as lines, so a season of thousands
 * of entries is not one query's worth of objects at once.
 */
export async function exportReviewsCsv(
  ctx: AppContext,
  opts: JudgeFilters & { year?: number; sort: 'newest' | 'score' | 'normalised' | 'title'; language: LanguageCode },
): Promise<{ fileName: string; lines: string[] }> {
  const season = await judgeSeason(ctx.db, opts.year);
  const criteria = seasonCriteria(season);
  const where = judgeWhere(season.id, opts);
  const order = opts.sort === 'score' ? [sql`${entries.firstAverage} desc nulls last`, desc(entries.id)] : opts.sort === 'title' ? [asc(entries.title)] : [desc(entries.id)];
  const ids = (await ctx.db.select({ id: entries.id }).from(entries).innerJoin(users, eq(users.id, entries.userId)).where(where).orderBy(...order)).map((r) => r.id);
  const normalised = await normalisedScores(ctx.db, { seasonId: season.id, level: 'first' });
  if (opts.sort === 'normalised') ids.sort((a, b) => (normalised.get(b) ?? -1) - (normalised.get(a) ?? -1) || b - a);
  const levels = new Map((await ctx.db.select().from(awardLevels)).map((l) => [l.id, localize(opts.language, l.name, l.nameZh)]));
  const lines = [
    CSV_BOM +
      csvRow([
        'Entry', 'Title', 'Category', 'Entrant', 'E-mail', 'Company', 'Country', 'Status', 'Entry fee', 'Award', 'Shown',
        'First-level average', 'Normalised', 'Second-level average', 'Review level', 'Reviewer', 'Review status', 'Counts',
        ...criteria.map((c) => `${c.name} (×${c.weight})`), 'Total', 'Proposal', 'Comment',
      ]),
  ];
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const rows = await ctx.db
      .select({ e: entries, owner: users, categoryName: categories.name, categoryNameZh: categories.nameZh })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .leftJoin(categories, eq(categories.id, entries.categoryId))
      .where(inArray(entries.id, batch));
    const byId = new Map(rows.map((r) => [r.e.id, r]));
    const all = await judgeReviews(ctx.db, batch);
    for (const id of batch) {
      const { e, owner, categoryName, categoryNameZh } = byId.get(id)!;
      const head = [
        e.id, e.title, categoryName === null ? '' : localize(opts.language, categoryName, categoryNameZh), owner.name, owner.email, owner.company, owner.country,
        e.status, e.entryFeeStatus, e.awardLevelId === null ? '' : levels.get(e.awardLevelId), e.isShow ? 'yes' : 'no',
        points(e.firstAverage), points(normalised.get(e.id) ?? null), points(e.secondAverage),
      ];
      const own = all.filter((r) => r.applyOrderId === id);
      if (!own.length) lines.push(csvRow(head));
      for (const r of own) {
        const proposal = !r.awardChosen ? '' : r.awardLevelId === null ? 'No award' : levels.get(r.awardLevelId);
        lines.push(csvRow([...head, r.level, r.reviewer.name, r.status, r.counts ? 'yes' : 'no', ...criteria.map((c) => r.scores[c.key]), r.total, proposal, r.comment]));
      }
    }
  }
  return { fileName: `laurel-${season.year}-reviews.csv`, lines };
}
