// Requests per second of a real Laurel server against a bare node:http server answering the same
// bytes (bench/baseline-server.ts), for the bench parts that compare them: rounds alternate the
// two, so a machine that slows down meanwhile slows both alike, and the median ratio is reported.
// Also how every bench part seeds, starts and logs in to that server.
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const benchRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 3);
export const benchRounds = Number(process.env.BENCH_ROUNDS ?? 3);
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Runs a bench seed script (bench/seed-*.ts) to its end, before the server opens the database
 * (PGlite belongs to one process); what it prints last, as JSON.
 */
export function runSeed<T>(script: string, env: NodeJS.ProcessEnv): T {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', join(benchRoot, script)], { cwd: benchRoot, env, encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`seeding failed:\n${seed.stderr}`);
  return JSON.parse(seed.stdout.trim().split('\n').at(-1)!) as T;
}

/**
 * The real server in its own process on 127.0.0.1:`port`, its errors on this one's stderr. The
 * port must be free: another server already answering there would be measured instead of ours
 * (ours would fail to listen while `waitFor` took the other's answer).
 */
export async function spawnServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop what listens there, or choose another port`);
  return spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.resolve('@laurel/server/server'))], {
    cwd: benchRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
}

/** Logs the demo data's entrant in on the server at `url`; the session token. */
export async function demoEntrantToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'entrant@laurel.local', password: 'Entrant#2026' }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Resolves once `url` answers below 500; fails when `child` exits first or after two minutes. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
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

/** Average requests per second over `benchSeconds`; any non-2xx answer or error fails the run. */
export async function measure(url: string, headers: Record<string, string>, conns: number): Promise<number> {
  const result = await autocannon({ url, headers, connections: conns, duration: benchSeconds });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} time-outs`);
  }
  return result.requests.average;
}

/** A bare node:http server in its own process answering `bodies` (path → exact bytes). */
export async function startBaseline(bodies: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = fork(join(benchRoot, 'bench/baseline-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), BASELINE_ROUTES: JSON.stringify(bodies) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((r) => child.once('message', r));
  return child;
}

export interface Ratio {
  base: number;
  laurel: number;
  ratio: number;
}

/**
 * Warms both servers up on `path`, then measures `benchRounds` rounds, baseline then Laurel in
 * each; the medians of the rates and of the per-round ratios.
 */
export async function alternate(baseUrl: string, laurelUrl: string, path: string, headers: Record<string, string>, conns: number): Promise<Ratio> {
  await autocannon({ url: baseUrl + path, headers, connections: conns, duration: 1 });
  await autocannon({ url: laurelUrl + path, headers, connections: conns, duration: 1 });
  const bases: number[] = [];
  const laurels: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < benchRounds; i++) {
    const b = await measure(baseUrl + path, headers, conns);
    const l = await measure(laurelUrl + path, headers, conns);
    bases.push(b);
    laurels.push(l);
    ratios.push(l / b);
  }
  return { base: median(bases), laurel: median(laurels), ratio: median(ratios) };
}
