import type { AdminEntryDetail } from '@laurel/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import {
  awardLevels,
  categories,
  entries,
  feeDecisions,
  files,
  paymentOrders,
  paymentRefunds,
  reviewAssignments,
  reviewConflicts,
  reviews,
  seasons,
  users,
} from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { entryFormFor } from '../../competition/entry-form-for.ts';
import { ENTRY_IMAGE_KIND, ENTRY_PDF_KIND } from '../../files/file-kinds.ts';
import { juryFields } from '../entry-form-values.ts';
import { entryHistory } from './entry-history.ts';
import { adminEntryColumns, toAdminEntryRow } from './list-admin-entries.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const FEE_KINDS = ['entry', 'winnerPackage', 'additionalTrophy'] as const;
const reviewer = { id: users.id, name: users.name, email: users.email };

/**
 * `/admin/entries/get` (docs/product.md#console-entries): one entry as the organisers need it —
 * not blind: the entrant, every custom field (shown to the jury or not), files, each fee with its
 * orders, refunds and decisions, the sub-judges, reviews and conflicts, and its history. 404 for
 * an id no entry has. A fixed number of statements, whatever the entry holds.
 */
export async function getAdminEntry(ctx: AppContext, id: number): Promise<AdminEntryDetail> {
  const db = ctx.db;
  const [row] = await db
    .select({
      ...adminEntryColumns,
      seasonId: entries.seasonId,
      seasonYear: seasons.year,
      description: entries.description,
      credits: entries.credits,
      videoUrl: entries.videoUrl,
      invitationCode: entries.invitationCode,
      formSnapshot: entries.formSnapshot,
      customFields: entries.customFields,
      updatedAt: entries.updatedAt,
      userPhone: users.phone,
      userAreaCode: users.areaCode,
    })
    .from(entries)
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(categories, eq(categories.id, entries.categoryId))
    .leftJoin(awardLevels, eq(awardLevels.id, entries.awardLevelId))
    .where(eq(entries.id, id));
  if (!row) throw refuse('entryNotFound');

  const [form, attached, orders, refunds, decisions, assigned, reviewRows, conflicts, history] = await Promise.all([
    row.formSnapshot ?? entryFormFor(db, { seasonId: row.seasonId, categoryId: row.categoryId }),
    db
      .select({ id: files.id, kind: files.kind, width: files.width, height: files.height, bytes: files.bytes })
      .from(files)
      .where(and(eq(files.entryId, id), inArray(files.kind, [ENTRY_IMAGE_KIND, ENTRY_PDF_KIND])))
      .orderBy(asc(files.sort), asc(files.id)),
    db.select().from(paymentOrders).where(eq(paymentOrders.entryId, id)).orderBy(desc(paymentOrders.id)),
    db
      .select({ orderId: paymentRefunds.paymentOrderId, refund: paymentRefunds })
      .from(paymentRefunds)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.paymentOrderId))
      .where(eq(paymentOrders.entryId, id))
      .orderBy(desc(paymentRefunds.id)),
    db
      .select({ d: feeDecisions, actorName: users.name })
      .from(feeDecisions)
      .leftJoin(users, eq(users.id, feeDecisions.actorId))
      .where(eq(feeDecisions.entryId, id))
      .orderBy(desc(feeDecisions.id)),
    db
      .select({ ...reviewer, assignedAt: reviewAssignments.createdAt })
      .from(reviewAssignments)
      .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
      .where(eq(reviewAssignments.entryId, id))
      .orderBy(asc(reviewAssignments.id)),
    db
      .select({ r: reviews, reviewer, awardName: awardLevels.name, awardNameZh: awardLevels.nameZh })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .leftJoin(awardLevels, eq(awardLevels.id, reviews.awardLevelId))
      .where(eq(reviews.entryId, id))
      .orderBy(asc(reviews.level), asc(reviews.id)),
    db
      .select({ reviewer, reason: reviewConflicts.reason, createdAt: reviewConflicts.createdAt })
      .from(reviewConflicts)
      .innerJoin(users, eq(users.id, reviewConflicts.reviewerId))
      .where(eq(reviewConflicts.entryId, id))
      .orderBy(asc(reviewConflicts.id)),
    entryHistory(db, id),
  ]);

  const fields = [
    ...juryFields(form, row.customFields, 'shown').map((f) => ({ ...f, showToJury: true })),
    ...juryFields(form, row.customFields, 'hidden').map((f) => ({ ...f, showToJury: false })),
  ];
  const images = attached
    .filter((f) => f.kind === ENTRY_IMAGE_KIND)
    .map((f) => ({ fileId: f.id, url: ctx.files.url(f.id, 'large'), thumbUrl: ctx.files.url(f.id, 'thumb'), width: f.width, height: f.height }));
  const pdf = attached.find((f) => f.kind === ENTRY_PDF_KIND);
  const base = toAdminEntryRow(row);

  return {
    ...base,
    seasonId: row.seasonId,
    seasonYear: row.seasonYear,
    description: row.description,
    credits: row.credits,
    videoUrl: row.videoUrl,
    invitationCode: row.invitationCode,
    entrant: { ...base.entrant, phone: row.userPhone, areaCode: row.userAreaCode },
    fields,
    images,
    pdf: pdf ? { fileId: pdf.id, url: ctx.files.url(pdf.id, 'original'), bytes: pdf.bytes } : null,
    fees: FEE_KINDS.map((kind) => ({
      kind,
      status: base[`${kind}FeeStatus`],
      orders: orders
        .filter((o) => o.feeKind === kind)
        .map((o) => ({
          id: o.id,
          orderNo: o.orderNo,
          provider: o.provider,
          providerReference: o.providerReference,
          amountCents: o.amountCents,
          refundedCents: o.refundedCents,
          currency: o.currency,
          status: o.status,
          note: o.note,
          excess: o.excessAt !== null,
          paidAt: iso(o.paidAt),
          createdAt: o.createdAt.toISOString(),
          refunds: refunds
            .filter((r) => r.orderId === o.id)
            .map(({ refund: r }) => ({ refundNo: r.refundNo, amountCents: r.amountCents, reason: r.reason, status: r.status, createdAt: r.createdAt.toISOString() })),
        })),
      decisions: decisions
        .filter(({ d }) => d.feeKind === kind)
        .map(({ d, actorName }) => ({
          kind: d.kind as 'waive' | 'paid_offline' | 'reopen',
          reason: d.reason,
          reference: d.reference,
          actorName: d.actorId === null ? null : (actorName ?? ''),
          createdAt: d.createdAt.toISOString(),
        })),
    })),
    subJudges: assigned.map((a) => ({ id: a.id, name: a.name, email: a.email, assignedAt: a.assignedAt.toISOString() })),
    reviews: reviewRows.map(({ r, reviewer: who, awardName, awardNameZh }) => ({
      id: r.id,
      reviewer: who,
      level: r.level as 'first' | 'second',
      status: r.status as 'draft' | 'submitted',
      total: r.total,
      award: r.awardLevelId !== null && awardName !== null ? { id: r.awardLevelId, name: awardName, nameZh: awardNameZh ?? awardName } : null,
      submittedAt: iso(r.submittedAt),
    })),
    conflicts: conflicts.map((c) => ({ reviewer: c.reviewer, reason: c.reason, createdAt: c.createdAt.toISOString() })),
    personalDataPurgedAt: iso(row.personalDataPurgedAt),
    updatedAt: row.updatedAt.toISOString(),
    history: history.list,
    historyTotal: history.total,
  };
}
