import { z } from 'zod';
import { ApplyOrderId, QueryFlag, QueryId, requiredString } from '../fields.ts';
import { PageQuery, pageResult } from '../paging.ts';
import { defineCall } from './define.ts';
import { AgentCodeCheck, InvitationCodeCheck, PhaseInfo } from './models/competition.ts';
import { ApplyOrderRequest, CodeRequest } from './models/requests.ts';
import { CONFLICT_REASON_MAX } from './limits.ts';
import {
  FirstLevelReviews,
  ReviewCriteria,
  ReviewRequest,
  ReviewSaved,
  SecondLevelAwardItem,
  SubJuryAwardItem,
} from './models/review.ts';

/*
 * Reviewers' calls (docs/product.md#sub-judge-calls). The API spells the area two ways, /subJudge
 * and /subjudges, and lists different calls under each; both sets are defined, every call under its
 * own export name, and the server may serve twins from one service.
 *
 * Auth, with the reason where docs/product.md#roles-and-identities leaves it open:
 * - the sub-judge's worklist and proposal, under either spelling: `subJudge` (identity 2);
 * - /subjudges/secondLevelJudgeAwardList and /subjudges/awarded: `secondJudge` (identity 3).
 *   docs/product.md#jury-journey has second-level judges review the first-level results and
 *   propose; these are the only calls that can carry that (the judge's final award is
 *   /judge/award), and the /levelJuryreview page is theirs (docs/product.md#route-wrappers);
 * - /subjudges/getSubJudges: `secondJudge`, who reads the first-level reviews of an entry,
 *   anonymous, once their own is in (the judge has /judge/getSubJudges, with names; sub-judges
 *   must not see each other's reviews);
 * - /subjudges/getInvitationCode, getAgentCode, getPhase, reviewCriteria: `jury`, for any
 *   signed-in jury member (the first three as the /index ones).
 * - /subJudge/declareConflict: `subJudge`, on an entry assigned to the caller.
 */

/**
 * Sub-judges see only entries assigned to them, blind, never their own (docs/product.md#reviews).
 */
export const ReviewListRequest = PageQuery.extend({
  categoryId: QueryId.optional(),
  /** true: only entries the caller has reviewed; false: only those still to do. */
  reviewed: QueryFlag.optional(),
});
export type ReviewListRequest = z.input<typeof ReviewListRequest>;

const subJuryList = (path: string) =>
  defineCall({
    method: 'GET',
    path,
    summary: "The sub-judge's assigned entries (blind) with their own proposals",
    tag: 'subJudge',
    auth: 'subJudge',
    query: ReviewListRequest,
    response: pageResult(SubJuryAwardItem),
  });

export const listSubJuryAwards = subJuryList('/subJudge/subJuryAwardList');
export const listSubjudgesSubJuryAwards = subJuryList('/subjudges/subJuryAwardList');

/**
 * Sending it again replaces the caller's earlier proposal on the entry; a submitted review can
 * be changed until the review round ends.
 */
export const proposeSubJuryAward = defineCall({
  method: 'POST',
  path: '/subJudge/award',
  summary: 'Propose an award level (or none), score and comment for an assigned entry',
  tag: 'subJudge',
  auth: 'subJudge',
  body: ReviewRequest,
  response: ReviewSaved,
});

export const listSecondLevelAwards = defineCall({
  method: 'GET',
  path: '/subjudges/secondLevelJudgeAwardList',
  summary: "The second-level judge's worklist: first-level results and their own proposals",
  tag: 'subJudge',
  auth: 'secondJudge',
  query: ReviewListRequest,
  response: pageResult(SecondLevelAwardItem),
});

export const proposeSecondLevelAward = defineCall({
  method: 'POST',
  path: '/subjudges/awarded',
  summary: 'Propose an award level (or none), score and comment in the second round',
  tag: 'subJudge',
  auth: 'secondJudge',
  body: ReviewRequest,
  response: ReviewSaved,
});

/**
 * Despite its path it names no sub-judge: the reviews are "Reviewer 1, 2, 3" (blind both ways,
 * docs/product.md#reviews), and hidden until the caller's own review of the entry is submitted.
 */
export const getSubjudgesSubJudges = defineCall({
  method: 'GET',
  path: '/subjudges/getSubJudges',
  summary: "An entry's first-level reviews, anonymous, once the caller's own is submitted",
  tag: 'subJudge',
  auth: 'secondJudge',
  query: ApplyOrderRequest,
  response: FirstLevelReviews,
});

export const getSubjudgesInvitationCode = defineCall({
  method: 'GET',
  path: '/subjudges/getInvitationCode',
  summary: 'Check an invitation code (as /index/getInvitationCode)',
  tag: 'subJudge',
  auth: 'jury',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  query: CodeRequest,
  response: InvitationCodeCheck,
});

export const getSubjudgesAgentCode = defineCall({
  method: 'GET',
  path: '/subjudges/getAgentCode',
  summary: 'Check an agent code (as /index/getAgentCode)',
  tag: 'subJudge',
  auth: 'jury',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  query: CodeRequest,
  response: AgentCodeCheck,
});

export const getSubjudgesPhase = defineCall({
  method: 'GET',
  path: '/subjudges/getPhase',
  summary: 'Where the current season stands (as /index/getPhase)',
  tag: 'subJudge',
  auth: 'jury',
  response: PhaseInfo,
});

/**
 * A sub-judge declares a conflict of interest on an assigned entry (docs/product.md#conflicts-of-interest):
 * the entry leaves their list, any review of theirs stops counting, and the judge sees why.
 */
export const DeclareConflictRequest = z.object({
  apply_order_id: ApplyOrderId,
  reason: requiredString(CONFLICT_REASON_MAX),
});
export type DeclareConflictRequest = z.input<typeof DeclareConflictRequest>;

export const declareConflict = defineCall({
  method: 'POST',
  path: '/subJudge/declareConflict',
  summary: 'Declare a conflict of interest on an assigned entry',
  tag: 'subJudge',
  auth: 'subJudge',
  body: DeclareConflictRequest,
  response: z.object({ applyOrderId: z.number().int(), declared: z.literal(true) }),
});

export const getReviewCriteria = defineCall({
  method: 'GET',
  path: '/subjudges/reviewCriteria',
  summary: "The current season's criteria, weights, award levels and review deadlines",
  tag: 'subJudge',
  auth: 'jury',
  response: ReviewCriteria,
});

export const subJudgeCalls = {
  listSubJuryAwards,
  proposeSubJuryAward,
  listSubjudgesSubJuryAwards,
  proposeSecondLevelAward,
  listSecondLevelAwards,
  getSubjudgesInvitationCode,
  getSubjudgesAgentCode,
  getSubjudgesPhase,
  getSubjudgesSubJudges,
  declareConflict,
  getReviewCriteria,
};
