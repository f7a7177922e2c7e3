import { REVIEW_SCORE_MIN, type ReviewLevel, type ReviewSaved } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, entries, reviews } from '../../db/schema.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { currentSeasonRow } from '../competition/current-season.ts';
import { seasonCriteria, weightedTotal } from './criteria.ts';
import { nextToReview } from './next-to-review.ts';
import { refreshEntryStats } from './refresh-entry-stats.ts';
import { refreshReviewerStats } from './refresh-reviewer-stats.ts';
import { reviewerEntries } from './reviewer-scope.ts';
import { toReview } from './review-view.ts';

/** Whether two score maps hold the same scores (jsonb keeps keys in its own order). */
const sameScores = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * `/subJudge/award` and `/subjudges/awarded` (docs/product.md#sub-judge-calls): saves the caller's
 * review of an entry on their list, as a draft or submitted. A submitted review stays submitted
 * (an autosave after submitting edits it in place), so it must stay complete. Refused once the
 * round has ended. The entry's figures are recomputed in the same transaction, and the answer
 * names the next entry to review ("save and next").
 */
export async function saveReview(
  ctx: AppContext,
  opts: {
    reviewerId: number;
    level: ReviewLevel;
    entryId: number;
    scores: { key: string; score: number }[];
    awardLevelId?: number | null;
    comment?: string;
    submit: boolean;
    now?: Date;
  },
): Promise<ReviewSaved> {
  const now = opts.now ?? new Date();
  const saved = await ctx.db.transaction(async (tx) => {
    const season = await currentSeasonRow(tx);
    if (!season) throw refuse('notInReviewList');
    // The entry row is locked so the figures recomputed below follow the reviews in order.
    const [entry] = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.id, opts.entryId), reviewerEntries({ reviewerId: opts.reviewerId, level: opts.level, seasonId: season.id })))
      .for('update');
    if (!entry) throw refuse('notInReviewList');
    const endsAt = opts.level === 'first' ? season.firstReviewEndsAt : season.secondReviewEndsAt;
    if (now >= endsAt) throw refuse('roundEnded');

    const criteria = seasonCriteria(season);
    const known = new Set(criteria.map((c) => c.key));
    const unknown = opts.scores.filter((s) => !known.has(s.key)).map((s) => s.key);
    if (unknown.length) throw refuseField('scores', 'unknownCriteria', { keys: unknown.join(', ') });
    // The contract allows the widest scale; this season's may be narrower (seasons.scoreMax).
    if (opts.scores.some((s) => s.score > season.scoreMax)) {
      throw refuseField('scores', 'scoreAboveMax', { min: REVIEW_SCORE_MIN, max: season.scoreMax });
    }
    const scores = Object.fromEntries(opts.scores.map((s) => [s.key, s.score]));
    const total = weightedTotal(criteria, scores);

    const [before] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.entryId, entry.id), eq(reviews.reviewerId, opts.reviewerId), eq(reviews.level, opts.level)));
    const submitted = opts.submit || before?.status === 'submitted';
    if (submitted) {
      // One field at a time, by its code: the form itself marks every part still missing.
      if (total === null) throw refuseField('scores', 'scoreEveryCriterion');
      if (opts.awardLevelId === undefined) throw refuseField('awardLevelId', 'proposeAwardLevel');
    }
    if (opts.awardLevelId != null) {
      // Only the season's own levels: another season's is as unknown as a made-up id.
      const [level] = await tx
        .select({ id: awardLevels.id })
        .from(awardLevels)
        .where(and(eq(awardLevels.id, opts.awardLevelId), eq(awardLevels.seasonId, season.id)));
      if (!level) throw refuseField('awardLevelId', 'awardLevelUnknown');
    }
    const values = {
      scores,
      // The criteria (and weights) the total was computed under, so older scorings stay known.
      criteriaVersion: season.criteriaVersion,
      total,
      awardChosen: opts.awardLevelId !== undefined,
      awardLevelId: opts.awardLevelId ?? null,
      comment: opts.comment ?? '',
      status: submitted ? 'submitted' : 'draft',
      submittedAt: submitted ? (before?.submittedAt ?? now) : null,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(reviews)
      .values({ entryId: entry.id, reviewerId: opts.reviewerId, level: opts.level, ...values })
      .onConflictDoUpdate({ target: [reviews.entryId, reviews.reviewerId, reviews.level], set: values })
      .returning();
    const changed =
      !before ||
      before.status !== values.status ||
      before.total !== values.total ||
      before.awardLevelId !== values.awardLevelId ||
      before.awardChosen !== values.awardChosen ||
      before.comment !== values.comment ||
      !sameScores(before.scores, scores);
    if (changed) {
      const view = (r: Pick<typeof values, 'status' | 'scores' | 'total' | 'awardLevelId' | 'comment'>) => ({
        status: r.status,
        scores: r.scores,
        total: r.total,
        awardLevelId: r.awardLevelId,
        comment: r.comment,
      });
      await writeAudit(tx, {
        actorId: opts.reviewerId,
        action: submitted ? 'review.submitted' : 'review.drafted',
        subjectType: 'entry',
        subjectId: entry.id,
        before: before ? { level: opts.level, ...view(before) } : null,
        after: { level: opts.level, ...view(values) },
      });
    }
    // Only submitted reviews count: a draft moves no figure.
    if (submitted) {
      await refreshEntryStats(tx, [entry.id]);
      await refreshReviewerStats(tx, { seasonId: season.id, level: opts.level, reviewerIds: [opts.reviewerId] });
    }
    const next = await nextToReview(tx, { reviewerId: opts.reviewerId, level: opts.level, seasonId: season.id, after: entry.id });
    return { ...toReview(row!), nextApplyOrderId: next };
  });
  return saved;
}
