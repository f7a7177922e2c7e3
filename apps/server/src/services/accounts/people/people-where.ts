import type { SearchPeopleQuery } from '@laurel/contract';
import { and, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../../db/schema.ts';
import { escapeLike } from '../../../lib/sql-like.ts';

/** The people search's filters (no page): the console's list and its export find the same accounts. */
export type PeopleFilter = Omit<z.output<typeof SearchPeopleQuery>, 'page' | 'pageSize'>;

/**
 * The accounts matching every filter given, as a condition on `users`. `q` is part of a name or an
 * e-mail address, its `%` and `_` taken literally.
 */
export function peopleWhere(query: PeopleFilter): SQL | undefined {
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
  return conds.length ? and(...conds) : undefined;
}
