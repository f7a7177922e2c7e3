import type { AdminSeason } from '@laurel/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { categories, entries, reviews, seasons } from '../../../db/schema.ts';
import { toSeason, type SeasonRow } from '../current-season.ts';
import { phaseAt } from '../get-phase.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Seasons as the console lists them, newest first, with their counts: three grouped queries for
 * any number of seasons. `ids` narrows to those seasons.
 */
export async function adminSeasons(db: DbLike, now: Date, ids?: number[]): Promise<AdminSeason[]> {
  const rows = await db
    .select()
    .from(seasons)
    .where(ids ? inArray(seasons.id, ids) : undefined)
    .orderBy(desc(seasons.year), desc(seasons.id));
  if (!rows.length) return [];
  const seasonIds = rows.map((r) => r.id);
  const [cats, ents, submitted] = await Promise.all([
    db.select({ seasonId: categories.seasonId, n: count() }).from(categories).where(and(inArray(categories.seasonId, seasonIds), sql`${categories.parentId} is not null`)).groupBy(categories.seasonId),
    db.select({ seasonId: entries.seasonId, n: count() }).from(entries).where(inArray(entries.seasonId, seasonIds)).groupBy(entries.seasonId),
    db
      .select({ seasonId: entries.seasonId, n: count() })
      .from(reviews)
      .innerJoin(entries, eq(entries.id, reviews.entryId))
      .where(and(inArray(entries.seasonId, seasonIds), eq(reviews.status, 'submitted')))
      .groupBy(entries.seasonId),
  ]);
  const by = (list: { seasonId: number; n: number }[]) => new Map(list.map((x) => [x.seasonId, Number(x.n)]));
  const [catN, entN, subN] = [by(cats), by(ents), by(submitted)];
  return rows.map((r) => toAdminSeason(r, now, { categories: catN.get(r.id) ?? 0, entries: entN.get(r.id) ?? 0, submittedReviews: subN.get(r.id) ?? 0 }));
}

export function toAdminSeason(r: SeasonRow, now: Date, n: { categories: number; entries: number; submittedReviews: number }): AdminSeason {
  return {
    ...toSeason(r),
    earlyBirdEndsAt: iso(r.earlyBirdEndsAt),
    lateFeeStartsAt: iso(r.lateFeeStartsAt),
    isCurrent: r.isCurrent,
    phase: phaseAt(toSeason(r), now),
    categoryCount: n.categories,
    entryCount: n.entries,
    criteriaLocked: n.submittedReviews > 0,
    retentionDays: r.retentionDays,
  };
}

/** One season for the console, or null. */
export async function adminSeason(db: DbLike, id: number, now: Date): Promise<AdminSeason | null> {
  const [one] = await adminSeasons(db, now, [id]);
  return one ?? null;
}
