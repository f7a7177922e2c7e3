import {
  getWxpayAwardedQrcode,
  getWxpayEntryFeeQrcode,
  queryAntomOrder,
  queryTransferEasyOrder,
  queryWxpayOrder,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { payEntryFee } from '../../services/payments/pay-entry-fee.ts';
import { payWinnerPackageFee } from '../../services/payments/pay-winner-package-fee.ts';
import { queryOrder } from '../../services/payments/query-order.ts';

/**
 * The provider-named calls (docs/product.md#payment-calls): the same orders as the `/apply` calls
 * with the provider fixed, so a page written for one provider and one written for the interface
 * meet the same order.
 */
export function providerCallRoutes(app: FastifyInstance): void {
  defineRoute(app, getWxpayEntryFeeQrcode, ({ ctx, body, user }) =>
    payEntryFee(ctx, { entryId: body.apply_order_id, provider: 'wxpay', userId: user.id }),
  );
  defineRoute(app, getWxpayAwardedQrcode, ({ ctx, body, user }) =>
    payWinnerPackageFee(ctx, { entryId: body.apply_order_id, provider: 'wxpay', userId: user.id }),
  );
  defineRoute(app, queryWxpayOrder, ({ ctx, body, user }) => queryOrder(ctx, { orderNo: body.order_no, provider: 'wxpay', userId: user.id }));
  defineRoute(app, queryTransferEasyOrder, ({ ctx, body, user }) =>
    queryOrder(ctx, { orderNo: body.order_no, provider: 'transferEasy', userId: user.id }),
  );
  defineRoute(app, queryAntomOrder, ({ ctx, body, user }) => queryOrder(ctx, { orderNo: body.order_no, provider: 'antom', userId: user.id }));
}
