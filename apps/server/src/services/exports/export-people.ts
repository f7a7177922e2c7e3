import type { LanguageCode } from '@laurel/contract';
import { and, asc, gt } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { say, type TextKey } from '../../lib/texts/say.ts';
import { peopleWhere, type PeopleFilter } from '../accounts/people/people-where.ts';
import { EXPORT_PAGE, keysetPages } from './keyset.ts';
import { filterOf, iso, type PreparedExport } from './prepared-export.ts';

const HEADER = [
  'exports.id', 'exports.name', 'exports.email', 'exports.company', 'exports.country', 'exports.phone', 'exports.identity', 'exports.staffRole',
  'exports.language', 'exports.deactivated', 'exports.erased', 'exports.created',
] as const satisfies readonly TextKey[];

/**
 * `/admin/exports/people`: the accounts the people search finds with the same filters
 * (people-where.ts), oldest first: identity (0 entrant, 1 judge, 2 sub-judge, 3 second-level judge),
 * staff role, country, when made. Never a password hash or a session.
 */
export async function preparePeopleExport(ctx: AppContext, opts: { query: PeopleFilter; language: LanguageCode }): Promise<PreparedExport> {
  const where = peopleWhere(opts.query);
  async function* rows(): AsyncGenerator<CsvValue[]> {
    const pages = keysetPages((after) =>
      ctx.db
        .select({
          id: users.id, name: users.name, email: users.email, company: users.company, country: users.country, areaCode: users.areaCode, phone: users.phone,
          identity: users.identity, staffRole: users.staffRole, language: users.language, deactivatedAt: users.deactivatedAt, erasedAt: users.erasedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(where, gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(EXPORT_PAGE),
    );
    for await (const page of pages) {
      for (const u of page) {
        yield [
          u.id, u.name, u.email, u.company, u.country, u.phone ? [u.areaCode, u.phone].filter(Boolean).join(' ') : null, u.identity, u.staffRole,
          u.language, iso(u.deactivatedAt), iso(u.erasedAt), iso(u.createdAt),
        ];
      }
    }
  }
  return { kind: 'people', fileName: 'laurel-people.csv', header: HEADER.map((k) => say(opts.language, k)), rows: rows(), filter: filterOf(opts.query) };
}
