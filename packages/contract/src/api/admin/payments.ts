import { z } from 'zod';
import { Cents, Id, IsoDate, OrderNo, QueryId, oneOf, requiredString, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { defineCall } from '../define.ts';
import { FileResponse } from '../models/requests.ts';
import { FeeKind, OrderProvider, PaymentStatus } from '../models/payment.ts';

/*
 * The payments desk (docs/product.md#payments-desk): every order with its provider's reference,
 * state and history; pending orders asked about again; a fee marked paid offline as an order of
 * the provider `offline` (docs/decisions/024-offline-payments-are-orders.md); partial and full
 * refunds; a receipt sent again; a day's reconciliation. Reads need staff:read, changes staff:money.
 */

/** The longest text a desk search or a reason takes. */
export const DESK_TEXT_MAX = 200;
/** What the desk refunds or records by hand at most: a million dollars. */
export const DESK_AMOUNT_MAX = 100_000_000;
/** A pending order is asked about again from the desk only once it is this old (issue 29). */
export const RECHECK_AFTER_MINUTES = 15;
/** At most this many pending orders of a season are asked about in one recheck. */
export const RECHECK_MAX = 200;
/** At most this many of a day's orders are asked about at their providers in one reconciliation. */
export const RECONCILE_MAX = 500;

/** A calendar day, `YYYY-MM-DD` (UTC). */
export const DayString = storableString(m.type)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, m.pattern())
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), m.pattern());

const DeskText = (max = DESK_TEXT_MAX) => requiredString(max);

export const DeskOrder = z.object({
  orderNo: z.string(),
  provider: OrderProvider,
  /** The provider's own id of the payment; for `offline`, the transfer's reference. */
  providerReference: z.string().nullable(),
  feeKind: FeeKind,
  trophyOrderId: z.number().int().nullable(),
  amountCents: Cents,
  refundedCents: Cents,
  currency: z.string(),
  status: PaymentStatus,
  entryId: z.number().int(),
  entryTitle: z.string(),
  seasonId: z.number().int(),
  userId: z.number().int(),
  entrantName: z.string(),
  entrantEmail: z.string(),
  /** Why a person recorded it by hand (provider `offline`). */
  note: z.string().nullable(),
  /** Money that came for a fee already settled (given back by the excess job). */
  excess: z.boolean(),
  createdAt: IsoDate,
  paidAt: IsoDate.nullable(),
});
export type DeskOrder = z.infer<typeof DeskOrder>;

export const ListPaymentsQuery = PageQuery.extend({
  seasonId: QueryId.optional(),
  provider: oneOf(OrderProvider.options).optional(),
  status: oneOf(PaymentStatus.options).optional(),
  feeKind: oneOf(FeeKind.options).optional(),
  /** Orders opened on or after this day, and on or before `to` (UTC days). */
  from: DayString.optional(),
  to: DayString.optional(),
  /** An order number, a provider's reference, an entry id, or part of the entrant's name or e-mail, taken literally. */
  q: storableString(m.type).trim().max(DESK_TEXT_MAX, m.max(DESK_TEXT_MAX)).optional(),
});
export type ListPaymentsQuery = z.input<typeof ListPaymentsQuery>;

export const listPayments = defineCall({
  method: 'GET',
  path: '/admin/payments',
  summary: "Every payment order, newest first and paged, by season, provider, state, fee, day or a search (order number, provider's reference, entry id, entrant)",
  tag: 'admin',
  auth: 'staff:read',
  query: ListPaymentsQuery,
  response: pageResult(DeskOrder),
});

export const DeskRefund = z.object({
  refundNo: z.string(),
  amountCents: Cents,
  reason: z.string(),
  status: z.enum(['requested', 'failed', 'pending', 'succeeded']),
  providerReference: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: IsoDate,
});

export const DeskDocument = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  totalCents: Cents,
  issuedAt: IsoDate,
  /** Replaced by a correction (new billing details). */
  replaced: z.boolean(),
});

export const DeskMail = z.object({
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: IsoDate,
  sentAt: IsoDate.nullable(),
});

export const DeskHistoryRow = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: IsoDate,
});

export const DeskOrderDetail = DeskOrder.extend({
  expiresAt: IsoDate.nullable(),
  checkedAt: IsoDate.nullable(),
  /** The fee's status now, as the ledger says. */
  feeStatus: z.string(),
  /** What a refund may still give back. */
  refundableCents: Cents,
  /** Pending and old enough to be asked about again. */
  recheckable: z.boolean(),
  refunds: z.array(DeskRefund),
  documents: z.array(DeskDocument),
  mails: z.array(DeskMail),
  /** The audit rows of the order (its refunds and documents included) and of its fee, oldest first. */
  history: z.array(DeskHistoryRow),
});
export type DeskOrderDetail = z.infer<typeof DeskOrderDetail>;

export const getPaymentOrder = defineCall({
  method: 'GET',
  path: '/admin/payments/order',
  summary: 'One payment order with its refunds, invoice and credit notes, mails and history (audit rows with before and after)',
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ orderNo: OrderNo }),
  response: DeskOrderDetail,
});

/** One order, or every pending order of a season, older than RECHECK_AFTER_MINUTES. */
export const RecheckPaymentsRequest = z
  .object({ orderNo: OrderNo.optional(), seasonId: Id.optional() })
  .refine((b) => (b.orderNo === undefined) !== (b.seasonId === undefined), { message: m.required(), path: ['orderNo'] });
