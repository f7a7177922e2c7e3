// `npm run bench`: requests per second of Laurel's API as a ratio against a bare node:http server
// answering the same bytes, measured in the same run. Timings on shared machines drift; the
// ratio holds. Rounds alternate baseline and Laurel so drift hits both alike.
//   BENCH_SECONDS (default 3) per measurement, BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (10)
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const laurelPort = 3591;
const basePort = 3592;

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-'));
const laurel = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(laurelPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    REDIS_URL: process.env.REDIS_URL ?? '',
  },
});
let baseline: ChildProcess | undefined;

try {
  const laurelUrl = `http://127.0.0.1:${laurelPort}`;
  await waitFor(`${laurelUrl}/api/health`, laurel);

  const login = await fetch(`${laurelUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'entrant@laurel.local', password: 'Entrant#2026' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { token };

  // The baseline answers exactly the bytes Laurel answers.
  const healthBody = await (await fetch(`${laurelUrl}/api/health`)).text();
  const userBody = await (await fetch(`${laurelUrl}/api/user/getUserInfo`, { headers: auth })).text();
  baseline = fork(join(root, 'bench/baseline-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(basePort),
      BASELINE_ROUTES: JSON.stringify({ '/api/health': healthBody, '/api/user/getUserInfo': userBody }),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((r) => baseline!.once('message', r));
  const baseUrl = `http://127.0.0.1:${basePort}`;

  const cases = [
    { name: 'GET /api/health', path: '/api/health', headers: {} },
    { name: 'GET /api/user/getUserInfo', path: '/api/user/getUserInfo', headers: auth },
  ];
  // Warm up both servers (JIT, connection pools) before anything is recorded.
  for (const c of cases) {
    await autocannon({ url: baseUrl + c.path, headers: c.headers, connections, duration: 1 });
    await autocannon({ url: laurelUrl + c.path, headers: c.headers, connections, duration: 1 });
  }

  const rows: { name: string; base: number; laurel: number; ratio: number }[] = [];
  for (const c of cases) {
    const ratios: number[] = [];
    const bases: number[] = [];
    const laurels: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const b = await measure(baseUrl + c.path, c.headers);
      const l = await measure(laurelUrl + c.path, c.headers);
      bases.push(b);
      laurels.push(l);
      ratios.push(l / b);
    }
    rows.push({ name: c.name, base: median(bases), laurel: median(laurels), ratio: median(ratios) });
  }

  console.log(`\nLaurel vs bare node:http, same bytes, ${connections} connections, ${rounds}×${seconds} s, median`);
  console.log('call'.padEnd(30), 'baseline req/s'.padStart(15), 'laurel req/s'.padStart(14), 'ratio'.padStart(8));
  for (const r of rows) {
    console.log(
      r.name.padEnd(30),
      r.base.toFixed(0).padStart(15),
      r.laurel.toFixed(0).padStart(14),
      r.ratio.toFixed(3).padStart(8),
    );
  }
} finally {
  baseline?.kill();
  laurel.kill('SIGTERM');
  await new Promise((r) => laurel.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
