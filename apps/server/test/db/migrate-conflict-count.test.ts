import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

/**
 * Migration 0022 on an install whose jurors had already declared conflicts: each entry's
 * `conflict_count` starts from the conflicts it has, and the trigger keeps it from then on. A
 * schema of TEST_DATABASE_URL's server, or an in-memory PGlite when it is unset.
 */
const url = process.env.TEST_DATABASE_URL;
const schema = `mc_${process.pid}_${randomBytes(4).toString('hex')}`;
let db: Database;
const one = async (sql: string) => ((await db.exec(sql)) as Record<string, unknown>[])[0]!;
const ids: Record<string, number> = {};

beforeAll(async () => {
  db = await openDatabase(url ? { url, searchPath: schema, poolSize: 2 } : { searchPath: schema });
  await migrate(db, { through: '0021_console_entries_indexes' });
  const insert = async (name: string, sql: string) => {
    ids[name] = Number((await one(`${sql} returning id`)).id);
  };
  await insert(
    'season',
    `insert into seasons (year, name, registration_opens_at, registration_closes_at, first_review_starts_at, first_review_ends_at,
       second_review_starts_at, second_review_ends_at, results_at)
     values (2025, 'S', '2025-01-01', '2025-03-01', '2025-03-02', '2025-04-01', '2025-04-02', '2025-05-01', '2025-06-01')`,
  );
  await insert('entrant', `insert into users (email, password_hash, name) values ('e@example.com', 'x', 'Entrant')`);
  await insert('j1', `insert into users (email, password_hash, name, identity) values ('j1@example.com', 'x', 'J1', 2)`);
  await insert('j2', `insert into users (email, password_hash, name, identity) values ('j2@example.com', 'x', 'J2', 2)`);
  await insert('two', `insert into entries (user_id, season_id, title) values (${ids.entrant}, ${ids.season}, 'Two')`);
  await insert('none', `insert into entries (user_id, season_id, title) values (${ids.entrant}, ${ids.season}, 'None')`);
  await db.exec(`insert into review_conflicts (entry_id, reviewer_id, reason) values (${ids.two}, ${ids.j1}, 'a'), (${ids.two}, ${ids.j2}, 'b')`);
  await migrate(db);
});
afterAll(async () => {
  if (url) await db?.exec(`drop schema if exists ${schema} cascade`);
  await db?.close();
});

const count = async (id: number) => Number((await one(`select conflict_count as n from entries where id = ${id}`)).n);

describe('migration 0022 on declared conflicts', () => {
  it('counts the conflicts each entry already had', async () => {
    expect([await count(ids.two!), await count(ids.none!)]).toEqual([2, 0]);
  });

  it('keeps counting after it', async () => {
    await db.exec(`insert into review_conflicts (entry_id, reviewer_id, reason) values (${ids.none}, ${ids.j1}, 'c')`);
    await db.exec(`delete from review_conflicts where entry_id = ${ids.two} and reviewer_id = ${ids.j2}`);
    expect([await count(ids.two!), await count(ids.none!)]).toEqual([1, 1]);
  });
});
