import { asc, eq, isNotNull, isNull, and } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { awardLevels, categories, invitationCodes, seasons } from '../../../db/schema.ts';
import type { SeasonRow } from '../current-season.ts';

/**
 * Copies a season's set-up into a new one, in the caller's transaction (docs/product.md#seasons):
 * the category tree with its fees and open/closed state, the award levels, the criteria and
 * scale, and the invitation codes with their terms. Each copied category and level keeps the
 * lineage of its original (`originId`), so the public winners' filters find every year's
 * winners. Codes start unused; their categories point at the copies; an expiry moves by
 * `shiftMs`. Entries, reviews and payments stay with their season.
 */
export async function copySeasonSetup(tx: DbLike, from: SeasonRow, toId: number, shiftMs: number): Promise<void> {
  await tx.update(seasons).set({ reviewCriteria: from.reviewCriteria, scoreMax: from.scoreMax, firstLevelReviewsBeforeOwn: from.firstLevelReviewsBeforeOwn }).where(eq(seasons.id, toId));

  const copyOf = (r: typeof categories.$inferSelect, parentId: number | null) => ({
    seasonId: toId,
    originId: r.originId ?? r.id,
    parentId,
    name: r.name,
    nameZh: r.nameZh,
    description: r.description,
    descriptionZh: r.descriptionZh,
    coverUrl: r.coverUrl,
    entryFeeCents: r.entryFeeCents,
    earlyBirdFeeCents: r.earlyBirdFeeCents,
    lateFeeCents: r.lateFeeCents,
    sort: r.sort,
    isActive: r.isActive,
  });
  const newId = new Map<number, number>();
  const groups = await tx.select().from(categories).where(and(eq(categories.seasonId, from.id), isNull(categories.parentId))).orderBy(asc(categories.id));
  for (const g of groups) {
    const [made] = await tx.insert(categories).values(copyOf(g, null)).returning({ id: categories.id });
    newId.set(g.id, made!.id);
  }
  const leaves = await tx.select().from(categories).where(and(eq(categories.seasonId, from.id), isNotNull(categories.parentId))).orderBy(asc(categories.id));
  // A category whose group is gone stays out, as the public tree hides it.
  const kept = leaves.filter((c) => newId.has(c.parentId!));
  if (kept.length) {
    const made = await tx.insert(categories).values(kept.map((c) => copyOf(c, newId.get(c.parentId!)!))).returning({ id: categories.id });
    kept.forEach((c, i) => newId.set(c.id, made[i]!.id));
  }

  const levels = await tx.select().from(awardLevels).where(eq(awardLevels.seasonId, from.id)).orderBy(asc(awardLevels.rank), asc(awardLevels.id));
  if (levels.length) {
    await tx.insert(awardLevels).values(
      levels.map((l) => ({
        seasonId: toId,
        originId: l.originId ?? l.id,
        name: l.name,
        nameZh: l.nameZh,
        rank: l.rank,
        metal: l.metal,
        winnerPackageFeeCents: l.winnerPackageFeeCents,
        trophyFeeCents: l.trophyFeeCents,
        description: l.description,
        descriptionZh: l.descriptionZh,
      })),
    );
  }

  const codes = await tx.select().from(invitationCodes).where(eq(invitationCodes.seasonId, from.id)).orderBy(asc(invitationCodes.id));
  if (codes.length) {
    await tx.insert(invitationCodes).values(
      codes.map((c) => {
        const categoryIds = c.categoryIds.flatMap((id) => (newId.has(id) ? [newId.get(id)!] : []));
        // A code for categories none of which were copied would become a code for all: it stays off.
        const lostAll = c.categoryIds.length > 0 && categoryIds.length === 0;
        return {
        seasonId: toId,
        code: c.code,
        description: c.description,
        discountPercent: c.discountPercent,
        discountCents: c.discountCents,
        maxUses: c.maxUses,
        maxUsesPerEntrant: c.maxUsesPerEntrant,
        usedCount: 0,
        categoryIds,
        expiresAt: c.expiresAt ? new Date(c.expiresAt.getTime() + shiftMs) : null,
        isActive: c.isActive && !lostAll,
        };
      }),
    );
  }
}