export type RecheckPaymentsRequest = z.input<typeof RecheckPaymentsRequest>;

export const RecheckResult = z.object({
  /** How many pending orders were asked about. */
  asked: z.number().int(),
  changed: z.array(z.object({ orderNo: z.string(), before: PaymentStatus, after: PaymentStatus })),
});
export type RecheckResult = z.infer<typeof RecheckResult>;

export const recheckPayments = defineCall({
  method: 'POST',
  path: '/admin/payments/recheck',
  summary: 'Ask the providers again about pending orders older than 15 minutes (one, or a season’s) and say what changed',
  tag: 'admin',
  auth: 'staff:money',
  body: RecheckPaymentsRequest,
  response: RecheckResult,
});

/** A fee paid outside the site: recorded as a paid order of the provider `offline`. */
export const MarkPaidOfflineRequest = z.object({
  entryId: Id,
  feeKind: oneOf(FeeKind.options),
  /** The trophy order, for `additionalTrophy`. */
  trophyOrderId: Id.optional(),
  /** What was received, in cents. */
  amountCents: Cents.min(1, m.type()).max(DESK_AMOUNT_MAX, m.type()),
  /** The transfer's reference (bank, remittance). */
  reference: DeskText(100),
  reason: DeskText(),
});
export type MarkPaidOfflineRequest = z.input<typeof MarkPaidOfflineRequest>;

export const markPaidOffline = defineCall({
  method: 'POST',
  path: '/admin/payments/markPaidOffline',
  summary: "Record a fee paid outside the site (a bank transfer) as a paid order of the provider 'offline', with the transfer's reference and the reason; open orders of the fee are cancelled",
  tag: 'admin',
  auth: 'staff:money',
  body: MarkPaidOfflineRequest,
  response: DeskOrderDetail,
});

export const DeskRefundRequest = z.object({
  orderNo: OrderNo,
  /** Chosen by the desk when the dialog opens: the same number again is the same refund. */
  refundNo: requiredString(64).regex(/^[A-Za-z0-9_-]*$/, m.pattern()),
  amountCents: Cents.min(1, m.type()).max(DESK_AMOUNT_MAX, m.type()),
  reason: DeskText(),
  /** For an `offline` order: the reference of the transfer that sent the money back. */
  transferReference: requiredString(100).optional(),
});
export type DeskRefundRequest = z.input<typeof DeskRefundRequest>;

export const refundOrder = defineCall({
  method: 'POST',
  path: '/admin/payments/refund',
  summary: "Refund part or all of a paid order through its provider (an 'offline' one with the outgoing transfer's reference), once per refund number, with the credit note and the entrant's notice",
  tag: 'admin',
  auth: 'staff:money',
  body: DeskRefundRequest,
  response: DeskOrderDetail,
});

export const resendReceipt = defineCall({
  method: 'POST',
  path: '/admin/payments/resendReceipt',
  summary: "Send a paid order's receipt to its payer again (rate-limited, audited)",
  tag: 'admin',
  auth: 'staff:money',
  body: z.object({ orderNo: OrderNo }),
  response: DeskOrderDetail,
});

export const PaymentDocumentQuery = z.object({
  orderNo: OrderNo,
  /** A credit note's number; absent: the order's invoice (issued on first print). */
  number: requiredString(40).optional(),
});

export const printPaymentDocument = defineCall({
  method: 'GET',
  path: '/admin/payments/document',
  summary: "An order's invoice (issued on first print) or one of its credit notes (PDF)",
  tag: 'admin',
  auth: 'staff:read',
  query: PaymentDocumentQuery,
  response: FileResponse,
  file: true,
  fileType: 'application/pdf',
});

/** How the ledger and the provider disagree about one order. */
export const ReconcileProblem = z.enum(['providerPaidLedgerNot', 'ledgerPaidProviderNot', 'amountDiffers', 'noAnswer']);

export const ReconcileProvider = z.object({
  provider: OrderProvider,
  ledger: z.object({ paidCount: z.number().int(), paidCents: z.number().int(), refundCount: z.number().int(), refundCents: z.number().int() }),
  /** What the provider confirmed of the orders asked about. */
  reported: z.object({ asked: z.number().int(), paidCount: z.number().int(), paidCents: z.number().int(), answered: z.boolean() }),
  disagreements: z.array(
    z.object({
      orderNo: z.string(),
      ledgerStatus: PaymentStatus,
      ledgerCents: z.number().int(),
      providerStatus: z.enum(['paid', 'failed', 'none']),
      providerCents: z.number().int().nullable(),
      problem: ReconcileProblem,
    }),
  ),
});

export const ReconcileDay = z.object({
  day: z.string(),
  providers: z.array(ReconcileProvider),
  /** More orders than RECONCILE_MAX that day: only the first were asked about. */
  truncated: z.boolean(),
});
export type ReconcileDay = z.infer<typeof ReconcileDay>;

export const reconcilePayments = defineCall({
  method: 'GET',
  path: '/admin/payments/reconcile',
  summary: "One day's reconciliation per provider: what the ledger says (paid, refunds, sums) against what the provider answers about that day's orders",
  tag: 'admin',
  auth: 'staff:money',
  query: z.object({ day: DayString }),
  response: ReconcileDay,
});

export const paymentDeskCalls = {
  listPayments,
  getPaymentOrder,
  recheckPayments,
  markPaidOffline,
  refundOrder,
  resendReceipt,
  printPaymentDocument,
  reconcilePayments,
} as const;
