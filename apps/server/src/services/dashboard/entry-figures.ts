import { DASHBOARD_DAYS_MAX, EntryStatus, FeeStatus, type Dashboard } from '@laurel/contract';
import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { DAY_MS, daysBetween, utcDate } from './days.ts';
import { entriesHref } from './links.ts';

type Season = { id: number; registrationOpensAt: Date; registrationClosesAt: Date };
type Rows<T> = { rows: T[] };

/**
 * Entries started and submitted per day since registration opened, for the season and the one
 * before it, in one statement: each entry counted once per kind, by its own season's opening, so
 * day 12 of this year sits beside day 12 of last year. Reads the season's rows once
 * (entries_jury_newest_idx leads with season_id); days before the opening count as day 0.
 */
export async function entriesByDay(db: DbLike, season: Season, previous: Season | null, now: Date): Promise<Dashboard['entries']['byDay']> {
  const ids = previous ? [season.id, previous.id] : [season.id];
  const { rows } = (await db.execute(sql`
    select e.season_id as "seasonId", k.kind,
      greatest(floor(extract(epoch from (k.at - s.registration_opens_at)) / 86400), 0)::int as day,
      count(*)::int as n
    from entries e
    join seasons s on s.id = e.season_id
    cross join lateral (values ('started', e.created_at), ('submitted', e.submitted_at)) as k(kind, at)
    where e.season_id in (${sql.join(ids, sql`, `)}) and k.at is not null
    group by 1, 2, 3
  `)) as Rows<{ seasonId: number; kind: 'started' | 'submitted'; day: number; n: number }>;

  const today = daysBetween(season.registrationOpensAt, now);
  const lastDataDay = rows.reduce((max, r) => Math.max(max, r.day), 0);
  const length = Math.min(DASHBOARD_DAYS_MAX, Math.max(daysBetween(season.registrationOpensAt, season.registrationClosesAt), lastDataDay) + 1);
  const byKey = new Map(rows.map((r) => [`${r.seasonId}:${r.kind}:${r.day}`, r.n]));
  const at = (seasonId: number, kind: string, day: number) => byKey.get(`${seasonId}:${kind}:${day}`) ?? 0;
  return Array.from({ length }, (_, day) => ({
    day,
    date: utcDate(new Date(season.registrationOpensAt.getTime() + day * DAY_MS)),
    started: day <= today ? at(season.id, 'started', day) : null,
    submitted: day <= today ? at(season.id, 'submitted', day) : null,
    previousStarted: previous ? at(previous.id, 'started', day) : null,
    previousSubmitted: previous ? at(previous.id, 'submitted', day) : null,
  }));
}

/**
 * The season's entries by category, status and entry-fee status, its totals and its unassigned
 * entries, in one statement (grouping sets over one read of the season's rows), and the previous
 * season's totals. Each bar links to the entries table filtered as it was counted.
 */
export async function entryBreakdown(db: DbLike, seasonId: number, previousId: number | null) {
  const [{ rows }, { rows: cats }, previousRows] = await Promise.all([
    db.execute(sql`
      select grouping(category_id) as "gCategory", grouping(status) as "gStatus", grouping(entry_fee_status) as "gFee",
        category_id as "categoryId", status, entry_fee_status as "feeStatus", count(*)::int as n,
        count(*) filter (where submitted_at is not null)::int as submitted,
        count(*) filter (where status in ('submitted', 'in_review') and assigned_count = 0)::int as unassigned
      from entries where season_id = ${seasonId}
      group by grouping sets ((category_id), (status), (entry_fee_status), ())
    `) as Promise<Rows<{ gCategory: number; gStatus: number; gFee: number; categoryId: number | null; status: string; feeStatus: string; n: number; submitted: number; unassigned: number }>>,
    db.execute(sql`
      select id, name, name_zh as "nameZh" from categories c
      where season_id = ${seasonId} and not exists (select 1 from categories k where k.parent_id = c.id)
      order by sort, id
    `) as Promise<Rows<{ id: number; name: string; nameZh: string | null }>>,
    previousId === null
      ? null
      : (db.execute(sql`select count(*)::int as n, count(*) filter (where submitted_at is not null)::int as submitted from entries where season_id = ${previousId}`) as Promise<
          Rows<{ n: number; submitted: number }>
        >),
  ]);
  const total = rows.find((r) => r.gCategory && r.gStatus && r.gFee);
  const byCategoryRow = new Map(rows.filter((r) => !r.gCategory && r.categoryId !== null).map((r) => [r.categoryId, r.n]));
  const byStatusRow = new Map(rows.filter((r) => !r.gStatus).map((r) => [r.status, r.n]));
  const byFeeRow = new Map(rows.filter((r) => !r.gFee).map((r) => [r.feeStatus, r.n]));
  const previous = previousRows?.rows[0];
  return {
    total: total?.n ?? 0,
    submitted: total?.submitted ?? 0,
    previousTotal: previous ? previous.n : null,
    previousSubmitted: previous ? previous.submitted : null,
    href: entriesHref(seasonId),
    unassigned: { count: total?.unassigned ?? 0, href: entriesHref(seasonId, { flag: 'unassigned' }) },
    // Most entries first, ties in the tree's order (sort is stable): the chart's bars read top down.
    byCategory: cats
      .map((c) => ({ ...c, count: byCategoryRow.get(c.id) ?? 0, href: entriesHref(seasonId, { categoryId: c.id }) }))
      .sort((a, b) => b.count - a.count),
    byStatus: EntryStatus.options.map((status) => ({ status, count: byStatusRow.get(status) ?? 0, href: entriesHref(seasonId, { status }) })),
    byEntryFee: FeeStatus.options.map((status) => ({ status, count: byFeeRow.get(status) ?? 0, href: entriesHref(seasonId, { entryFeeStatus: status }) })),
  };
}
