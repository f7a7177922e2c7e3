import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

/**
 * The migration runner on fresh schemas: of TEST_DATABASE_URL's server (each "replica" its own
 * pool), or of one in-memory PGlite when it is unset.
 */
const url = process.env.TEST_DATABASE_URL;
const MIGRATIONS = new URL('../../src/db/migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', MIGRATIONS), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const TAGS = journal.entries.sort((a, b) => a.idx - b.idx).map((e) => e.tag);

const opened: Database[] = [];
const schemas: string[] = [];
let pglite: Database | undefined;

/** A new, empty schema, and a way to open connections ("replicas") working inside it. */
async function freshSchema(): Promise<{ schema: string; connect: () => Promise<Database> }> {
  const schema = `m_${process.pid}_${randomBytes(4).toString('hex')}`;
  schemas.push(schema);
  if (url) {
    return {
      schema,
      connect: async () => {
        const database = await openDatabase({ url, searchPath: schema, poolSize: 2 });
        opened.push(database);
        return database;
      },
    };
  }
  pglite ??= await openDatabase({});
  await pglite.exec(`create schema ${schema}; set search_path to ${schema}`);
  // PGlite is one connection: every "replica" shares it, as in-process callers would.
  const shared: Database = { ...pglite, close: async () => {} };
  return { schema, connect: async () => shared };
}

afterAll(async () => {
  if (url && opened[0])
    for (const s of schemas) await opened[0].exec(`drop schema if exists ${s} cascade`);
  for (const d of opened) await d.close();
  await pglite?.close();
});

const tablesIn = async (db: Database, schema: string) =>
  (
    (await db.exec(
      `select table_name from information_schema.tables where table_schema = '${schema}' order by 1`,
    )) as { table_name: string }[]
  ).map((r) => r.table_name);

const recorded = async (db: Database) =>
  (await db.exec('select tag, hash, applied_at from laurel_migrations order by tag')) as {
    tag: string;
    hash: string;
    applied_at: Date | string;
  }[];

describe('migrate', () => {
  it('applies every migration to an empty schema, inside that schema', async () => {
    const { schema, connect } = await freshSchema();
    const db = await connect();
    expect(await tablesIn(db, schema)).toEqual([]);

    expect(await migrate(db)).toEqual(TAGS);

    const tables = await tablesIn(db, schema);
    expect(tables).toEqual(
      expect.arrayContaining([
        'laurel_migrations',
        'users',
        'sessions',
        'seasons',
        'categories',
        'award_levels',
        'entries',
        'content_blocks',
        'audit_log',
      ]),
    );
    // Foreign keys point at this schema's tables, not at "public": a session needs a real user here.
    await expect(
      db.exec(
        `insert into sessions (token_hash, user_id, expires_at) values ('x', 999999, now() + interval '1 hour')`,
      ),
    ).rejects.toThrow(/foreign key/i);
  });

  it('records each migration with the hash of its file', async () => {
    const { connect } = await freshSchema();
    const db = await connect();
    const startedAt = Date.now();
    await migrate(db);
    const rows = await recorded(db);
    expect(rows.map((r) => r.tag)).toEqual(TAGS);
    for (const row of rows) {
      const text = readFileSync(new URL(`${row.tag}.sql`, MIGRATIONS), 'utf8');
      expect(row.hash).toBe(createHash('sha256').update(text).digest('hex'));
      expect(new Date(row.applied_at).getTime()).toBeGreaterThan(startedAt - 60_000);
    }
  });

  it('does nothing the second time, keeping the data', async () => {
    const { connect } = await freshSchema();
    const db = await connect();
    await migrate(db);
    await db.exec(
      `insert into users (email, password_hash, name) values ('kept@example.com', 'x', 'Kept')`,
    );
    const before = await recorded(db);

    expect(await migrate(db)).toEqual([]);

    expect(await recorded(db)).toEqual(before);
    expect(await db.exec(`select email from users`)).toEqual([{ email: 'kept@example.com' }]);
  });

  it('lets several replicas start at once on a fresh schema', async () => {
    const { schema, connect } = await freshSchema();
    const replicas: Database[] = [];
    for (let i = 0; i < 4; i++) replicas.push(await connect());

    const results = await Promise.allSettled(replicas.map((r) => migrate(r)));

    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await recorded(replicas[0]!)).map((r) => r.tag)).toEqual(TAGS);
    expect(await tablesIn(replicas[0]!, schema)).toContain('users');
    // And a later start finds nothing to do.
    expect(await migrate(replicas[1]!)).toEqual([]);
  });
});
