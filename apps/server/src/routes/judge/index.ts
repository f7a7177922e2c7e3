import {
  awardEntry,
  changeAdditionalTrophyFeeStatus,
  changeEntryFeeStatus,
  changeWinnerPackageFeeStatus,
  refundPayment,
  type FeeKind,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { awardEntry as awardEntryService } from '../../services/judging/award-entry.ts';
import { changeFeeStatus } from '../../services/judging/change-fee-status.ts';
import { refundPayment as refundPaymentService } from '../../services/payments/refund-payment.ts';
import { judgeZipRoutes } from './zips.ts';

/**
 * The judge's calls (docs/product.md#judge-calls), judges only (identity 1, enforced by the
 * route's `auth`). Issue 13 brings the rest of the jury's work.
 */
export function judgeRoutes(app: FastifyInstance): void {
  judgeZipRoutes(app);
  defineRoute(app, awardEntry, ({ ctx, body, user, language }) =>
    awardEntryService(ctx, { actorId: user.id, entryId: body.apply_order_id, awardLevelId: body.awardLevelId, comment: body.comment, language }),
  );
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
