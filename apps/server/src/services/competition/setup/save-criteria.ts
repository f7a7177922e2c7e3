import type { AdminCriteria, SaveCriteriaRequest } from '@laurel/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { entries, reviews, seasons } from '../../../db/schema.ts';
import { refuse, refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { submittedReviews, toAdminCriteria } from './criteria-view.ts';
import { findSetupRow } from './find-setup-row.ts';

type Input = z.output<typeof SaveCriteriaRequest> & { actorId: number };

/** The highest score any review of the season gave (drafts too): the scale cannot shrink below it. */
async function highestScore(db: DbLike, seasonId: number): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`max((select max(t.v::int) from jsonb_each_text(${reviews.scores}) as t(k, v)))` })
    .from(reviews)
    .innerJoin(entries, eq(entries.id, reviews.entryId))
    .where(eq(entries.seasonId, seasonId));
  return Number(row?.top ?? 0);
}

/**
 * `/admin/criteria/save` (docs/product.md#criteria). Weights sum to 100 and keys are unique.
 * Before any review is submitted the criteria change freely. After, the change must be confirmed
 * with the version the editor read; it bumps the version, so each review's own version tells the
 * judge which reviews were scored under older weights. Their stored scores and totals
 * are never rewritten. The scale never shrinks below a score already given.
 */
export async function saveCriteria(ctx: AppContext, input: Input): Promise<AdminCriteria> {
  const sum = input.criteria.reduce((a, c) => a + c.weight, 0);
  if (sum !== 100) throw refuseField('criteria', 'criteriaWeightsSum', { sum });
  if (new Set(input.criteria.map((c) => c.key)).size !== input.criteria.length) throw refuseField('criteria', 'criteriaKeysRepeat');
  const { season, submitted } = await ctx.db.transaction(async (tx) => {
    const before = await findSetupRow(tx, 'season', input.seasonId, { forUpdate: true });
    const submitted = await submittedReviews(tx, input.seasonId);
    if (submitted > 0 && input.confirmChange !== before.criteriaVersion) throw refuse('criteriaInUse', { count: submitted });
    const top = await highestScore(tx, input.seasonId);
    if (input.scoreMax < top) throw refuse('scaleInUse', { max: top });
    const criteria = input.criteria.map((c) => ({
      key: c.key,
      name: c.name,
      ...(c.nameZh ? { nameZh: c.nameZh } : {}),
      ...(c.description ? { description: c.description } : {}),
      ...(c.descriptionZh ? { descriptionZh: c.descriptionZh } : {}),
      weight: c.weight,
    }));
    const version = submitted > 0 ? before.criteriaVersion + 1 : before.criteriaVersion;
    const [after] = await tx.update(seasons).set({ reviewCriteria: criteria, scoreMax: input.scoreMax, criteriaVersion: version }).where(eq(seasons.id, input.seasonId)).returning();
    await writeAudit(tx, {
      actorId: input.actorId,
      action: submitted > 0 ? 'criteria.changeAfterReviews' : 'criteria.update',
      subjectType: 'season',
      subjectId: input.seasonId,
      before: { criteria: before.reviewCriteria, scoreMax: before.scoreMax, version: before.criteriaVersion },
      after: { criteria, scoreMax: input.scoreMax, version, submittedReviews: submitted },
    });
    return { season: after!, submitted };
  });
  return toAdminCriteria(season, submitted);
}
