import { z } from 'zod';
import { ApplyOrderId, Id, intInRange, oneOf, optionalString } from '../../fields.ts';
import { defineCall } from '../define.ts';
import { CODE_MAX, TROPHY_QUANTITY_MAX } from '../limits.ts';
import { AwardLevel, RegistrationWindow } from '../models/competition.ts';
import {
  EntryFeeQuote,
  PaymentChannel,
  PaymentOrder,
  PaymentProvider,
  ShippingAddressInput,
  TrophyOrder,
} from '../models/payment.ts';
import { OrderNoRequest } from '../models/requests.ts';

/**
 * Fees of the caller's entries (docs/product.md#apply-calls, docs/product.md#payment-flow): quote,
 * channels, payment orders and their status, trophy orders; plus the award levels and registration
 * window the entrant's pages read.
 */

export const OrderMoreTrophiesRequest = z.object({
  apply_order_id: ApplyOrderId,
  quantity: intInRange(1, TROPHY_QUANTITY_MAX),
  address: ShippingAddressInput,
});
export type OrderMoreTrophiesRequest = z.input<typeof OrderMoreTrophiesRequest>;

export const orderMoreTrophies = defineCall({
  method: 'POST',
  path: '/apply/orderMoreTrophies',
  summary: 'Order extra trophies for an awarded entry; pay with additionalTrophyFeePayment',
  tag: 'apply',
  auth: 'user',
  body: OrderMoreTrophiesRequest,
  response: TrophyOrder,
});

/** A POST because a valid invitation code is attached to the entry (docs/product.md#codes). */
export const GetEntryFeeRequest = z.object({
  apply_order_id: ApplyOrderId,
  invitationCode: optionalString(CODE_MAX),
});
export type GetEntryFeeRequest = z.input<typeof GetEntryFeeRequest>;

export const getEntryFee = defineCall({
  method: 'POST',
  path: '/apply/getEntryFee',
  summary: 'What the entry fee comes to, after an invitation code',
  tag: 'apply',
  auth: 'user',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: GetEntryFeeRequest,
  response: EntryFeeQuote,
});

const channels = (path: string, fee: string) =>
  defineCall({
    method: 'GET',
    path,
    summary: `Payment channels enabled for the ${fee} fee`,
    tag: 'apply',
    auth: 'user',
    response: z.array(PaymentChannel),
  });

export const getEntryFeePaymentChannels = channels('/apply/getEntryFeePaymentChannel', 'entry');
export const getWinnerPackageFeePaymentChannels = channels(
  '/apply/getWinnerPackageFeePaymentChannel',
  'winner-package',
);
export const getAdditionalTrophyFeePaymentChannels = channels(
  '/apply/getAdditionalTrophyFeePaymentChannel',
  'additional-trophy',
);

/**
 * Starting a payment returns the order to show (QR code or checkout link). While one is
 * pending for the same entry, fee and provider, the same order comes back
 * (docs/product.md#payment-orders).
 */
export const PayFeeRequest = z.object({
  apply_order_id: ApplyOrderId,
  provider: oneOf(PaymentProvider.options),
});
export type PayFeeRequest = z.input<typeof PayFeeRequest>;

/** Trophies are paid per trophy order, since an entry may order more than once. */
export const PayTrophyFeeRequest = PayFeeRequest.extend({ trophyOrderId: Id });
export type PayTrophyFeeRequest = z.input<typeof PayTrophyFeeRequest>;

export const payEntryFee = defineCall({
  method: 'POST',
  path: '/apply/entryFeePayment',
  summary: 'Start paying the entry fee of a submitted entry',
  tag: 'apply',
  auth: 'user',
  body: PayFeeRequest,
  response: PaymentOrder,
});

export const payWinnerPackageFee = defineCall({
  method: 'POST',
  path: '/apply/winnerPackageFeePayment',
  summary: 'Start paying the winner-package fee of an awarded entry',
  tag: 'apply',
  auth: 'user',
  body: PayFeeRequest,
  response: PaymentOrder,
});

export const payAdditionalTrophyFee = defineCall({
  method: 'POST',
  path: '/apply/additionalTrophyFeePayment',
  summary: 'Start paying a trophy order',
  tag: 'apply',
  auth: 'user',
  body: PayTrophyFeeRequest,
  response: PaymentOrder,
});

/**
 * `/pay-result` polls it (docs/product.md#payment-flow); a pending order is re-queried at its
 * provider.
 */
export const checkOrderStatus = defineCall({
  method: 'GET',
  path: '/apply/checkOrderStatus',
  summary: 'The status of one of the caller’s payment orders',
  tag: 'apply',
  auth: 'user',
  query: OrderNoRequest,
  response: PaymentOrder,
});

export const getApplyAwardClassification = defineCall({
  method: 'GET',
  path: '/apply/awardClassification',
  summary: 'Award levels with their fees, for the award and trophy pages',
  tag: 'apply',
  auth: 'user',
  response: z.array(AwardLevel),
});

export const getRegistrationTime = defineCall({
  method: 'GET',
  path: '/apply/registrationTime',
  summary: 'Whether entries may be created and submitted now',
  tag: 'apply',
  auth: 'user',
  response: RegistrationWindow,
});
