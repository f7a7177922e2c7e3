import type { PageResult, PersonSummary, SearchPeopleQuery } from '@laurel/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { users } from '../../../db/schema.ts';
import { escapeLike, toPersonSummary } from './person-view.ts';

type Query = z.output<typeof SearchPeopleQuery>;

/**
 * `/admin/people`: accounts matching every filter given, newest first, a page at a time. `q` is
 * part of a name or an e-mail address, its `%` and `_` taken literally. The page is read by the
 * primary key's order (newest first) with the filters as conditions; a name or address fragment
 * is matched anywhere in it, which scans the accounts (about 40 ms for 50 000 on a 2-core machine:
 * docs/product.md#people says when a trigram index would be due).
 */
export async function searchPeople(ctx: AppContext, query: Query): Promise<PageResult<PersonSummary>> {
  const conds: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    conds.push(or(ilike(users.email, like), ilike(users.name, like))!);
  }
  if (query.country) conds.push(eq(users.country, query.country));
  if (query.identity !== undefined) conds.push(eq(users.identity, query.identity));
  if (query.staffRole === 'any') conds.push(isNotNull(users.staffRole));
  else if (query.staffRole === 'none') conds.push(isNull(users.staffRole));
  else if (query.staffRole) conds.push(eq(users.staffRole, query.staffRole));
  if (query.deactivated === true) conds.push(isNotNull(users.deactivatedAt));
  if (query.deactivated === false) conds.push(isNull(users.deactivatedAt));
  const where = conds.length ? and(...conds) : undefined;

  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { list: rows.map(toPersonSummary), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
