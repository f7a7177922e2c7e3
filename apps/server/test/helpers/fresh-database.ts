import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own for server processes a test starts: a new database on TEST_DATABASE_URL's
 * server (dropped by `drop`), or none (`url` undefined: the processes use the embedded database
 * in their DATA_DIR). Processes need a whole database, not a schema: the server has no search path
 * setting, and pg-boss keeps its own schema beside the app's.
 */
export async function freshDatabase(base = process.env.TEST_DATABASE_URL): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
