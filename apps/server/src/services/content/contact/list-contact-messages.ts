import type { ContactMessage, ContactMessagesQuery, PageResult } from '@laurel/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { contactMessages, users } from '../../../db/schema.ts';
import { escapeLike } from '../../../lib/sql-like.ts';
import { toContactMessage } from './contact-view.ts';

type Query = z.output<typeof ContactMessagesQuery>;

/**
 * `/admin/contactMessages`: newest first (the created-at index of the table), replied or waiting,
 * `q` matched literally anywhere in the name, address, subject or message. Messages are few —
 * the form lets one address send 3 an hour and one client 10 (submit-contact.ts) — so a page by
 * offset and a count are cheap.
 */
export async function listContactMessages(
  ctx: AppContext,
  query: Query,
): Promise<PageResult<ContactMessage>> {
  const conds: SQL[] = [];
  if (query.replied === true) conds.push(isNotNull(contactMessages.repliedAt));
  if (query.replied === false) conds.push(isNull(contactMessages.repliedAt));
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    conds.push(
      or(
        ilike(contactMessages.name, like),
        ilike(contactMessages.email, like),
        ilike(contactMessages.subject, like),
        ilike(contactMessages.message, like),
      )!,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ row: contactMessages, by: users.name })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.repliedBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return {
    list: rows.map((r) => toContactMessage(r.row, r.by)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
