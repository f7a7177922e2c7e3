import { RECHECK_AFTER_MINUTES, type DeskOrderDetail, type FeeKind } from '@laurel/contract';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { auditLog, entries, invoices, mailOutbox, paymentOrders, paymentRefunds, trophyOrders, users } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { escapeLike } from '../../../lib/sql-like.ts';
import { FEE_STATUS_COLUMN } from '../../fee-ledger/fee-status-column.ts';
import { deskOrderView, selectDeskOrders } from './desk-order-view.ts';

/** The most mails and history rows one order's page lists (an order has a handful). */
const LIST_MAX = 200;

/**
 * `/admin/payments/order` (docs/product.md#payments-desk): one order as the desk shows it — its
 * refunds, its invoice and credit notes, the mails sent about it (the outbox rows keyed
 * `payment:<orderNo>:…`, services/payments/queue-payment-notice.ts) and its history: the audit rows
 * of the order, of its documents, and of its fee's status when this order moved it, oldest first.
 */
export async function getPaymentOrder(ctx: AppContext, orderNo: string, now = new Date()): Promise<DeskOrderDetail> {
  return readDeskOrder(ctx.db, orderNo, now);
}

export async function readDeskOrder(db: DbLike, orderNo: string, now = new Date()): Promise<DeskOrderDetail> {
  const [row] = await selectDeskOrders(db).where(eq(paymentOrders.orderNo, orderNo));
  if (!row) throw refuse('orderNotFound');
  const o = row.order;
  const [refunds, documents, mails] = await Promise.all([
    db
      .select({ refund: paymentRefunds, actorName: users.name })
      .from(paymentRefunds)
      .leftJoin(users, eq(users.id, paymentRefunds.actorId))
      .where(eq(paymentRefunds.paymentOrderId, o.id))
      .orderBy(asc(paymentRefunds.id)),
    db.select().from(invoices).where(eq(invoices.paymentOrderId, o.id)).orderBy(asc(invoices.id)),
    db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.key, `payment:${escapeLike(o.orderNo)}:%`))
      .orderBy(asc(mailOutbox.id))
      .limit(LIST_MAX),
  ]);
  // Documents are audited under their number (services/documents/issue-invoice.ts).
  const docIds = documents.map((d) => d.number);
  const history = await db
    .select({ row: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      or(
        and(eq(auditLog.subjectType, 'payment_order'), eq(auditLog.subjectId, o.orderNo)),
        docIds.length ? and(eq(auditLog.subjectType, 'invoice'), inArray(auditLog.subjectId, docIds)) : undefined,
        and(eq(auditLog.subjectType, 'entry'), eq(auditLog.subjectId, String(o.entryId)), sql`${auditLog.after}->>'orderNo' = ${o.orderNo}`),
        o.trophyOrderId ? and(eq(auditLog.subjectType, 'trophy_order'), eq(auditLog.subjectId, String(o.trophyOrderId)), sql`${auditLog.after}->>'orderNo' = ${o.orderNo}`) : undefined,
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(LIST_MAX);
  const feeStatus = await currentFeeStatus(db, o);
  const inFlight = refunds.filter((r) => r.refund.status === 'requested').reduce((s, r) => s + r.refund.amountCents, 0);
  return {
    ...deskOrderView(row),
    expiresAt: o.expiresAt?.toISOString() ?? null,
    checkedAt: o.checkedAt?.toISOString() ?? null,
    feeStatus,
    refundableCents: o.status === 'paid' ? Math.max(0, o.amountCents - o.refundedCents - inFlight) : 0,
    recheckable: o.status === 'pending' && o.provider !== 'offline' && o.createdAt.getTime() <= now.getTime() - RECHECK_AFTER_MINUTES * 60_000,
    refunds: refunds.map(({ refund: r, actorName }) => ({
      refundNo: r.refundNo,
      amountCents: r.amountCents,
      reason: r.reason,
      status: r.status as 'requested' | 'failed' | 'pending' | 'succeeded',
      providerReference: r.providerReference,
      actorName,
      createdAt: r.createdAt.toISOString(),
    })),
    documents: documents.map((d) => ({
      kind: d.kind as 'invoice' | 'credit_note',
      number: d.number,
      totalCents: d.totalCents,
      issuedAt: d.issuedAt.toISOString(),
      replaced: d.replacedAt !== null,
    })),
    mails: mails.map((m) => ({ kind: m.kind, toAddress: m.toAddress, subject: m.subject, status: m.status, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
    history: history.map(({ row: a, actorName }) => ({
      id: a.id,
      action: a.action,
      actorId: a.actorId,
      actorName,
      subjectType: a.subjectType,
      subjectId: a.subjectId,
      before: a.before,
      after: a.after,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** The fee's status as the ledger last wrote it: the trophy order's own, or the entry's column. */
async function currentFeeStatus(db: DbLike, o: typeof paymentOrders.$inferSelect): Promise<string> {
  if (o.trophyOrderId) {
    const [t] = await db.select({ s: trophyOrders.feeStatus }).from(trophyOrders).where(eq(trophyOrders.id, o.trophyOrderId));
    return t?.s ?? 'unpaid';
  }
  const column = FEE_STATUS_COLUMN[o.feeKind as FeeKind];
  const [e] = await db.select({ s: entries[column] }).from(entries).where(eq(entries.id, o.entryId));
  return (e?.s as string | undefined) ?? 'unpaid';
}
