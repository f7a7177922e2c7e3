import { z } from 'zod';
import {
  ApplyOrderId,
  Flag,
  Id,
  IsoDate,
  intInRange,
  optionalString,
  requiredOrType,
  requiredString,
} from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_CRITERIA_MAX,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
} from '../limits.ts';
import { AwardRef, CategoryRef } from './competition.ts';
import { EntryImage, EntryPdf, EntrySummary } from './entry.ts';
import { JuryField } from './entry-form.ts';

/*
 * Jury review (docs/product.md#reviews, docs/product.md#jury-journey): sub-judges propose on the
 * entries assigned to them (first level), second-level judges review those results and propose
 * (second level), the judge sets the final award.
 */

export const ReviewLevel = z.enum(['first', 'second']);
export type ReviewLevel = z.infer<typeof ReviewLevel>;

/** A draft is the reviewer's alone; only submitted reviews count (docs/product.md#reviews). */
export const ReviewStatus = z.enum(['draft', 'submitted']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** A criterion's key, as the season names it (`innovation`, `aesthetics`, …). */
export const CriterionKey = requiredString(32).regex(/^([a-z][a-z0-9_]*)?$/, m.pattern());

/** One criterion a season scores on, with its weight in the total. */
export const Criterion = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  weight: z.number().int().min(1),
});
export type Criterion = z.infer<typeof Criterion>;

/**
 * A reviewer's proposal on one entry: a score per criterion, their weighted total, an award level
 * or none, a comment.
 */
export const Review = z.object({
  applyOrderId: z.number().int(),
  level: ReviewLevel,
  status: ReviewStatus,
  /** Criterion key → score; a draft may leave some out. */
  scores: z.record(z.string(), z.number().int().min(REVIEW_SCORE_MIN).max(REVIEW_SCORE_MAX)),
  /** The weighted mean of the scores (two decimals), null until every criterion is scored. */
  total: z.number().nullable(),
  /** Whether a proposal is made: false on a draft that has not chosen yet. */
  awardChosen: z.boolean(),
  /** null proposes no award (or, with `awardChosen` false, nothing yet). */
  awardLevelId: z.number().int().nullable(),
  comment: z.string(),
  updatedAt: IsoDate,
  submittedAt: IsoDate.nullable(),
});
export type Review = z.infer<typeof Review>;

/**
 * Body of every proposal call; sending it again replaces the reviewer's earlier proposal.
 * `submit: false` keeps it a draft (autosave); `submit: true` needs every criterion scored and an
 * award level or an explicit `null` ("no award").
 */
export const ReviewRequest = z.object({
  apply_order_id: ApplyOrderId,
  /** One score per criterion, each key once; a draft may leave some out. */
  scores: z
    .array(z.object({ key: CriterionKey, score: intInRange(REVIEW_SCORE_MIN, REVIEW_SCORE_MAX) }), {
      error: requiredOrType,
    })
    .max(REVIEW_CRITERIA_MAX, m.type())
    .refine((list) => new Set(list.map((s) => s.key)).size === list.length, m.type()),
  awardLevelId: Id.nullable().optional(),
  comment: optionalString(REVIEW_COMMENT_MAX),
  submit: Flag,
});
export type ReviewRequest = z.input<typeof ReviewRequest>;

/** What a proposal call answers: the review as stored and where "save and next" goes. */
export const ReviewSaved = Review.extend({
  /** The caller's next entry still to review, the one with the fewest reviews first; null when done. */
  nextApplyOrderId: z.number().int().nullable(),
});
export type ReviewSaved = z.infer<typeof ReviewSaved>;

export const ReviewerRef = z.object({ id: z.number().int(), name: z.string() });
export type ReviewerRef = z.infer<typeof ReviewerRef>;

export const ReviewWithReviewer = Review.extend({ reviewer: ReviewerRef });
export type ReviewWithReviewer = z.infer<typeof ReviewWithReviewer>;

/**
 * Proposals on one entry at one level, summed up: submitted reviews only, never one by a reviewer
 * with a conflict of interest on the entry.
 */
export const ReviewStats = z.object({
  count: z.number().int().min(0),
  /** The mean of the reviews' weighted totals (two decimals). */
  averageScore: z.number().nullable(),
  /**
   * How many of them were scored under criteria the season has changed since (their totals use
   * the weights of then; docs/product.md#criteria).
   */
  olderCriteria: z.number().int().min(0),
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
  /** The custom fields its form shows to the jury, with the entrant's values. */
  fields: z.array(JuryField),
  submittedAt: IsoDate.nullable(),
});
export type BlindEntry = z.infer<typeof BlindEntry>;

