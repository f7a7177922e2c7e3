import { PERSON_EXPORT_AUDIT_MAX, type PersonExport } from '@laurel/contract';
import { and, desc, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import {
  auditLog,
  contactMessages,
  feeDecisions,
  files,
  invoices,
  juryCategories,
  juryInvitations,
  mailOutbox,
  paymentOrders,
  paymentRefunds,
  reviewAssignments,
  reviewConflicts,
  reviews,
  sessions,
  trophyOrders,
  entries,
} from '../../db/schema.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { personScope, without } from './person-scope.ts';

/** What a file's row shows of it: never its storage key, which would address the object. */
const fileMeta = (f: typeof files.$inferSelect) => without(f, ['storageKey', 'crc32'] as const);

/**
 * `/admin/people/export` (docs/product.md#data-protection): everything held about one person as
 * one document — the account, their entries with their files' metadata, orders, refunds, invoices
 * and credit notes, fee decisions, what they wrote and declared as a juror, invitations, contact
 * messages from their address, the mails sent to it and the audit rows about them. Left out, as
 * they would let someone act as the person or read what only they should: the password hash,
 * session and invitation token hashes, verification codes, mail subjects and bodies (a mail may
 * carry a code), payment links. Audited (`user.export`, counts only).
 */
export async function exportPerson(ctx: AppContext, input: { userId: number; actorId: number }): Promise<PersonExport> {
  const db = ctx.db;
  const { user, entryIds } = await personScope(db, input.userId);
  const email = user.email.toLowerCase();
  const ofEntries = (column: AnyColumn) => (entryIds.length ? inArray(column, entryIds) : sql`false`);
  const orderRows = await db.select().from(paymentOrders).where(or(eq(paymentOrders.userId, user.id), ofEntries(paymentOrders.entryId))).orderBy(paymentOrders.id);
  const orderIds = orderRows.map((o) => o.id);
  const ofOrders = (column: AnyColumn) => (orderIds.length ? inArray(column, orderIds) : sql`false`);

  const [sessionRows, entryRows, fileRows, trophyRows, refundRows, invoiceRows, decisionRows, reviewRows, conflictRows, assignmentRows, categoryRows, invitationRows, contactRows, mailRows, auditRows] =
    await Promise.all([
      db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(sessions.id),
      db.select().from(entries).where(eq(entries.userId, user.id)).orderBy(entries.id),
      db.select().from(files).where(or(eq(files.userId, user.id), ofEntries(files.entryId))).orderBy(files.entryId, files.sort, files.id),
      db.select().from(trophyOrders).where(or(eq(trophyOrders.userId, user.id), ofEntries(trophyOrders.entryId))).orderBy(trophyOrders.id),
      db.select().from(paymentRefunds).where(ofOrders(paymentRefunds.paymentOrderId)).orderBy(paymentRefunds.id),
      db.select().from(invoices).where(ofOrders(invoices.paymentOrderId)).orderBy(invoices.id),
      db.select().from(feeDecisions).where(ofEntries(feeDecisions.entryId)).orderBy(feeDecisions.id),
      db.select().from(reviews).where(eq(reviews.reviewerId, user.id)).orderBy(reviews.id),
      db.select().from(reviewConflicts).where(eq(reviewConflicts.reviewerId, user.id)).orderBy(reviewConflicts.id),
      db.select().from(reviewAssignments).where(eq(reviewAssignments.reviewerId, user.id)).orderBy(reviewAssignments.id),
      db.select().from(juryCategories).where(eq(juryCategories.reviewerId, user.id)).orderBy(juryCategories.id),
      db.select().from(juryInvitations).where(or(sql`lower(${juryInvitations.email}) = ${email}`, eq(juryInvitations.acceptedUserId, user.id))).orderBy(juryInvitations.id),
      db.select().from(contactMessages).where(or(eq(contactMessages.userId, user.id), sql`lower(${contactMessages.email}) = ${email}`)).orderBy(contactMessages.id),
      db
        .select({ id: mailOutbox.id, kind: mailOutbox.kind, toAddress: mailOutbox.toAddress, status: mailOutbox.status, attempts: mailOutbox.attempts, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.toAddress}) = ${email}`)
        .orderBy(mailOutbox.id),
      db
        .select()
        .from(auditLog)
        .where(
          or(
            and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, String(user.id))),
            ofEntries(auditLog.entryId),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(PERSON_EXPORT_AUDIT_MAX + 1),
    ]);

  const filesOf = new Map<number, ReturnType<typeof fileMeta>[]>();
  for (const f of fileRows) if (f.entryId !== null) filesOf.set(f.entryId, [...(filesOf.get(f.entryId) ?? []), fileMeta(f)]);
  const document: PersonExport = {
    kind: 'laurel.person-export',
    exportedAt: new Date().toISOString(),
    account: without(user, ['passwordHash'] as const),
    sessions: sessionRows.map((s) => without(s, ['tokenHash', 'id'] as const)),
    entries: entryRows.map((e) => ({ ...e, files: filesOf.get(e.id) ?? [] })),
    uploads: fileRows.filter((f) => f.entryId === null).map(fileMeta),
    trophyOrders: trophyRows,
    orders: orderRows.map((o) => without(o, ['qrCodeUrl', 'checkoutUrl'] as const)),
    refunds: refundRows,
    invoices: invoiceRows,
    feeDecisions: decisionRows,
    reviews: reviewRows,
    conflicts: conflictRows,
    assignments: assignmentRows,
    juryCategories: categoryRows,
    juryInvitations: invitationRows.map((i) => without(i, ['tokenHash'] as const)),
    contactMessages: contactRows,
    mails: mailRows,
    audit: auditRows.slice(0, PERSON_EXPORT_AUDIT_MAX),
    auditTruncated: auditRows.length > PERSON_EXPORT_AUDIT_MAX,
  };
  await writeAudit(db, {
    actorId: input.actorId,
    action: 'user.export',
    subjectType: 'user',
    subjectId: user.id,
    after: { entries: entryRows.length, orders: orderRows.length, invoices: invoiceRows.length, reviews: reviewRows.length, mails: mailRows.length, audit: document.audit.length },
  });
  return document;
}
