import type { AdminAwardLevel } from '@laurel/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { awardLevels, entries, reviews } from '../../../db/schema.ts';

type LevelRow = typeof awardLevels.$inferSelect;
const METALS = ['platinum', 'gold', 'silver', 'bronze', 'laurel'] as const;

/** A season's levels, highest first, each with the entries awarded it and reviews proposing it. */
export async function adminAwardLevels(db: DbLike, seasonId: number): Promise<AdminAwardLevel[]> {
  const rows = await db.select().from(awardLevels).where(eq(awardLevels.seasonId, seasonId)).orderBy(asc(awardLevels.rank), asc(awardLevels.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [awarded, proposed] = await Promise.all([
    db.select({ id: entries.awardLevelId, n: count() }).from(entries).where(inArray(entries.awardLevelId, ids)).groupBy(entries.awardLevelId),
    db.select({ id: reviews.awardLevelId, n: count() }).from(reviews).where(inArray(reviews.awardLevelId, ids)).groupBy(reviews.awardLevelId),
  ]);
  const uses = new Map<number, number>();
  for (const x of [...awarded, ...proposed]) uses.set(x.id!, (uses.get(x.id!) ?? 0) + Number(x.n));
  return rows.map((r) => toAdminAwardLevel(r, uses.get(r.id) ?? 0));
}

export const toAdminAwardLevel = (r: LevelRow, useCount: number): AdminAwardLevel => ({
  id: r.id,
  seasonId: r.seasonId,
  name: r.name,
  nameZh: r.nameZh ?? '',
  description: r.description,
  descriptionZh: r.descriptionZh ?? '',
  rank: r.rank,
  metal: METALS.find((m) => m === r.metal) ?? null,
  winnerPackageFeeCents: r.winnerPackageFeeCents,
  trophyFeeCents: r.trophyFeeCents,
  useCount,
});


/**
 * Renumbers a season's levels 1, 2, 3… in their order, `first` (just saved with its wanted rank)
 * placed at that rank, so ranks stay a plain order whatever the organiser typed.
 */
export async function renumberLevels(db: DbLike, seasonId: number, first?: { id: number; rank: number }): Promise<void> {
  const rows = await db.select({ id: awardLevels.id, rank: awardLevels.rank }).from(awardLevels).where(eq(awardLevels.seasonId, seasonId)).orderBy(asc(awardLevels.rank), asc(awardLevels.id));
  const others = rows.filter((r) => r.id !== first?.id);
  const ordered = first ? [...others.slice(0, Math.max(0, first.rank - 1)), { id: first.id, rank: first.rank }, ...others.slice(Math.max(0, first.rank - 1))] : others;
  for (const [i, r] of ordered.entries()) if (rows.find((x) => x.id === r.id)?.rank !== i + 1) await db.update(awardLevels).set({ rank: i + 1 }).where(eq(awardLevels.id, r.id));
}
