import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Schema = typeof schema;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The server's address (PostgreSQL): the job queue opens its own small pool there. */
  url?: string;
  /** The schema the app works in, when not the default (tests: one per file). */
  searchPath?: string;
  /** The embedded database's one connection (PGlite): the job queue shares it. */
  raw?: unknown;
  /** Runs raw SQL (migrations, test setup); returns the rows. */
  exec: (text: string) => Promise<unknown[]>;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A real PostgreSQL server; when absent, PGlite under `dataDir` (or in memory). */
  url?: string;
  dataDir?: string;
  /** Work inside this schema (tests isolate each file this way). */
  searchPath?: string;
  poolSize?: number;
}

/**
 * One connection layer for both drivers. PGlite and node-postgres share Drizzle's query builder,
 * so services are written once against `Db` (docs/decisions/002-database-and-migrations.md).
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    await pool.query(opts.searchPath ? `create schema if not exists ${opts.searchPath}` : 'select 1');
    return {
      db: drizzlePg(pool, { schema, casing: 'snake_case' }),
      kind: 'postgres',
      url: opts.url,
      searchPath: opts.searchPath,
      exec: async (text) => {
        const res = await pool.query(text);
        return Array.isArray(res) ? res.flatMap((r) => r.rows) : res.rows;
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the console's text search is an index read (migration 0022). PGlite reads the
  // extension's files (a 16 KB archive in the package) as it starts. The options object carries
  // the data directory too: `new PGlite(dir, { extensions })` silently leaves the extension out
  // (PGlite 0.5.16).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // PGlite's WebAssembly memory starts at 128 MB, the least its module accepts (initialMemory
  // cannot go lower), and grows for PostgreSQL's shared memory, which shared_buffers sets (128 MB
  // in the postgresql.conf initdb writes). Measured on an existing database: 314 MB resident at
  // open with 189 MB of WebAssembly memory by default, 180–190 MB and 128 MB with 32 MB of shared
  // buffers; building and querying a 200 000-row indexed table, 490–550 MB against 330–560 MB (the
  // high end is the run that builds the index: maintenance_work_mem, 64 MB). The database
  // files are read through the operating system's cache, so a small buffer pool costs little.
  // work_mem (4 MB) and the others stay PostgreSQL's defaults: PGlite runs one query at a time.
  const client = new PGlite({ dataDir: opts.dataDir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
  await client.waitReady;
  if (opts.searchPath) {
    await client.exec(`create schema if not exists ${opts.searchPath}; set search_path to ${opts.searchPath}`);
  }
  return {
    db: drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    searchPath: opts.searchPath,
    raw: client,
    exec: async (text) => {
      const res = await client.exec(text);
      return res.flatMap((r) => r.rows);
    },
    close: () => client.close(),
  };
}

/** A transaction handle; helpers that may run inside one take `DbLike`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbLike = Db | Tx;