/** A sub-judge's worklist row (`subJuryAwardList`). */
export const SubJuryAwardItem = BlindEntry.extend({ myReview: Review.nullable() });
export type SubJuryAwardItem = z.infer<typeof SubJuryAwardItem>;

/**
 * One counted first-level review as a second-level judge reads it (docs/product.md#reviews):
 * "Reviewer n" and what they made of the work — scores, total, proposal, comment — and nothing
 * that could tell who wrote it (no name, account, dates or status).
 */
export const AnonymousReview = z.object({
  /** 1, 2, 3… per entry; the same review keeps its number in every answer. */
  reviewer: z.number().int().min(1),
  /** Criterion key → score. */
  scores: z.record(z.string(), z.number().int().min(REVIEW_SCORE_MIN).max(REVIEW_SCORE_MAX)),
  /** The weighted mean of the scores (two decimals). */
  total: z.number().nullable(),
  /** The proposed award level; null proposes no award. */
  awardLevelId: z.number().int().nullable(),
  comment: z.string(),
});
export type AnonymousReview = z.infer<typeof AnonymousReview>;

/**
 * The first level's reviews of an entry for a second-level judge. Hidden (`visible` false, no
 * reviews) until the caller has submitted their own review of the entry, unless the season lets
 * them read the first level before (docs/product.md#reviews).
 */
export const FirstLevelReviews = z.object({
  visible: z.boolean(),
  reviews: z.array(AnonymousReview),
});
export type FirstLevelReviews = z.infer<typeof FirstLevelReviews>;

/**
 * A second-level judge's worklist row: their own proposal and, once they may read them
 * (`firstLevelVisible`, as `FirstLevelReviews`), the first level's results, anonymous. Until
 * then `firstLevel` holds only the count (no average, no proposals) and `firstLevelReviews` is empty.
 */
export const SecondLevelAwardItem = BlindEntry.extend({
  firstLevel: ReviewStats,
  firstLevelVisible: z.boolean(),
  firstLevelReviews: z.array(AnonymousReview),
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

/** Review progress of an entry's first level: who is assigned, who has submitted. */
export const ReviewProgress = z.enum(['unassigned', 'none', 'partial', 'complete']);
export type ReviewProgress = z.infer<typeof ReviewProgress>;

/** A row of the judge's table (`judgeEntryList`). */
export const JudgeEntryItem = EntrySummary.extend({
  entrant: EntrantRef,
  subJudgeCount: z.number().int().min(0),
  progress: ReviewProgress,
  firstLevel: ReviewStats,
  /**
   * The first-level average with each reviewer's scores normalised (z-scores mapped back to the
   * panel's scale, docs/product.md#calibration); raw scores stay in `firstLevel`.
   */
  normalisedScore: z.number().nullable(),
  /** Whether the entry reached the second level (docs/product.md#jury-journey). */
  secondLevelReached: z.boolean(),
  secondLevel: ReviewStats,
  /**
   * For a shown entry whose season's results date is still ahead, that date: the entry is ready,
   * public from then (docs/product.md#publishing-winners). Null otherwise.
   */
  goesPublicAt: IsoDate.nullable(),
});
export type JudgeEntryItem = z.infer<typeof JudgeEntryItem>;

/** A row of the judge's second-level overview: every second-level proposal, with who made it. */
export const JudgeSecondLevelItem = JudgeEntryItem.extend({
  secondLevelReviews: z.array(ReviewWithReviewer),
});
export type JudgeSecondLevelItem = z.infer<typeof JudgeSecondLevelItem>;

/** Why a reviewer may not judge an entry (docs/product.md#conflicts-of-interest). */
export const ConflictReason = z.enum(['declared', 'organisation', 'email_domain', 'same_category']);
export type ConflictReason = z.infer<typeof ConflictReason>;

/** A sub-judge account as `getSubJudges` lists it for one entry. */
export const SubJudgeOnEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  assigned: z.boolean(),
  assignedAt: IsoDate.nullable(),
  /** Entries assigned to this sub-judge in the season, to spread the work. */
  workload: z.number().int().min(0),
  /** Why they may not review this entry; null when they may. */
  conflict: ConflictReason.nullable(),
  review: Review.nullable(),
});
export type SubJudgeOnEntry = z.infer<typeof SubJudgeOnEntry>;

/** What a reviewer scores on this season (`/subjudges/reviewCriteria`). */
export const ReviewCriteria = z.object({
  seasonYear: z.number().int(),
  criteria: z.array(Criterion),
  scoreMin: z.number().int(),
  scoreMax: z.number().int(),
  awardLevels: z.array(AwardRef),
  firstReviewEndsAt: IsoDate,
  secondReviewEndsAt: IsoDate,
});
export type ReviewCriteria = z.infer<typeof ReviewCriteria>;

