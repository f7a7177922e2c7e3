import type { MailLogItem, PageResult } from '@laurel/contract';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { mailOutbox, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `/admin/mailLog`: the outbox, newest first — to the addresses holding `email`, or to an
 * account's address (`userId`), or all. A sensitive mail (a verification code) never shows its
 * subject: it carries the code, and the outbox erases it once the mail is sent or given up.
 */
export async function listMailLog(
  ctx: AppContext,
  opts: { email?: string; userId?: number; page: number; pageSize: number },
): Promise<PageResult<MailLogItem>> {
  const where: SQL[] = [];
  if (opts.userId !== undefined) {
    const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, opts.userId));
    if (!user) throw notFound();
    where.push(sql`lower(${mailOutbox.toAddress}) = ${user.email.toLowerCase()}`);
  }
  if (opts.email) where.push(ilike(mailOutbox.toAddress, `%${literal(opts.email)}%`));
  const filter = where.length ? and(...where) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(mailOutbox).where(filter);
  const rows = await ctx.db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      sensitive: mailOutbox.sensitive,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(filter)
    .orderBy(desc(mailOutbox.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  return {
    list: rows.map((r) => ({
      ...r,
      subject: r.sensitive ? null : r.subject,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      status: r.status as MailLogItem['status'],
    })),
    total: Number(total?.n ?? 0),
    page: opts.page,
    pageSize: opts.pageSize,
  };
}
