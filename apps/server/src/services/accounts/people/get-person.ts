import type { PersonDetail } from '@laurel/contract';
import { PERSON_LIST_MAX } from '@laurel/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { categories, entries, juryCategories, paymentOrders, reviews, seasons, users } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { toPersonSummary } from './person-view.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * `/admin/people/get`: one account with its sub-judge categories and the newest PERSON_LIST_MAX
 * of its entries, payment orders and reviews, each with its full count; reviews also counted by
 * level and status. 404 for an id no account has.
 */
export async function getPerson(ctx: AppContext, id: number, db: DbLike = ctx.db): Promise<PersonDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw refuse('personNotFound');
  const [cats, entryRows, [entryTotal], orderRows, [orderTotal], reviewRows, reviewCounts] = await Promise.all([
    db
      .select({ id: categories.id, seasonId: categories.seasonId, name: categories.name, nameZh: categories.nameZh })
      .from(juryCategories)
      .innerJoin(categories, eq(categories.id, juryCategories.categoryId))
      .where(eq(juryCategories.reviewerId, id))
      .orderBy(asc(categories.seasonId), asc(categories.sort), asc(categories.id)),
    db
      .select({
        id: entries.id,
        title: entries.title,
        seasonYear: seasons.year,
        categoryName: categories.name,
        categoryNameZh: categories.nameZh,
        status: entries.status,
        entryFeeStatus: entries.entryFeeStatus,
        createdAt: entries.createdAt,
      })
      .from(entries)
      .innerJoin(seasons, eq(seasons.id, entries.seasonId))
      .leftJoin(categories, eq(categories.id, entries.categoryId))
      .where(eq(entries.userId, id))
      .orderBy(desc(entries.id))
      .limit(PERSON_LIST_MAX),
    db.select({ n: count() }).from(entries).where(eq(entries.userId, id)),
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, id)).orderBy(desc(paymentOrders.id)).limit(PERSON_LIST_MAX),
    db.select({ n: count() }).from(paymentOrders).where(eq(paymentOrders.userId, id)),
    db
      .select({ id: reviews.id, entryId: reviews.entryId, entryTitle: entries.title, level: reviews.level, status: reviews.status, total: reviews.total, submittedAt: reviews.submittedAt })
      .from(reviews)
      .innerJoin(entries, eq(entries.id, reviews.entryId))
      .where(eq(reviews.reviewerId, id))
      .orderBy(desc(reviews.id))
      .limit(PERSON_LIST_MAX),
    db.select({ level: reviews.level, status: reviews.status, n: count() }).from(reviews).where(and(eq(reviews.reviewerId, id))).groupBy(reviews.level, reviews.status),
  ]);
  const counted = (level: string, status: string) => Number(reviewCounts.find((r) => r.level === level && r.status === status)?.n ?? 0);
  const counts = {
    firstDraft: counted('first', 'draft'),
    firstSubmitted: counted('first', 'submitted'),
    secondDraft: counted('second', 'draft'),
    secondSubmitted: counted('second', 'submitted'),
  };
  return {
    ...toPersonSummary(user),
    areaCode: user.areaCode,
    phone: user.phone,
    language: user.language,
    agentCode: user.agentCode,
    invitationCode: user.invitationCode,
    juryCategories: cats.map((c) => ({ ...c, nameZh: c.nameZh ?? '' })),
    entries: {
      total: Number(entryTotal?.n ?? 0),
      list: entryRows.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    },
    orders: {
      total: Number(orderTotal?.n ?? 0),
      list: orderRows.map((o) => ({
        id: o.id,
        orderNo: o.orderNo,
        entryId: o.entryId,
        feeKind: o.feeKind,
        provider: o.provider,
        amountCents: o.amountCents,
        refundedCents: o.refundedCents,
        currency: o.currency,
        status: o.status,
        paidAt: iso(o.paidAt),
        createdAt: o.createdAt.toISOString(),
      })),
    },
    reviews: {
      total: Object.values(counts).reduce((a, b) => a + b, 0),
      counts,
      list: reviewRows.map((r) => ({ ...r, level: r.level as 'first' | 'second', status: r.status as 'draft' | 'submitted', submittedAt: iso(r.submittedAt) })),
    },
  };
}
