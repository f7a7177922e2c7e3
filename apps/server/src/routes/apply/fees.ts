import {
  checkOrderStatus,
  getAdditionalTrophyFeePaymentChannels,
  getEntryFee,
  getEntryFeePaymentChannels,
  getWinnerPackageFeePaymentChannels,
  orderMoreTrophies,
  payAdditionalTrophyFee,
  payEntryFee,
  payWinnerPackageFee,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { getEntryFee as getEntryFeeService } from '../../services/payments/get-entry-fee.ts';
import { orderMoreTrophies as orderMoreTrophiesService } from '../../services/payments/order-more-trophies.ts';
import { payEntryFee as payEntryFeeService } from '../../services/payments/pay-entry-fee.ts';
import { payTrophyFee } from '../../services/payments/pay-trophy-fee.ts';
import { payWinnerPackageFee as payWinnerPackageFeeService } from '../../services/payments/pay-winner-package-fee.ts';
import { queryOrder } from '../../services/payments/query-order.ts';

/**
 * The entrant's fees (docs/product.md#apply-calls, apps/server/src/services/payments/README.md#payments): quotes,
 * channels, payment orders and trophy orders, each on the caller's own entries only.
 */
export function applyFeeRoutes(app: FastifyInstance): void {
  defineRoute(app, getEntryFee, ({ ctx, body, user }) =>
    getEntryFeeService(ctx, { entryId: body.apply_order_id, invitationCode: body.invitationCode, userId: user.id }),
  );
  // Every fee is payable through every enabled provider.
  defineRoute(app, getEntryFeePaymentChannels, ({ ctx }) => ctx.payments.channels());
  defineRoute(app, getWinnerPackageFeePaymentChannels, ({ ctx }) => ctx.payments.channels());
  defineRoute(app, getAdditionalTrophyFeePaymentChannels, ({ ctx }) => ctx.payments.channels());
  defineRoute(app, payEntryFee, ({ ctx, body, user }) =>
    payEntryFeeService(ctx, { entryId: body.apply_order_id, provider: body.provider, userId: user.id }),
  );
  defineRoute(app, payWinnerPackageFee, ({ ctx, body, user }) =>
    payWinnerPackageFeeService(ctx, { entryId: body.apply_order_id, provider: body.provider, userId: user.id }),
  );
  defineRoute(app, payAdditionalTrophyFee, ({ ctx, body, user }) =>
    payTrophyFee(ctx, { entryId: body.apply_order_id, trophyOrderId: body.trophyOrderId, provider: body.provider, userId: user.id }),
  );
  defineRoute(app, orderMoreTrophies, ({ ctx, body, user }) =>
    orderMoreTrophiesService(ctx, { entryId: body.apply_order_id, quantity: body.quantity, address: body.address, userId: user.id }),
  );
  defineRoute(app, checkOrderStatus, ({ ctx, query, user }) => queryOrder(ctx, { orderNo: query.order_no, userId: user.id }));
}
