import { z } from 'zod';
import { ApplyOrderId, Id, IsoDate, intInRange, optionalString } from '../../fields.ts';
import { REVIEW_COMMENT_MAX, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from '../limits.ts';
import { CategoryRef } from './competition.ts';
import { EntryImage, EntryPdf, EntrySummary } from './entry.ts';

/*
 * Jury review (docs/product.md#reviews, docs/product.md#jury-journey): sub-judges propose on the
 * entries assigned to them (first level), second-level judges review those results and propose
 * (second level), the judge sets the final award.
 */

export const ReviewLevel = z.enum(['first', 'second']);
export type ReviewLevel = z.infer<typeof ReviewLevel>;

/** A reviewer's proposal on one entry: an award level or none, a score, a comment. */
export const Review = z.object({
  applyOrderId: z.number().int(),
  level: ReviewLevel,
  /** null proposes no award. */
  awardLevelId: z.number().int().nullable(),
  score: z.number().int().min(REVIEW_SCORE_MIN).max(REVIEW_SCORE_MAX),
  comment: z.string(),
  updatedAt: IsoDate,
});
export type Review = z.infer<typeof Review>;

/** Body of every proposal call; sending it again replaces the reviewer's earlier proposal. */
export const ReviewRequest = z.object({
  apply_order_id: ApplyOrderId,
  /** Required, so "no award" is a deliberate `null`, not a forgotten field. */
  awardLevelId: Id.nullable(),
  score: intInRange(REVIEW_SCORE_MIN, REVIEW_SCORE_MAX),
  comment: optionalString(REVIEW_COMMENT_MAX),
});
export type ReviewRequest = z.input<typeof ReviewRequest>;

export const ReviewerRef = z.object({ id: z.number().int(), name: z.string() });
export type ReviewerRef = z.infer<typeof ReviewerRef>;

export const ReviewWithReviewer = Review.extend({ reviewer: ReviewerRef });
export type ReviewWithReviewer = z.infer<typeof ReviewWithReviewer>;

/** Proposals on one entry at one level, summed up. */
export const ReviewStats = z.object({
  count: z.number().int().min(0),
  averageScore: z.number().nullable(),
  /** How many reviewers proposed each level (`awardLevelId` null: no award). */
  proposals: z.array(
    z.object({ awardLevelId: z.number().int().nullable(), count: z.number().int().min(1) }),
  ),
});
export type ReviewStats = z.infer<typeof ReviewStats>;

/**
 * An entry as reviewers see it: the work without the entrant's identity (blind review,
 * docs/product.md#reviews), so no credits, owner or codes.
 */
export const BlindEntry = z.object({
  /** `apply_order_id`. */
  id: z.number().int(),
  seasonYear: z.number().int(),
  title: z.string(),
  category: CategoryRef,
  description: z.string(),
  coverUrl: z.string().nullable(),
  images: z.array(EntryImage),
  videoUrl: z.string().nullable(),
  pdf: EntryPdf.nullable(),
  submittedAt: IsoDate.nullable(),
});
export type BlindEntry = z.infer<typeof BlindEntry>;

/** A sub-judge's worklist row (`subJuryAwardList`). */
export const SubJuryAwardItem = BlindEntry.extend({ myReview: Review.nullable() });
export type SubJuryAwardItem = z.infer<typeof SubJuryAwardItem>;

/** A second-level judge's worklist row: the first-level results, anonymous, and their own proposal. */
export const SecondLevelAwardItem = BlindEntry.extend({
  firstLevel: ReviewStats,
  firstLevelReviews: z.array(Review),
  myReview: Review.nullable(),
});
export type SecondLevelAwardItem = z.infer<typeof SecondLevelAwardItem>;

/** The entrant, as only the judge sees them. */
export const EntrantRef = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  country: z.string().nullable(),
});
export type EntrantRef = z.infer<typeof EntrantRef>;

/** A row of the judge's table (`judgeEntryList`). */
export const JudgeEntryItem = EntrySummary.extend({
  entrant: EntrantRef,
  subJudgeCount: z.number().int().min(0),
  firstLevel: ReviewStats,
  secondLevel: ReviewStats,
});
export type JudgeEntryItem = z.infer<typeof JudgeEntryItem>;

/** A row of the judge's second-level overview: every second-level proposal, with who made it. */
export const JudgeSecondLevelItem = JudgeEntryItem.extend({
  secondLevelReviews: z.array(ReviewWithReviewer),
});
export type JudgeSecondLevelItem = z.infer<typeof JudgeSecondLevelItem>;

/** A sub-judge account as `getSubJudges` lists it for one entry. */
export const SubJudgeOnEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  assigned: z.boolean(),
  assignedAt: IsoDate.nullable(),
  /** Entries assigned to this sub-judge in the season, to spread the work. */
  workload: z.number().int().min(0),
  review: Review.nullable(),
});
export type SubJudgeOnEntry = z.infer<typeof SubJudgeOnEntry>;
