import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

/**
 * Migration 0017 on an install with several seasons: categories, award levels and codes were
 * shared, and become the current season's; a past season's entries must keep ones of their own
 * season (a winner's trophy order, its package fee and its code's terms compare seasons). A schema
 * of TEST_DATABASE_URL's server, or an in-memory PGlite when it is unset.
 */
const url = process.env.TEST_DATABASE_URL;
const schema = `ms_${process.pid}_${randomBytes(4).toString('hex')}`;
let db: Database;

type Row = Record<string, unknown>;
const rows = async (sql: string) => (await db.exec(sql)) as Row[];
const one = async (sql: string) => (await rows(sql))[0]!;
/** Each row as JSON without the columns named: what must not have changed. */
const json = (table: string, without: string[]) =>
  rows(`select to_jsonb(t) ${without.map((c) => `- '${c}'`).join(' ')} as j from ${table} t order by id`);

/** The ids of the pre-0017 rows, by name. */
const ids: Record<string, number> = {};
let before: Record<string, Row[]>;

beforeAll(async () => {
  db = await openDatabase(url ? { url, searchPath: schema, poolSize: 2 } : { searchPath: schema });
  await migrate(db, { through: '0016_files_crc32' });
  const insert = async (name: string, sql: string) => {
    ids[name] = Number((await one(`${sql} returning id`)).id);
  };
  const season = (year: number, current: boolean) =>
    `insert into seasons (year, name, is_current, registration_opens_at, registration_closes_at, first_review_starts_at,
       first_review_ends_at, second_review_starts_at, second_review_ends_at, results_at)
     values (${year}, 'Season ${year}', ${current}, '${year}-01-01', '${year}-03-01', '${year}-03-02', '${year}-04-01',
       '${year}-04-02', '${year}-05-01', '${year}-06-01')`;
  await insert('emptySeason', season(2022, false));
  await insert('past', season(2023, false));
  await insert('now', season(2024, true));
  await insert('entrant', `insert into users (email, password_hash, name) values ('e@example.com', 'x', 'Entrant')`);
  await insert('judge', `insert into users (email, password_hash, name) values ('j@example.com', 'x', 'Judge')`);
  await insert('group', `insert into categories (name, name_zh, sort) values ('Product', '产品', 1)`);
  await insert('chair', `insert into categories (name, parent_id, entry_fee_cents, sort) values ('Chairs', ${ids.group}, 12000, 2)`);
  await insert(
    'lamp',
    `insert into categories (name, parent_id, entry_fee_cents, early_bird_fee_cents, sort, is_active)
     values ('Lamps', ${ids.group}, 9000, 7000, 3, false)`,
  );
  await insert('gold', `insert into award_levels (name, rank, winner_package_fee_cents, trophy_fee_cents) values ('Gold', 1, 50000, 8000)`);
  await insert('silver', `insert into award_levels (name, rank, trophy_fee_cents) values ('Silver', 2, 6000)`);
  await insert(
    'pastCode',
    `insert into invitation_codes (code, description, discount_percent, max_uses, used_count, expires_at)
     values ('PAST10', 'Ten off', 10, 5, 3, '2030-01-01')`,
  );
  await insert('nowCode', `insert into invitation_codes (code, discount_percent, used_count) values ('NOW20', 20, 1)`);
  await insert(
    'winner',
    `insert into entries (user_id, season_id, category_id, title, status, award_level_id, submitted_at)
     values (${ids.entrant}, ${ids.past}, ${ids.chair}, 'Fold chair', 'awarded', ${ids.gold}, '2023-02-01')`,
  );
  await insert(
    'coded',
    `insert into entries (user_id, season_id, category_id, title, status, invitation_code, submitted_at)
     values (${ids.entrant}, ${ids.past}, ${ids.lamp}, 'Arc lamp', 'not_awarded', 'past10', '2023-02-02')`,
  );
  await insert(
    'pastDraft',
    `insert into entries (user_id, season_id, category_id, title, invitation_code) values (${ids.entrant}, ${ids.past}, ${ids.lamp}, 'Draft', 'PAST10')`,
  );
  await insert(
    'current',
    `insert into entries (user_id, season_id, category_id, title, status, invitation_code, submitted_at)
     values (${ids.entrant}, ${ids.now}, ${ids.chair}, 'New chair', 'submitted', 'NOW20', '2024-02-01')`,
  );
  const review = (entry: number, level: number) =>
    `insert into reviews (entry_id, reviewer_id, level, status, scores, total, award_chosen, award_level_id, comment, submitted_at)
     values (${entry}, ${ids.judge}, 'first', 'submitted', '{"design": 9}', 900, true, ${level}, 'Fine', '2023-04-01')`;
  await insert('pastReview', review(ids.winner!, ids.gold!));
  await insert('currentReview', review(ids.current!, ids.silver!));
  before = {
    entries: await json('entries', ['category_id', 'award_level_id']),
    reviews: await json('reviews', ['award_level_id']),
    categories: await json('categories', []),
    award_levels: await json('award_levels', []),
    invitation_codes: await json('invitation_codes', []),
    seasons: await json('seasons', ['is_current']),
  };
  await migrate(db);
});

afterAll(async () => {
  if (url) await db?.exec(`drop schema if exists ${schema} cascade`);
  await db?.close();
});

const categoriesOf = (season: number) =>
  rows(`select id, origin_id, parent_id, name, name_zh, entry_fee_cents, early_bird_fee_cents, sort, is_active
        from categories where season_id = ${season} order by sort`);
