import type {
  AssignmentPlan,
  JudgeEntryDetail,
  JudgeEntryItem,
  Review,
  ReviewCriteria,
  ReviewStats,
  SubJuryAwardItem,
} from '@laurel/contract';
import { entrySummary } from './entry-data.ts';

/** Contract-shaped rows, plans and reviews for the page tests of the judge and the reviewers. */

const noReviews: ReviewStats = { count: 0, averageScore: null, olderCriteria: 0, proposals: [] };

export const judgeEntry = (id: number, overrides: Partial<JudgeEntryItem> = {}): JudgeEntryItem => ({
  ...entrySummary(id, { status: 'in_review', entryFeeStatus: 'paid', submittedAt: '2027-03-01T10:00:00.000Z' }),
  entrant: { id: 100 + id, name: `Entrant ${id}`, email: `entrant${id}@example.com`, company: 'Studio North', country: 'DE' },
  subJudgeCount: 0,
  progress: 'unassigned',
  firstLevel: noReviews,
  normalisedScore: null,
  secondLevelReached: false,
  secondLevel: noReviews,
  goesPublicAt: null,
  ...overrides,
});

export const assignmentPlan = (planId: string, overrides: Partial<AssignmentPlan> = {}): AssignmentPlan => ({
  planId,
  perEntry: 2,
  entries: 2,
  subJudges: [
    { id: 31, name: 'Sub-judge One', before: 0, added: 2, after: 2, categories: [] },
    { id: 32, name: 'Sub-judge Two', before: 1, added: 2, after: 3, categories: [2] },
  ],
  assignments: [
    { applyOrderId: 1, subJudgeIds: [31, 32] },
    { applyOrderId: 2, subJudgeIds: [31, 32] },
  ],
  unfilled: [],
  explanation: ['Entries with the fewest eligible sub-judges go first.'],
  ...overrides,
});

/** The season's review setup: two weighted criteria, two award levels, deadlines far ahead. */
export const reviewCriteria: ReviewCriteria = {
  seasonYear: 2027,
  criteria: [
    { key: 'innovation', name: 'Innovation', description: 'How new the idea is.', weight: 60 },
    { key: 'function', name: 'Function', description: 'How well it works.', weight: 40 },
  ],
  scoreMin: 1,
  scoreMax: 10,
  awardLevels: [
    { id: 2, name: 'Gold', rank: 2 },
    { id: 1, name: 'Platinum', rank: 1 },
  ],
  firstReviewEndsAt: '2099-06-10T00:00:00.000Z',
  secondReviewEndsAt: '2099-07-20T00:00:00.000Z',
};

/** An entry on a sub-judge's list, as the reviewer sees it (blind). */
export const reviewItem = (id: number, title: string): SubJuryAwardItem => ({
  id,
  seasonYear: 2027,
  title,
  category: { id: 4, name: 'Lighting', groupName: 'Product design' },
  description: `${title}, described.`,
  coverUrl: null,
  images: [],
  videoUrl: null,
  pdf: null,
  fields: [],
  submittedAt: '2027-03-01T10:00:00.000Z',
  myReview: null,
});

/** A first-level review of entry 31, submitted. */
export const review = (overrides: Partial<Review>): Review => ({
  applyOrderId: 31,
  level: 'first',
  status: 'submitted',
  scores: { innovation: 8, function: 6 },
  total: 7.2,
  awardChosen: true,
  awardLevelId: 2,
  comment: '',
  updatedAt: '2027-05-12T10:04:00.000Z',
  submittedAt: '2027-05-12T10:04:00.000Z',
  ...overrides,
});

/** One entry in full as the judge reads it (`getJudgeEntryDetail`), without reviews unless told. */
export const judgeEntryDetail = (id: number, title: string, overrides: Partial<JudgeEntryDetail> = {}): JudgeEntryDetail => ({
  ...reviewItem(id, title),
  entryFeeStatus: 'paid',
  winnerPackageFeeStatus: 'unpaid',
  additionalTrophyFeeStatus: 'unpaid',
  status: 'in_review',
  draftStep: 3,
  award: null,
  isShow: false,
  entryFeeCents: 30000,
  winnerPackageFeeCents: null,
  trophyFeeCents: null,
  documents: { entryFeeInvoice: true, winnerPackageFeeInvoice: false, additionalTrophyFeeInvoice: false, certificate: false },
  createdAt: '2027-02-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
  entrant: { id: 9, name: 'Nordlicht Studio', email: 'hello@nordlicht.example', company: 'Nordlicht', country: 'DE' },
  subJudgeCount: 2,
  progress: 'complete',
  firstLevel: { count: 0, averageScore: null, olderCriteria: 0, proposals: [] },
  normalisedScore: null,
  secondLevelReached: false,
  secondLevel: { count: 0, averageScore: null, olderCriteria: 0, proposals: [] },
  goesPublicAt: null,
  credits: '',
  hiddenFields: [],
  reviews: [],
  ...overrides,
});
