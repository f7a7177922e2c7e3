import type { PageResult, PersonSummary, SearchPeopleQuery } from '@laurel/contract';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { users } from '../../../db/schema.ts';
import { peopleWhere } from './people-where.ts';
import { toPersonSummary } from './person-view.ts';

type Query = z.output<typeof SearchPeopleQuery>;

/**
 * `/admin/people`: accounts matching every filter given (people-where.ts), newest first, a page at
 * a time. The page is read by the primary key's order (newest first) with the filters as
 * conditions; a name or address fragment
 * is matched anywhere in it, which scans the accounts (about 40 ms for 50 000 on a 2-core machine:
 * docs/product.md#people says when a trigram index would be due).
 */
export async function searchPeople(ctx: AppContext, query: Query): Promise<PageResult<PersonSummary>> {
  const where = peopleWhere(query);
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
