import type { Calibration, JudgeCalibration, ReviewLevel } from '@laurel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbLike } from '../../db/client.ts';
import { calibrationSnapshots, entries, reviews, users } from '../../db/schema.ts';
import type { SeasonRow } from '../competition/current-season.ts';
import { hasConflict } from './jury-scope.ts';

/** Totals (hundredths) within a point of the season's top score count as "at the top of the scale". */
const topOf = (season: SeasonRow) => (season.scoreMax - 1) * 100;
/** Own-country flag: at least this many reviews, a mean this many points above the others'. */
export const OWN_COUNTRY_MIN_REVIEWS = 3;
export const OWN_COUNTRY_FLAG_POINTS = 1;

const owners = alias(users, 'owner');
const round2 = (v: number) => Math.round(v * 100) / 100;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const spread = (xs: number[]) => {
  const m = mean(xs);
  return m === null ? null : Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length);
};

/**
 * Each reviewer's scoring against the panel's at one level (docs/product.md#calibration), from
 * the season's counted reviews, in points.
 */
export async function computeCalibration(db: DbLike, season: SeasonRow, level: ReviewLevel): Promise<Calibration> {
  const rows = await db
    .select({
      entryId: reviews.entryId,
      reviewerId: reviews.reviewerId,
      reviewerName: users.name,
      reviewerCountry: users.country,
      ownerCountry: owners.country,
      total: reviews.total,
    })
    .from(reviews)
    .innerJoin(entries, eq(entries.id, reviews.entryId))
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .innerJoin(owners, eq(owners.id, entries.userId))
    .where(and(eq(entries.seasonId, season.id), eq(reviews.level, level), eq(reviews.status, 'submitted'), sql`not ${hasConflict(sql`${reviews.reviewerId}`)}`));
  const top = topOf(season);
  const all = rows.map((r) => r.total! / 100);
  const panelMean = mean(all);
  const byEntry = new Map<number, typeof rows>();
  for (const r of rows) byEntry.set(r.entryId, [...(byEntry.get(r.entryId) ?? []), r]);
  const reviewers = [...new Map(rows.map((r) => [r.reviewerId, r])).values()].sort((a, b) => a.reviewerName.localeCompare(b.reviewerName) || a.reviewerId - b.reviewerId);
  const judges: JudgeCalibration[] = reviewers.map((j) => {
    const own = rows.filter((r) => r.reviewerId === j.reviewerId);
    const totals = own.map((r) => r.total! / 100);
    const m = mean(totals)!;
    let ownCountry: JudgeCalibration['ownCountry'] = null;
    const country = j.reviewerCountry?.toUpperCase();
    if (country) {
      const same = own.filter((r) => r.ownerCountry?.toUpperCase() === country);
      if (same.length) {
        // The other reviewers' totals on exactly these entries.
        const others = same.flatMap((r) => byEntry.get(r.entryId)!.filter((o) => o.reviewerId !== j.reviewerId).map((o) => o.total! / 100));
        const sameMean = mean(same.map((r) => r.total! / 100))!;
        const othersMean = mean(others);
        const delta = othersMean === null ? null : sameMean - othersMean;
        ownCountry = {
          count: same.length,
          mean: round2(sameMean),
          panelMean: othersMean === null ? null : round2(othersMean),
          delta: delta === null ? null : round2(delta),
          flagged: delta !== null && same.length >= OWN_COUNTRY_MIN_REVIEWS && delta >= OWN_COUNTRY_FLAG_POINTS,
        };
      }
    }
    return {
      id: j.reviewerId,
      name: j.reviewerName,
      country: j.reviewerCountry,
      count: own.length,
      mean: round2(m),
      spread: round2(spread(totals)!),
      topShare: round2(own.filter((r) => r.total! >= top).length / own.length),
      meanDelta: panelMean === null ? null : round2(m - panelMean),
      ownCountry,
    };
  });
  return {
    seasonYear: season.year,
    level,
    frozenAt: null,
    panel: { count: all.length, mean: panelMean === null ? null : round2(panelMean), spread: all.length ? round2(spread(all)!) : null },
    judges,
  };
}

/** `/judge/calibration`: the snapshot once winners are published, else the live figures. */
export async function getCalibration(db: DbLike, season: SeasonRow, level: ReviewLevel): Promise<Calibration> {
  const [snap] = await db
    .select()
    .from(calibrationSnapshots)
    .where(and(eq(calibrationSnapshots.seasonId, season.id), eq(calibrationSnapshots.level, level)));
  if (snap) return { ...(snap.data as Calibration), frozenAt: snap.createdAt.toISOString() };
  return computeCalibration(db, season, level);
}

/**
 * Freezes both levels' figures for a season, once: the first publication of a winner calls it in
 * its transaction, later ones find the snapshot there.
 */
export async function freezeCalibration(db: DbLike, season: SeasonRow): Promise<void> {
  for (const level of ['first', 'second'] as const) {
    const [exists] = await db
      .select({ id: calibrationSnapshots.id })
      .from(calibrationSnapshots)
      .where(and(eq(calibrationSnapshots.seasonId, season.id), eq(calibrationSnapshots.level, level)));
    if (exists) continue;
    const data = await computeCalibration(db, season, level);
    await db.insert(calibrationSnapshots).values({ seasonId: season.id, level, data }).onConflictDoNothing();
  }
}