const levelsOf = (season: number) =>
  rows(`select id, origin_id, name, rank, winner_package_fee_cents, trophy_fee_cents from award_levels where season_id = ${season} order by rank`);
const codesOf = (season: number) =>
  rows(`select code, description, discount_percent, discount_cents, max_uses, used_count, expires_at, is_active
        from invitation_codes where season_id = ${season} order by code`);
const without = (row: Row, ...keys: string[]) => Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));

describe('migration 0017 on several seasons', () => {
  it('leaves the current season the original categories, levels and codes', async () => {
    expect((await categoriesOf(ids.now!)).map((c) => [c.id, c.origin_id])).toEqual([
      [ids.group, ids.group],
      [ids.chair, ids.chair],
      [ids.lamp, ids.lamp],
    ]);
    expect((await levelsOf(ids.now!)).map((l) => [l.id, l.origin_id])).toEqual([
      [ids.gold, ids.gold],
      [ids.silver, ids.silver],
    ]);
    expect((await codesOf(ids.now!)).map((c) => [c.code, c.used_count])).toEqual([
      ['NOW20', 1],
      ['PAST10', 3],
    ]);
    const current = await one(`select category_id, award_level_id from entries where id = ${ids.current}`);
    expect(current).toEqual({ category_id: ids.chair, award_level_id: null });
    expect((await one(`select award_level_id from reviews where id = ${ids.currentReview}`)).award_level_id).toBe(ids.silver);
  });

  it('gives a past season with entries its own copy of the tree and the levels, sharing their origin', async () => {
    const now = await categoriesOf(ids.now!);
    const past = await categoriesOf(ids.past!);
    expect(past.map((c) => without(c, 'id', 'parent_id'))).toEqual(now.map((c) => without(c, 'id', 'parent_id')));
    expect(past.map((c) => c.id)).not.toContain(ids.chair);
    const [group, chair, lamp] = past;
    expect([chair!.parent_id, lamp!.parent_id, group!.parent_id]).toEqual([group!.id, group!.id, null]);

    const nowLevels = await levelsOf(ids.now!);
    const pastLevels = await levelsOf(ids.past!);
    expect(pastLevels.map((l) => without(l, 'id'))).toEqual(nowLevels.map((l) => without(l, 'id')));
    expect(pastLevels.map((l) => l.id)).not.toContain(ids.gold);

    // A season without entries needs none.
    expect(await categoriesOf(ids.emptySeason!)).toEqual([]);
    expect(await levelsOf(ids.emptySeason!)).toEqual([]);
    expect(await codesOf(ids.emptySeason!)).toEqual([]);
  });

  it('points the past entries and their reviews at their own season, same names, same origin', async () => {
    const linked = await rows(
      `select e.id, e.season_id, c.season_id as category_season, c.name as category, c.origin_id as category_origin,
              a.season_id as level_season, a.name as level, a.origin_id as level_origin
       from entries e join categories c on c.id = e.category_id left join award_levels a on a.id = e.award_level_id
       where e.season_id = ${ids.past} order by e.id`,
    );
    expect(linked.map((e) => without(e, 'id'))).toEqual([
      { season_id: ids.past, category_season: ids.past, category: 'Chairs', category_origin: ids.chair, level_season: ids.past, level: 'Gold', level_origin: ids.gold },
      { season_id: ids.past, category_season: ids.past, category: 'Lamps', category_origin: ids.lamp, level_season: null, level: null, level_origin: null },
      { season_id: ids.past, category_season: ids.past, category: 'Lamps', category_origin: ids.lamp, level_season: null, level: null, level_origin: null },
    ]);
    const review = await one(
      `select a.season_id, a.name, a.origin_id from reviews r join award_levels a on a.id = r.award_level_id where r.id = ${ids.pastReview}`,
    );
    expect(review).toEqual({ season_id: ids.past, name: 'Gold', origin_id: ids.gold });
  });

  it('copies the codes a past season’s entries carry, in any case, counting that season’s submitted uses', async () => {
    const [pastCode] = await codesOf(ids.past!);
    const [, original] = await codesOf(ids.now!);
    expect(await codesOf(ids.past!)).toHaveLength(1);
    // One submitted entry carries it in 2023 (the draft does not count); the terms are the original's.
    expect(pastCode).toEqual({ ...original, used_count: 1 });
    expect(pastCode).toMatchObject({ code: 'PAST10', discount_percent: 10, max_uses: 5, description: 'Ten off' });
  });

  it('changes nothing else', async () => {
    expect(await json('entries', ['category_id', 'award_level_id', 'custom_fields', 'form_snapshot', 'personal_data_purged_at', 'conflict_count'])).toEqual(before.entries);
    expect(await json('reviews', ['award_level_id', 'criteria_version'])).toEqual(before.reviews);
    expect(await json('seasons', ['is_current', 'criteria_version', 'score_max', 'entry_form', 'retention_days'])).toEqual(before.seasons);
    const originals = (table: string, added: string[]) =>
      json(table, added).then((all) => all.filter((r) => before[table]!.some((b) => (b.j as Row).id === (r.j as Row).id)));
    expect(await originals('categories', ['season_id', 'origin_id', 'entry_form'])).toEqual(before.categories);
    expect(await originals('award_levels', ['season_id', 'origin_id', 'metal'])).toEqual(before.award_levels);
    expect(
      await originals('invitation_codes', ['season_id', 'discount_cents', 'max_uses_per_entrant', 'category_ids']),
    ).toEqual(before.invitation_codes);
  });
});
