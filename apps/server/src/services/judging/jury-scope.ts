import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { entries, reviewConflicts, users } from '../../db/schema.ts';

/*
 * Which entries the jury sees and which reviews count (docs/product.md#reviews,
 * docs/product.md#conflicts-of-interest), as SQL over the `entries` table, so every list, stat,
 * plan and zip asks the same question the same way.
 */

/** Entries the jury decides on: submitted and past; never a draft or a withdrawn one. */
export const JURY_STATUSES = ['submitted', 'in_review', 'awarded', 'not_awarded'] as const;
/** Only an entry whose entry fee is settled reaches the jury. */
export const SETTLED_FEES = ['paid', 'waived'] as const;

/**
 * Mail services anyone can sign up to: sharing one says nothing about who someone works for, so
 * the same domain there is no conflict.
 */
export const PUBLIC_MAIL_DOMAINS = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.de', 'gmx.net',
  'web.de', 'mail.ru', 'yandex.ru', 'qq.com', '163.com', '126.com', 'sina.com', 'foxmail.com',
  'naver.com', 'example.com',
];

/**
 * `entries` rows that reached the jury: submitted or decided, entry fee paid or waived, and not
 * an entry of a jury member (docs/product.md#reviews).
 */
export const reachedJury = (): SQL =>
  and(
    inArray(entries.status, [...JURY_STATUSES]),
    inArray(entries.entryFeeStatus, [...SETTLED_FEES]),
    sql`(select ${users.identity} from ${users} where ${users.id} = ${entries.userId}) = 0`,
  )!;

/**
 * `entries` rows the judge's table lists (joined with their owner as `users`): every submitted
 * or decided entry of an entrant, whatever its fee, so a fee paid outside the site can be set by
 * hand (docs/product.md#reviews); only those that `reachedJury` are assigned and reviewed.
 */
export const judgeSees = (): SQL => and(inArray(entries.status, [...JURY_STATUSES]), eq(users.identity, 0))!;

const domainOf = (email: SQL) => sql`split_part(lower(${email}), '@', 2)`;
const publicDomains = sql.join(PUBLIC_MAIL_DOMAINS.map((d) => sql`${d}`), sql`, `);

/**
 * Why reviewer `reviewerId` (an SQL expression) may not judge the current `entries` row, or
 * null: declared, same organisation, same e-mail domain, or an entry of theirs in the category.
 */
export const conflictReason = (reviewerId: SQL | number): SQL<string | null> => sql<string | null>`(
  case
    when exists (select 1 from ${reviewConflicts} where ${reviewConflicts.entryId} = ${entries.id} and ${reviewConflicts.reviewerId} = ${reviewerId}) then 'declared'
    when exists (
      select 1 from ${users} as owner, ${users} as juror
      where owner.id = ${entries.userId} and juror.id = ${reviewerId}
        and nullif(lower(trim(owner.company)), '') = nullif(lower(trim(juror.company)), '')
    ) then 'organisation'
    when exists (
      select 1 from ${users} as owner, ${users} as juror
      where owner.id = ${entries.userId} and juror.id = ${reviewerId}
        and ${domainOf(sql`owner.email`)} = ${domainOf(sql`juror.email`)}
        and ${domainOf(sql`owner.email`)} not in (${publicDomains})
    ) then 'email_domain'
    when exists (
      select 1 from ${entries} as own
      where own.user_id = ${reviewerId} and own.season_id = ${entries.seasonId}
        and own.category_id = ${entries.categoryId} and own.status <> 'withdrawn'
    ) then 'same_category'
  end
)`;

/** Whether reviewer `reviewerId` has any conflict with the current `entries` row. */
export const hasConflict = (reviewerId: SQL | number): SQL<boolean> => sql<boolean>`(${conflictReason(reviewerId)} is not null)`;
