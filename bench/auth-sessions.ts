import { fileURLToPath } from 'node:url';
// Issue 11 "fast sessions": an authenticated read (`GET /api/user/getUserInfo` with a session
// token) against a bare node:http server answering the same bytes, rounds alternated; goal ≥ 0.25
// on the embedded database and on PostgreSQL. PostgreSQL is BENCH_DATABASE_URL (else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), in a schema of its own that
// is dropped afterwards; it runs once alone and once with Redis (BENCH_REDIS_URL, else
// TEST_REDIS_URL, else redis://127.0.0.1:6379), where every cached session is checked against its
// user's revocation counter (apps/server/src/services/accounts/README.md#sessions). A database or Redis that does not
// answer is skipped with a line saying so.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { alternate, benchConnections, benchRoot, benchRounds, benchSeconds, demoEntrantToken, spawnServer, startBaseline, waitFor, type Ratio } from './http-ratio.ts';

const GOAL = 0.25;
const PATH = '/api/user/getUserInfo';
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Three servers, one after the other, each with its baseline 10 ports up (other parts use 3591–3594).
const port = Number(process.env.BENCH_SESSIONS_PORT ?? 3595);

interface Target {
  name: string;
  env: Record<string, string>;
}

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

/** Starts the real server on `port`, logs the demo entrant in, and measures the read. */
async function run(target: Target, dataDir: string, port: number): Promise<Ratio> {
  // spawnServer refuses a port another process answers on (set BENCH_SESSIONS_PORT).
  const server = await spawnServer({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn', ...target.env }, port);
  let baseline: ChildProcess | undefined;
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/api/health`, server);
    const headers = { token: await demoEntrantToken(url) };
    const res = await fetch(url + PATH, { headers });
    if (!res.ok) throw new Error(`${target.name} ${PATH}: HTTP ${res.status}`);
    baseline = await startBaseline({ [PATH]: await res.text() }, port + 10);
    return await alternate(`http://127.0.0.1:${port + 10}`, url, PATH, headers, benchConnections);
  } finally {
    baseline?.kill();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  }
}

/** Prints one line per database (and with Redis) with its ratio against the goal. */
export async function benchSessions(): Promise<void> {
  console.log(`\nAuthenticated read ${PATH} vs bare node:http, same bytes, ${benchRounds}×${benchSeconds} s, ${benchConnections} connections, median`);
  console.log('database'.padEnd(40), 'baseline req/s'.padStart(15), 'laurel req/s'.padStart(14), 'ratio'.padStart(8), ' goal');
  const print = (name: string, r: Ratio) =>
    console.log(
      name.padEnd(40),
      r.base.toFixed(0).padStart(15),
      r.laurel.toFixed(0).padStart(14),
      r.ratio.toFixed(3).padStart(8),
      ` ≥ ${GOAL} → ${r.ratio >= GOAL ? 'met' : 'NOT MET'}`,
    );

  const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-sessions-'));
  try {
    print('embedded (PGlite)', await run({ name: 'PGlite', env: { DATABASE_URL: '', REDIS_URL: '' } }, dataDir, port));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  if (!(await answers(() => admin.connect()))) {
    console.log(`PostgreSQL at ${new URL(pgUrl).host} does not answer: skipped`);
    return;
  }
  const schema = `bench_sessions_${process.pid}`;
  const pgDir = mkdtempSync(join(tmpdir(), 'laurel-bench-sessions-pg-'));
  try {
    await admin.query(`create schema ${schema}`);
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    // The server seeds the demo competition only into PGlite; the seed command does it here.
    const env = { ...process.env, DATA_DIR: pgDir, DATABASE_URL: url.href, LOG_LEVEL: 'warn' };
    const seed = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.resolve('@laurel/server/cli/seed'))], { cwd: benchRoot, env, encoding: 'utf8' });
    if (seed.status !== 0) throw new Error(`seeding PostgreSQL failed:\n${seed.stderr}`);
    print('PostgreSQL', await run({ name: 'PostgreSQL', env: { DATABASE_URL: url.href, REDIS_URL: '' } }, pgDir, port + 1));
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
    const redisUp = await answers(async () => {
      await redis.connect();
      await redis.ping();
    });
    redis.disconnect();
    if (redisUp) print('PostgreSQL + Redis', await run({ name: 'PostgreSQL + Redis', env: { DATABASE_URL: url.href, REDIS_URL: redisUrl } }, pgDir, port + 2));
    else console.log(`Redis at ${new URL(redisUrl).host} does not answer: PostgreSQL + Redis skipped`);
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
    await admin.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSessions();
