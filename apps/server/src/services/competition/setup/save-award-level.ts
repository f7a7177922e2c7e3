import type { AdminAwardLevel, SaveAwardLevelRequest } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { awardLevels } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminAwardLevels, renumberLevels } from './award-level-view.ts';
import { findSetupRow } from './find-setup-row.ts';

type Input = z.output<typeof SaveAwardLevelRequest> & { actorId: number };

/**
 * `/admin/awardLevels/save`: makes or changes a level; the others move so ranks stay 1, 2, 3…
 * A changed price applies to payments opened from now on: an open order keeps its amount
 * (docs/product.md#fees).
 */
export async function saveAwardLevel(ctx: AppContext, input: Input): Promise<AdminAwardLevel[]> {
  const fields = {
    name: input.name,
    nameZh: input.nameZh || null,
    description: input.description,
    descriptionZh: input.descriptionZh || null,
    metal: input.metal,
    winnerPackageFeeCents: input.winnerPackageFeeCents,
    trophyFeeCents: input.trophyFeeCents,
  };
  await ctx.db.transaction(async (tx) => {
    await findSetupRow(tx, 'season', input.seasonId, { forUpdate: true });
    if (input.id === null) {
      const [made] = await tx.insert(awardLevels).values({ seasonId: input.seasonId, ...fields, rank: input.rank }).returning();
      await tx.update(awardLevels).set({ originId: made!.id }).where(eq(awardLevels.id, made!.id));
      await renumberLevels(tx, input.seasonId, { id: made!.id, rank: input.rank });
      await writeAudit(tx, { actorId: input.actorId, action: 'awardLevel.create', subjectType: 'awardLevel', subjectId: made!.id, after: { seasonId: input.seasonId, rank: input.rank, ...fields } });
      return;
    }
    const before = await findSetupRow(tx, 'awardLevel', input.id, { forUpdate: true });
    if (before.seasonId !== input.seasonId) throw refuse('awardLevelNotFound');
    await tx.update(awardLevels).set(fields).where(eq(awardLevels.id, before.id));
    await renumberLevels(tx, input.seasonId, { id: before.id, rank: input.rank });
    const { id: _id, seasonId: _s, originId: _o, createdAt: _c, ...was } = before;
    await writeAudit(tx, { actorId: input.actorId, action: 'awardLevel.update', subjectType: 'awardLevel', subjectId: before.id, before: was, after: { rank: input.rank, ...fields } });
  });
  await ctx.cache.invalidate('competition', 'winners');
  return adminAwardLevels(ctx.db, input.seasonId);
}
