import {
  declareConflict,
  getReviewCriteria,
  getSubjudgesAgentCode,
  getSubjudgesInvitationCode,
  getSubjudgesPhase,
  getSubjudgesSubJudges,
  listSecondLevelAwards,
  listSubJuryAwards,
  listSubjudgesSubJuryAwards,
  proposeSecondLevelAward,
  proposeSubJuryAward,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { checkAgentCode, checkInvitationCode } from '../../services/competition/check-codes.ts';
import { getPhase } from '../../services/competition/get-phase.ts';
import { declareConflict as declareConflictService } from '../../services/judging/declare-conflict.ts';
import { getSecondLevelEntrySubJudges } from '../../services/judging/get-entry-sub-judges.ts';
import { getReviewCriteria as getReviewCriteriaService } from '../../services/judging/get-review-criteria.ts';
import { listSecondLevelEntries, listSubJuryEntries } from '../../services/judging/list-reviewer-entries.ts';
import { saveReview } from '../../services/judging/save-review.ts';

/**
 * The reviewers' calls under both spellings (docs/product.md#sub-judge-calls); twins are served
 * by one operation. Who may call each is the contract's `auth`.
 */
export function subJudgeRoutes(app: FastifyInstance): void {
  for (const call of [listSubJuryAwards, listSubjudgesSubJuryAwards]) {
    defineRoute(app, call, ({ ctx, query, user, language }) => listSubJuryEntries(ctx, { reviewerId: user.id, ...query, language }));
  }
  defineRoute(app, proposeSubJuryAward, ({ ctx, body, user }) =>
    saveReview(ctx, { reviewerId: user.id, level: 'first', entryId: body.apply_order_id, scores: body.scores, awardLevelId: body.awardLevelId, comment: body.comment, submit: body.submit }),
  );
  defineRoute(app, listSecondLevelAwards, ({ ctx, query, user, language }) => listSecondLevelEntries(ctx, { reviewerId: user.id, ...query, language }));
  defineRoute(app, proposeSecondLevelAward, ({ ctx, body, user }) =>
    saveReview(ctx, { reviewerId: user.id, level: 'second', entryId: body.apply_order_id, scores: body.scores, awardLevelId: body.awardLevelId, comment: body.comment, submit: body.submit }),
  );
  defineRoute(app, getSubjudgesSubJudges, ({ ctx, query, user }) => getSecondLevelEntrySubJudges(ctx, { reviewerId: user.id, entryId: query.apply_order_id }));
  defineRoute(app, declareConflict, ({ ctx, body, user }) => declareConflictService(ctx, { reviewerId: user.id, entryId: body.apply_order_id, reason: body.reason }));
  defineRoute(app, getReviewCriteria, ({ ctx, language }) => getReviewCriteriaService(ctx, { language }));
  defineRoute(app, getSubjudgesInvitationCode, ({ ctx, query, ip }) => checkInvitationCode(ctx, { code: query.code, ip }));
  defineRoute(app, getSubjudgesAgentCode, ({ ctx, query, ip }) => checkAgentCode(ctx, { code: query.code, ip }));
  defineRoute(app, getSubjudgesPhase, ({ ctx }) => getPhase(ctx));
}
