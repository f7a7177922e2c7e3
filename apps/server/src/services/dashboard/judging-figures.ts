import { DASHBOARD_DUE_SOON_DAYS, type Dashboard, type DashboardJuror, type DashboardTier } from '@laurel/contract';
import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { DAY_MS } from './days.ts';
import { entriesHref, personHref, reviewersHref } from './links.ts';

type Rows<T> = { rows: T[] };
type Season = { id: number; firstReviewStartsAt: Date; firstReviewEndsAt: Date; secondReviewStartsAt: Date; secondReviewEndsAt: Date };
type Level = 'first' | 'second';
type JurorRow = { userId: number; name: string; email: string; expected: number; submitted: number; drafts: number };

/** Where a round stands: due soon from the week its first reminder goes out (docs/product.md#jury-journey). */
function roundState(startsAt: Date, endsAt: Date, now: Date): DashboardTier['state'] {
  if (now < startsAt) return 'notStarted';
  if (now >= endsAt) return 'ended';
  if (now.getTime() >= endsAt.getTime() - DASHBOARD_DUE_SOON_DAYS * DAY_MS) return 'dueSoon';
  return 'open';
}

/**
 * Judging progress (docs/product.md#dashboard), in three statements. What a reviewer owes
 * follows docs/product.md#reviews: a sub-judge a first-level review of each entry assigned to
 * them, a second-level judge one of each entry that reached the second level; a pair with a
 * declared conflict is owed nothing (its review never counts). Submitted reviews are counted on
 * owed pairs only, so a figure never passes what is owed.
 */
export async function judgingFigures(db: DbLike, season: Season, now: Date): Promise<Dashboard['judging']> {
  const [{ rows: first }, { rows: second }, { rows: conflicts }] = await Promise.all([
    db.execute(sql`
      select a.reviewer_id as "userId", u.name, u.email,
        count(*) filter (where c.id is null)::int as expected,
        count(*) filter (where c.id is null and r.status = 'submitted')::int as submitted,
        count(*) filter (where c.id is null and r.status = 'draft')::int as drafts
      from review_assignments a
      join entries e on e.id = a.entry_id and e.season_id = ${season.id}
      join users u on u.id = a.reviewer_id
      left join review_conflicts c on c.entry_id = a.entry_id and c.reviewer_id = a.reviewer_id
      left join reviews r on r.entry_id = a.entry_id and r.reviewer_id = a.reviewer_id and r.level = 'first'
      group by a.reviewer_id, u.name, u.email
    `) as Promise<Rows<JurorRow>>,
    // Every second-level judge owes every reached entry: counted per judge from the reached
    // entries once, and their own reviews and conflicts through their indexes.
    db.execute(sql`
      with reached as (select id from entries where season_id = ${season.id} and second_level_reached)
      select u.id as "userId", u.name, u.email,
        ((select count(*) from reached) - (select count(*) from review_conflicts c join reached on reached.id = c.entry_id where c.reviewer_id = u.id))::int as expected,
        (select count(*) filter (where r.status = 'submitted') from reviews r join reached on reached.id = r.entry_id
          where r.reviewer_id = u.id and r.level = 'second' and not exists (select 1 from review_conflicts c where c.entry_id = r.entry_id and c.reviewer_id = u.id))::int as submitted,
        (select count(*) filter (where r.status = 'draft') from reviews r join reached on reached.id = r.entry_id
          where r.reviewer_id = u.id and r.level = 'second' and not exists (select 1 from review_conflicts c where c.entry_id = r.entry_id and c.reviewer_id = u.id))::int as drafts
      from users u where u.identity = 3 and u.deactivated_at is null
    `) as Promise<Rows<JurorRow>>,
    db.execute(sql`
      select grouping(c.reviewer_id) as "gReviewer", c.reviewer_id as "userId", count(*)::int as n, count(distinct c.entry_id)::int as entries
      from review_conflicts c join entries e on e.id = c.entry_id
      where e.season_id = ${season.id}
      group by grouping sets ((c.reviewer_id), ())
    `) as Promise<Rows<{ gReviewer: number; userId: number | null; n: number; entries: number }>>,
  ]);
  const conflictsOf = new Map(conflicts.filter((c) => !c.gReviewer).map((c) => [c.userId, c.n]));
  const states = {
    first: roundState(season.firstReviewStartsAt, season.firstReviewEndsAt, now),
    second: roundState(season.secondReviewStartsAt, season.secondReviewEndsAt, now),
  };
  const jurors = (level: Level, rows: JurorRow[]): DashboardJuror[] =>
    rows.map((r) => ({
      ...r,
      level,
      conflicts: conflictsOf.get(r.userId) ?? 0,
      overdue: r.submitted < r.expected && (states[level] === 'dueSoon' || states[level] === 'ended'),
      href: personHref(r.userId),
    }));
  const all = [...jurors('first', first), ...jurors('second', second)].sort(
    (a, b) => Number(b.overdue) - Number(a.overdue) || b.expected - b.submitted - (a.expected - a.submitted) || a.name.localeCompare(b.name) || a.userId - b.userId,
  );
  const tier = (level: Level, startsAt: Date, endsAt: Date): DashboardTier => {
    const of = all.filter((j) => j.level === level);
    const sum = (key: 'expected' | 'submitted' | 'drafts') => of.reduce((n, j) => n + j[key], 0);
    return {
      level,
      expected: sum('expected'),
      submitted: sum('submitted'),
      drafts: sum('drafts'),
      reviewers: of.length,
      state: states[level],
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      href: reviewersHref(level === 'first' ? 2 : 3),
    };
  };
  const total = conflicts.find((c) => c.gReviewer);
  return {
    tiers: [tier('first', season.firstReviewStartsAt, season.firstReviewEndsAt), tier('second', season.secondReviewStartsAt, season.secondReviewEndsAt)],
    jurors: all,
    overdue: all.filter((j) => j.overdue).length,
    conflicts: { count: total?.n ?? 0, entries: total?.entries ?? 0, href: entriesHref(season.id, { flag: 'conflict' }) },
  };
}
