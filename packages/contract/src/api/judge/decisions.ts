import { z } from 'zod';
import {
  ApplyOrderId,
  EntryStatus,
  FeeStatus,
  Flag,
  Id,
  IdArray,
  oneOf,
  optionalString,
} from '../../fields.ts';
import { defineCall } from '../define.ts';
import { BATCH_SHOW_MAX, NOTE_MAX } from '../limits.ts';
import { AwardRef } from '../models/competition.ts';
import { EntryFeeStatuses } from '../models/entry.ts';
import { PaymentOrder } from '../models/payment.ts';
import { ID_MAX, intInRange, requiredString, storableString } from '../../fields.ts';

/**
 * The judge's decisions (docs/product.md#judge-calls): fee statuses, the final award and
 * publication. Each writes an audit-log row with before and after (docs/product.md#audit-log).
 */

/**
 * Fee statuses are set by hand for transfers confirmed offline, waivers and refunds
 * (docs/product.md#jury-journey); `note` says why and goes into the audit log.
 */
export const ChangeFeeStatusRequest = z.object({
  apply_order_id: ApplyOrderId,
  status: oneOf(FeeStatus.options),
  note: optionalString(NOTE_MAX),
});
export type ChangeFeeStatusRequest = z.input<typeof ChangeFeeStatusRequest>;

const changeFeeStatus = (path: string, fee: string) =>
  defineCall({
    method: 'POST',
    path,
    summary: `Set the ${fee} fee status of an entry`,
    tag: 'judge',
    auth: 'judge',
    body: ChangeFeeStatusRequest,
    response: EntryFeeStatuses,
  });

export const changeEntryFeeStatus = changeFeeStatus('/judge/changeEntryFeeStatus', 'entry');
export const changeWinnerPackageFeeStatus = changeFeeStatus(
  '/judge/changeWinnerPackageFeeStatus',
  'winner-package',
);
export const changeAdditionalTrophyFeeStatus = changeFeeStatus(
  '/judge/changeAdditionalTrophyFeeStatus',
  'additional-trophy',
);

/** The final award: a level makes the entry `awarded`, null `not_awarded`. */
export const AwardEntryRequest = z.object({
  apply_order_id: ApplyOrderId,
  awardLevelId: Id.nullable(),
  comment: optionalString(NOTE_MAX),
});
export type AwardEntryRequest = z.input<typeof AwardEntryRequest>;

export const AwardEntryResponse = z.object({
  id: z.number().int(),
  status: EntryStatus,
  award: AwardRef.nullable(),
});
export type AwardEntryResponse = z.infer<typeof AwardEntryResponse>;

export const awardEntry = defineCall({
  method: 'POST',
  path: '/judge/award',
  summary: 'Set the final award of an entry',
  tag: 'judge',
  auth: 'judge',
  body: AwardEntryRequest,
  response: AwardEntryResponse,
});

/** Only awarded entries can be shown among the public winners (409 otherwise). */
export const SetShowRequest = z.object({ apply_order_id: ApplyOrderId, isShow: Flag });
export type SetShowRequest = z.input<typeof SetShowRequest>;

export const setEntryShow = defineCall({
  method: 'POST',
  path: '/judge/isShow',
  summary: 'Show or hide an awarded entry among the public winners',
  tag: 'judge',
  auth: 'judge',
  body: SetShowRequest,
  response: z.object({ id: z.number().int(), isShow: z.boolean() }),
});

export const BatchShowRequest = z.object({
  apply_order_ids: IdArray(BATCH_SHOW_MAX),
  isShow: Flag,
});
export type BatchShowRequest = z.input<typeof BatchShowRequest>;

/** Entries that are not awarded are left as they are and listed in `skipped`. */
export const BatchShowResponse = z.object({
  updated: z.number().int().min(0),
  skipped: z.array(z.number().int()),
});
export type BatchShowResponse = z.infer<typeof BatchShowResponse>;

export const batchShowEntries = defineCall({
  method: 'POST',
  path: '/judge/batchShow',
  summary: 'Show or hide several awarded entries at once',
  tag: 'judge',
  auth: 'judge',
  body: BatchShowRequest,
  response: BatchShowResponse,
});

/**
 * Gives back part or all of a paid order through its provider (docs/product.md#payment-orders).
 * `refundNo` is the caller's idempotency key: sending the same request twice (a double click, a
 * retry after a timeout) makes one refund. Each refund issues a credit note.
 */
export const RefundPaymentRequest = z.object({
  orderNo: requiredString(64),
  refundNo: storableString().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, - or _.'),
  amountCents: intInRange(1, ID_MAX),
  reason: requiredString(NOTE_MAX),
});
export type RefundPaymentRequest = z.input<typeof RefundPaymentRequest>;

export const refundPayment = defineCall({
  method: 'POST',
  path: '/judge/refundPayment',
  summary: 'Refund part or all of a paid order',
  tag: 'judge',
  auth: 'judge',
  body: RefundPaymentRequest,
  response: PaymentOrder,
});