/** A review with who wrote it and whether it counts, as only the judge sees it. */
export const JudgeReview = ReviewWithReviewer.extend({
  /** false for a draft, and when the reviewer has a conflict of interest on the entry: kept, never counted. */
  counts: z.boolean(),
  /** Why the reviewer may not judge the entry, or null. */
  conflict: ConflictReason.nullable(),
  /** The reason a reviewer gave when they declared the conflict (only ever shown to the judge). */
  conflictNote: z.string().nullable(),
  /** Scored under criteria and weights the season has changed since (docs/product.md#criteria). */
  olderCriteria: z.boolean(),
});
export type JudgeReview = z.infer<typeof JudgeReview>;

/** One entry in full for the judge (`/judge/entryDetail`), with every review. */
export const JudgeEntryDetail = JudgeEntryItem.extend({
  description: z.string(),
  credits: z.string(),
  videoUrl: z.string().nullable(),
  images: z.array(EntryImage),
  pdf: EntryPdf.nullable(),
  /** The custom fields its form shows to the jury; the judge sees the others too (`hiddenFields`). */
  fields: z.array(JuryField),
  /** The custom fields not shown to the jury, which only the judge reads. */
  hiddenFields: z.array(JuryField),
  reviews: z.array(JudgeReview),
});
export type JudgeEntryDetail = z.infer<typeof JudgeEntryDetail>;

/** The automatic assignment, previewed and applied (docs/product.md#assignment). */
export const AssignmentPlan = z.object({
  /** Identifies the plan: applying it with a stale id (the entries or panel changed) is a 409. */
  planId: z.string(),
  perEntry: z.number().int(),
  entries: z.number().int().min(0),
  /** Per sub-judge: entries held before, added by the plan, and after. */
  subJudges: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      before: z.number().int().min(0),
      added: z.number().int().min(0),
      after: z.number().int().min(0),
      categories: z.array(z.number().int()),
    }),
  ),
  /** The new pairs, entry by entry. */
  assignments: z.array(
    z.object({ applyOrderId: z.number().int(), subJudgeIds: z.array(z.number().int()) }),
  ),
  /** Entries left short of `perEntry`, and why. */
  unfilled: z.array(
    z.object({
      applyOrderId: z.number().int(),
      missing: z.number().int().min(1),
      reason: z.string(),
    }),
  ),
  /** How the plan was made, in words, for the preview. */
  explanation: z.array(z.string()),
});
export type AssignmentPlan = z.infer<typeof AssignmentPlan>;

/** How far the first level has come, per sub-judge and per category (`/judge/reviewProgress`). */
export const JuryProgress = z.object({
  bySubJudge: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      assigned: z.number().int().min(0),
      submitted: z.number().int().min(0),
      drafts: z.number().int().min(0),
    }),
  ),
  byCategory: z.array(
    z.object({
      category: CategoryRef,
      entries: z.number().int().min(0),
      assigned: z.number().int().min(0),
      reviewsDue: z.number().int().min(0),
      reviewsDone: z.number().int().min(0),
    }),
  ),
});
export type JuryProgress = z.infer<typeof JuryProgress>;

/** One reviewer's scoring habits (docs/product.md#calibration). */
export const JudgeCalibration = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  count: z.number().int().min(0),
  mean: z.number().nullable(),
  /** Standard deviation of their totals. */
  spread: z.number().nullable(),
  /** Share (0–1) of their totals at 9 or more. */
  topShare: z.number().nullable(),
  /** Their mean minus the panel's. */
  meanDelta: z.number().nullable(),
  /**
   * Entrants of the reviewer's own country: their mean against the other reviewers' mean on the
   * same entries; `flagged` when markedly higher.
   */
  ownCountry: z
    .object({
      count: z.number().int().min(0),
      mean: z.number(),
      panelMean: z.number().nullable(),
      delta: z.number().nullable(),
      flagged: z.boolean(),
    })
    .nullable(),
});
export type JudgeCalibration = z.infer<typeof JudgeCalibration>;

export const Calibration = z.object({
  seasonYear: z.number().int(),
  level: ReviewLevel,
  /** Set once winners are published: the figures are the snapshot taken then. */
  frozenAt: IsoDate.nullable(),
  panel: z.object({
    count: z.number().int().min(0),
    mean: z.number().nullable(),
    spread: z.number().nullable(),
  }),
  judges: z.array(JudgeCalibration),
});
export type Calibration = z.infer<typeof Calibration>;
