import {
  applyAutoAssignment,
  assignSubJudge,
  awardEntry,
  batchShowEntries,
  changeAdditionalTrophyFeeStatus,
  changeEntryFeeStatus,
  changeWinnerPackageFeeStatus,
  exportReviewsCsv,
  getCalibration,
  getEntrySubJudges,
  getJudgeEntryDetail,
  getReviewProgress,
  getSeasonResults,
  getSiteNotices,
  listJudgeEntries,
  listJudgeSecondLevelAwards,
  previewAssignment,
  publishResults,
  refundPayment,
  setEntryShow,
  type FeeKind,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { assignSubJudges } from '../../services/judging/assign-sub-judges.ts';
import { applyAutoAssignment as applyAutoAssignmentService, previewAssignment as previewAssignmentService } from '../../services/judging/auto-assign.ts';
import { awardEntry as awardEntryService } from '../../services/judging/award-entry.ts';
import { getCalibration as getCalibrationService } from '../../services/judging/calibration.ts';
import { changeFeeStatus } from '../../services/judging/change-fee-status.ts';
import { exportReviewsCsv as exportReviewsCsvService } from '../../services/judging/export-reviews-csv.ts';
import { getEntrySubJudges as getEntrySubJudgesService } from '../../services/judging/get-entry-sub-judges.ts';
import { getJudgeEntryDetail as getJudgeEntryDetailService } from '../../services/judging/get-judge-entry-detail.ts';
import { judgeSeason } from '../../services/judging/judge-season.ts';
import { listJudgeEntries as listJudgeEntriesService } from '../../services/judging/list-judge-entries.ts';
import { listJudgeSecondLevel } from '../../services/judging/list-judge-second-level.ts';
import { publishResults as publishResultsService } from '../../services/judging/publish-results.ts';
import { getReviewProgress as getReviewProgressService } from '../../services/judging/review-progress.ts';
import { getSeasonResults as getSeasonResultsService } from '../../services/judging/season-results.ts';
import { setEntriesShow, setEntryShow as setEntryShowService } from '../../services/judging/set-entry-show.ts';
import { refundPayment as refundPaymentService } from '../../services/payments/refund-payment.ts';
import { siteNotices } from '../../services/competition/site-notices.ts';
import { judgeZipRoutes } from './zips.ts';

/**
 * The judge's calls (docs/product.md#judge-calls), judges only (identity 1, enforced by the
 * route's `auth`).
 */
export function judgeRoutes(app: FastifyInstance): void {
  judgeZipRoutes(app);
  defineRoute(app, listJudgeEntries, ({ ctx, query, language }) => listJudgeEntriesService(ctx, { ...query, language }));
  defineRoute(app, getJudgeEntryDetail, ({ ctx, query, language }) => getJudgeEntryDetailService(ctx, { entryId: query.apply_order_id, language }));
  defineRoute(app, getEntrySubJudges, ({ ctx, query }) => getEntrySubJudgesService(ctx, { entryId: query.apply_order_id }));
  defineRoute(app, assignSubJudge, ({ ctx, body, user, language }) =>
    assignSubJudges(ctx, { actorId: user.id, entryId: body.apply_order_id, subJudgeIds: body.subJudgeIds, language }),
  );
  defineRoute(app, previewAssignment, ({ ctx, query }) => previewAssignmentService(ctx, { perEntry: query.perEntry, categoryId: query.categoryId }));
  defineRoute(app, applyAutoAssignment, ({ ctx, body, user }) =>
    applyAutoAssignmentService(ctx, { actorId: user.id, perEntry: body.perEntry, categoryId: body.categoryId, planId: body.planId }),
  );
  defineRoute(app, getReviewProgress, ({ ctx, query, language }) => getReviewProgressService(ctx, { year: query.year, language }));
  defineRoute(app, getSiteNotices, ({ ctx }) => siteNotices(ctx.config));
  defineRoute(app, getSeasonResults, ({ ctx, query }) => getSeasonResultsService(ctx, { year: query.year }));
  defineRoute(app, publishResults, ({ ctx, body, user }) =>
    publishResultsService(ctx, { actorId: user.id, seasonId: body.seasonId, confirmResultsAt: body.confirmResultsAt }),
  );
  defineRoute(app, getCalibration, async ({ ctx, query }) => getCalibrationService(ctx.db, await judgeSeason(ctx.db, query.year), query.level));
  defineRoute(app, listJudgeSecondLevelAwards, ({ ctx, query, language }) => listJudgeSecondLevel(ctx, { ...query, language }));
  defineRoute(app, exportReviewsCsv, async ({ ctx, query, reply, language }) => {
    const file = await exportReviewsCsvService(ctx, { ...query, language });
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store');
    return file.lines.join('');
  });
  defineRoute(app, awardEntry, ({ ctx, body, user, language }) =>
    awardEntryService(ctx, { actorId: user.id, entryId: body.apply_order_id, awardLevelId: body.awardLevelId, comment: body.comment, language }),
  );
  defineRoute(app, setEntryShow, ({ ctx, body, user }) => setEntryShowService(ctx, { actorId: user.id, entryId: body.apply_order_id, isShow: body.isShow }));
  defineRoute(app, batchShowEntries, async ({ ctx, body, user }) => {
    const { updated, skipped } = await setEntriesShow(ctx, { actorId: user.id, entryIds: body.apply_order_ids, isShow: body.isShow });
    return { updated, skipped };
  });
  const feeStatusRoute = (call: typeof changeEntryFeeStatus, feeKind: FeeKind) =>
    defineRoute(app, call, ({ ctx, body, user }) =>
      changeFeeStatus(ctx, { actorId: user.id, entryId: body.apply_order_id, feeKind, status: body.status, note: body.note }),
    );
  feeStatusRoute(changeEntryFeeStatus, 'entry');
  feeStatusRoute(changeWinnerPackageFeeStatus, 'winnerPackage');
  feeStatusRoute(changeAdditionalTrophyFeeStatus, 'additionalTrophy');
  defineRoute(app, refundPayment, ({ ctx, body, user }) =>
    refundPaymentService(ctx, { actorId: user.id, orderNo: body.orderNo, refundNo: body.refundNo, amountCents: body.amountCents, reason: body.reason }),
  );
}
