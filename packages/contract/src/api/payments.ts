import { defineCall } from './define.ts';
import { PaymentOrder } from './models/payment.ts';
import { ApplyOrderRequest, OrderNoRequest } from './models/requests.ts';

/**
 * Provider-specific calls (docs/product.md#payment-calls). They act on the caller's own entries and
 * orders (auth `user`); the provider's callback arrives on `/api/notify/{provider}` instead
 * (docs/product.md#payment-flow), outside this list.
 */

/** The WeChat Pay QR flow for the entry fee: the same open order as `entryFeePayment` with `wxpay`. */
export const getWxpayEntryFeeQrcode = defineCall({
  method: 'POST',
  path: '/wxpay/getEntryFeeQrcode',
  summary: 'WeChat Pay QR code for the entry fee',
  tag: 'payments',
  auth: 'user',
  body: ApplyOrderRequest,
  response: PaymentOrder,
});

/** "Awarded" is the winner-package fee an awarded entry pays (docs/product.md#fees). */
export const getWxpayAwardedQrcode = defineCall({
  method: 'POST',
  path: '/wxpay/getAwardedQrcode',
  summary: 'WeChat Pay QR code for the winner-package fee',
  tag: 'payments',
  auth: 'user',
  body: ApplyOrderRequest,
  response: PaymentOrder,
});

/**
 * Each provider's query asks the provider now and applies a final result once
 * (docs/product.md#payment-orders), so the page can settle an order whose callback was lost.
 */
export const queryWxpayOrder = defineCall({
  method: 'POST',
  path: '/wxpay/queryOrder',
  summary: 'Query a WeChat Pay order at the provider',
  tag: 'payments',
  auth: 'user',
  body: OrderNoRequest,
  response: PaymentOrder,
});

export const queryTransferEasyOrder = defineCall({
  method: 'POST',
  path: '/transferEasy/queryOrder',
  summary: 'Query a TransferEasy order at the provider',
  tag: 'payments',
  auth: 'user',
  body: OrderNoRequest,
  response: PaymentOrder,
});

export const queryAntomOrder = defineCall({
  method: 'POST',
  path: '/antom/queryOrder',
  summary: 'Query an Antom order at the provider',
  tag: 'payments',
  auth: 'user',
  body: OrderNoRequest,
  response: PaymentOrder,
});

export const paymentCalls = {
  getWxpayEntryFeeQrcode,
  getWxpayAwardedQrcode,
  queryWxpayOrder,
  queryTransferEasyOrder,
  queryAntomOrder,
};
