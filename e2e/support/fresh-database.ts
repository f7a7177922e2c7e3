import pg from 'pg';

/**
 * A PostgreSQL database of the suite's own, dropped and made again, when TEST_DATABASE_URL names a
 * server: the server then runs as in production, and the suite runs faster than on PGlite, whose
 * WebAssembly engine shares the server's one thread with everything else (380 s against 427 s on
 * the 2-core machine; docs/testing.md#tests). Named by the caller after its port, so two runs side
 * by side never share one. Without a server, '' — the embedded PGlite a newcomer's `npm start` uses.
 */
export async function freshDatabase(name: string): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return '';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
