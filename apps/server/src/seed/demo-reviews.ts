import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { entries, reviewAssignments, reviews, seasons } from '../db/schema.ts';
import { weightedTotal } from '../services/judging/criteria.ts';
import { refreshEntryStats } from '../services/judging/refresh-entry-stats.ts';
import { refreshReviewerStats } from '../services/judging/refresh-reviewer-stats.ts';
import type { StudioKey } from './demo-winners.ts';

/** What the demo season's reviewers score on, with weights (docs/product.md#reviews). */
export const DEMO_CRITERIA = [
  { key: 'innovation', name: 'Innovation', nameZh: '创新', description: 'How new the idea is, and how far it moves its field.', descriptionZh: '构想的新颖程度，以及对所在领域的推动。', weight: 30 },
  { key: 'aesthetics', name: 'Aesthetics', nameZh: '美学', description: 'Form, material, colour and detail, and how well they serve the work.', descriptionZh: '造型、材料、色彩与细节，以及它们如何成就作品。', weight: 30 },
  { key: 'function', name: 'Function', nameZh: '功能', description: 'How well it works for the people who use it, day after day.', descriptionZh: '作品在日常使用中对使用者是否好用。', weight: 25 },
  { key: 'responsibility', name: 'Responsibility', nameZh: '责任', description: 'Its care for people and the planet, from materials to end of life.', descriptionZh: '从材料到废弃，对人与环境的责任。', weight: 15 },
];

type Scores = Record<(typeof DEMO_CRITERIA)[number]['key'], number>;

/**
 * This season's entries already with the jury, by last season's studios (never by the demo
 * entrant: entrant@laurel.local shares the jury accounts' e-mail domain, a conflict of interest).
 * `leaf` indexes the demo categories; `review` is the second demo sub-judge's submitted
 * first-level review, `level` an award level index (0 highest) or null for "no award".
 */
export const DEMO_IN_REVIEW: { studio: StudioKey; leaf: number; title: string; description: string; credits: string; fee: 'paid' | 'waived'; review?: { scores: Scores; level: number | null; comment: string } }[] = [
  { studio: 'nordlicht', leaf: 0, fee: 'paid', title: 'Pebble smoke alarm', description: 'A smoke alarm shaped like a river stone that tests itself every night and tells the household by a soft glow, not a chirp, when its battery runs low.', credits: 'Design: Nordlicht Studio — Lea Brandt', review: { scores: { innovation: 8, aesthetics: 9, function: 8, responsibility: 7 }, level: 2, comment: 'A safety device people will not hide. The glow replaces the dreaded chirp.' } },
  { studio: 'kumo', leaf: 1, fee: 'paid', title: 'Hinoki step ladder', description: 'A three-step ladder of hinoki that folds flat to hang on a wall like a shelf, and opens with one hand.', credits: 'Design: Kumo Design Office — Haruto Mori', review: { scores: { innovation: 7, aesthetics: 8, function: 9, responsibility: 8 }, level: 3, comment: 'Very well made; the one-hand opening is the real idea.' } },
  { studio: 'atelier-riva', leaf: 2, fee: 'waived', title: 'Passo walking frame', description: 'A walking frame for older people whose seat and basket fold away, with brakes that hold on a slope without squeezing.', credits: 'Design: Atelier Riva with Casa di Cura Santa Lucia', review: { scores: { innovation: 6, aesthetics: 5, function: 7, responsibility: 6 }, level: null, comment: 'Sensible, but close to what is on the market already.' } },
  { studio: 'northlight', leaf: 5, fee: 'paid', title: 'Yunhe Song', description: 'A Song-style typeface for long Chinese texts on screens, with a matching Latin, hinted for small sizes on low-resolution displays.', credits: 'Type design: Northlight Labs — Lin Qiao', review: { scores: { innovation: 9, aesthetics: 9, function: 8, responsibility: 7 }, level: 1, comment: 'Reads beautifully at 12 px; the Latin finally matches the Chinese.' } },
  { studio: 'fjord', leaf: 4, fee: 'paid', title: 'Fishbox — a returnable fish crate', description: 'A crate for fresh fish made of one recycled polymer, washed and reused two hundred times, that keeps its catch cold without ice for six hours.', credits: 'Design: Fjord & Field — Ingrid Solberg' },
  { studio: 'casa-luz', leaf: 7, fee: 'waived', title: 'Sombra pavilion', description: 'A temporary pavilion of woven palm leaf on a rented scaffold, built in four days by the weavers of a nearby village and given back to them afterwards.', credits: 'Design: Casa Luz Arquitectura — Diego Ramos' },
];

/**
 * Gives the current season's jury work to do (issue 13), in the seed's transaction: the season's
 * criteria, DEMO_IN_REVIEW as `in_review` entries assigned to both demo sub-judges, the second
 * sub-judge's submitted reviews (so some entries reach the second level and the second-level
 * judge has work), and the entries' jury figures. The first sub-judge has everything still to do.
 *
 * The season is still taking entries (the demo entrant's journey needs it open), so these are
 * early entries the judge has sent to the jury already: a review counts until its round ends
 * (docs/product.md#reviews), and both rounds end weeks from now, so no reminder is due either.
 */
export async function seedDemoReviews(
  tx: Tx,
  opts: { seasonId: number; leafIds: number[]; levelIds: number[]; studioIds: Record<StudioKey, number>; judgeId: number; subJudgeIds: [number, number]; at: (days: number) => Date },
): Promise<void> {
  const { at } = opts;
  await tx.update(seasons).set({ reviewCriteria: DEMO_CRITERIA }).where(eq(seasons.id, opts.seasonId));
  const rows = await tx
    .insert(entries)
    .values(
      DEMO_IN_REVIEW.map((e, i) => ({
        userId: opts.studioIds[e.studio],
        seasonId: opts.seasonId,
        categoryId: opts.leafIds[e.leaf % opts.leafIds.length]!,
        title: e.title,
        description: e.description,
        credits: e.credits,
        status: 'in_review',
        entryFeeStatus: e.fee,
        createdAt: at(-20 + i),
        submittedAt: at(-18 + i),
      })),
    )
    .returning({ id: entries.id });
  const ids = rows.map((r) => r.id);
  const [first, second] = opts.subJudgeIds;
  await tx.insert(reviewAssignments).values(ids.flatMap((entryId) => [first, second].map((reviewerId) => ({ entryId, reviewerId, assignedBy: opts.judgeId, createdAt: at(-10) }))));
  const reviewed = DEMO_IN_REVIEW.flatMap((e, i) => (e.review ? [{ entryId: ids[i]!, ...e.review }] : []));
  await tx.insert(reviews).values(
    reviewed.map((r, i) => ({
      entryId: r.entryId,
      reviewerId: second,
      level: 'first',
      status: 'submitted',
      scores: r.scores,
      total: weightedTotal(DEMO_CRITERIA, r.scores),
      awardChosen: true,
      awardLevelId: r.level === null ? null : opts.levelIds[r.level]!,
      comment: r.comment,
      createdAt: at(-5 + i),
      submittedAt: at(-4 + i),
    })),
  );
  await refreshEntryStats(tx, ids);
  await refreshReviewerStats(tx, { seasonId: opts.seasonId, level: 'first', reviewerIds: [second] });
}
