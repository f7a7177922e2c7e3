import {
  getPaymentOrder,
  listPayments,
  markPaidOffline,
  printPaymentDocument,
  reconcilePayments,
  recheckPayments,
  refundOrder,
  resendReceipt,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { getPaymentOrder as getPaymentOrderService } from '../../services/payments/desk/get-payment-order.ts';
import { listPayments as listPaymentsService } from '../../services/payments/desk/list-payments.ts';
import { markPaidOffline as markPaidOfflineService } from '../../services/payments/desk/mark-paid-offline.ts';
import { printPaymentDocument as printPaymentDocumentService } from '../../services/payments/desk/print-payment-document.ts';
import { recheckPayments as recheckPaymentsService } from '../../services/payments/desk/recheck-payments.ts';
import { reconcileDay } from '../../services/payments/desk/reconcile-day.ts';
import { refundOrder as refundOrderService } from '../../services/payments/desk/refund-order.ts';
import { resendReceipt as resendReceiptService } from '../../services/payments/desk/resend-receipt.ts';

/** The payments desk (docs/product.md#payments-desk): reads with staff:read, changes with staff:money. */
export function paymentDeskRoutes(app: FastifyInstance): void {
  defineRoute(app, listPayments, ({ ctx, query }) => listPaymentsService(ctx, query));
  defineRoute(app, getPaymentOrder, ({ ctx, query }) => getPaymentOrderService(ctx, query.orderNo));
  defineRoute(app, recheckPayments, ({ ctx, body }) => recheckPaymentsService(ctx, body));
  defineRoute(app, markPaidOffline, ({ ctx, body, user }) => markPaidOfflineService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, refundOrder, ({ ctx, body, user }) => refundOrderService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, resendReceipt, ({ ctx, body, user }) => resendReceiptService(ctx, { orderNo: body.orderNo, actorId: user.id }));
  defineRoute(app, reconcilePayments, ({ ctx, query }) => reconcileDay(ctx, query.day));
  defineRoute(app, printPaymentDocument, async ({ ctx, query, user, reply, language }) => {
    const file = await printPaymentDocumentService(ctx, { ...query, actorId: user.id, language });
    // A PDF naming a person and what they paid: opened inline, never kept by a shared cache.
    reply.type('application/pdf').header('content-disposition', `inline; filename="${file.fileName}"`).header('cache-control', 'private, no-store');
    return file.pdf;
  });
}
