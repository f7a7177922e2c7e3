// Issue 23 "a lean process": the compiled server started exactly as `npm start` starts it
// (`node scripts/start.mjs`, NODE_ENV=production, a fresh DATA_DIR, the demo data on), on the
// embedded database and on PostgreSQL, beside a bare node:http process started the same way:
//  - start-up: from spawning the process to /api/health answering (a fresh database loads the
//    demo data first; the embedded one is then started again on the same DATA_DIR);
//  - idle RSS: VmRSS of the server process, read after it answered the home page and the winners
//    list and then had SETTLE_MS of quiet.
// Goals: ≤ 300 MB on PostgreSQL, ≤ 600 MB on the embedded database. PostgreSQL is
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test): the
// server gets a database of its own, created and dropped here; one that does not answer is skipped
// with a line saying so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { goal } from './goals.ts';
import { benchRoot } from './http-ratio.ts';

const GOALS_MB = { postgres: 300, embedded: 600 };
const SETTLE_MS = 3000;
const port = Number(process.env.BENCH_PROCESS_PORT ?? 3597);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Measured {
  startMs: number;
  rssMb: number;
}

const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Polls `url` until it answers 200; fails when `child` exits first or after five minutes. */
async function answered(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Spawns `args`, waits for /api/health, asks `paths`, waits SETTLE_MS, reads the process's RSS. */
async function measure(args: string[], env: NodeJS.ProcessEnv, paths: string[]): Promise<Measured> {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop what listens there, or set BENCH_PROCESS_PORT`);
  const started = performance.now();
  // The process npm start runs is this one: start.mjs turns itself into the server (execve keeps
  // the process id) or imports it, so its VmRSS is the server's.
  const child = spawn(process.execPath, args, { cwd: benchRoot, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const url = `http://127.0.0.1:${port}`;
    await answered(`${url}/api/health`, child);
    const startMs = performance.now() - started;
    for (const path of paths) {
      const res = await fetch(url + path);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return { startMs, rssMb: rssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

const BARE = `require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), process.env.HOST);`;

async function main(): Promise<void> {
  // Built beforehand, so start-up times the start, not a build (npm start builds what is stale).
  if (!existsSync(join(benchRoot, 'apps/web/dist/ssr/entry-server.js'))) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: benchRoot, stdio: 'ignore' });
  }
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: benchRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('building the server failed');

  const base = { ...process.env, NODE_ENV: 'production', DEMO_DATA: 'true', LOG_LEVEL: 'warn', REDIS_URL: '' };
  const pages = ['/', '/api/index/winnerList?page=1&pageSize=20'];
  const rows: { name: string; m: Measured; goalMb?: number }[] = [];

  rows.push({ name: 'bare node:http', m: await measure(['-e', BARE], base, ['/api/health']) });

  const dataDir = mkdtempSync(join(tmpdir(), 'laurel-process-'));
  try {
    const env = { ...base, DATA_DIR: dataDir, DATABASE_URL: '' };
    rows.push({ name: 'embedded database, first start', m: await measure(['scripts/start.mjs'], env, pages), goalMb: GOALS_MB.embedded });
    rows.push({ name: 'embedded database, next start', m: await measure(['scripts/start.mjs'], env, pages), goalMb: GOALS_MB.embedded });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: pgUrl });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    console.log(`PostgreSQL at ${pgUrl} does not answer: its row is skipped`);
  } else {
    const name = `bench_${process.pid}_${Date.now().toString(36)}`;
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const pgDir = mkdtempSync(join(tmpdir(), 'laurel-process-'));
    await admin.query(`create database ${name}`);
    try {
      const env = { ...base, DATA_DIR: pgDir, DATABASE_URL: url.href };
      rows.push({ name: 'PostgreSQL, first start', m: await measure(['scripts/start.mjs'], env, pages), goalMb: GOALS_MB.postgres });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }

  console.log(`\nThe server as npm start runs it (compiled, NODE_ENV=production, fresh DATA_DIR, demo data): start-up to /api/health, idle RSS ${SETTLE_MS / 1000} s after / and winnerList`);
  console.log('process'.padEnd(34), 'start-up'.padStart(10), 'idle RSS'.padStart(10));
  for (const r of rows) {
    const verdict = r.goalMb === undefined ? '' : `  goal ≤ ${r.goalMb} MB → ${goal(r.m.rssMb <= r.goalMb)}`;
    console.log(r.name.padEnd(34), `${(r.m.startMs / 1000).toFixed(2)} s`.padStart(10), `${r.m.rssMb.toFixed(0)} MB`.padStart(10) + verdict);
  }
}

await main();
