import type { AssignmentPlan, JudgeEntryItem, ReviewStats } from '@laurel/contract';
import { entrySummary } from './entry-data.ts';

/** Contract-shaped rows and plans for the judge's page tests. */

const noReviews: ReviewStats = { count: 0, averageScore: null, proposals: [] };

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
