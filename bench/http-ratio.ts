// Requests per second of a real Laurel server against a bare node:http server answering the same
// bytes (bench/baseline-server.ts), for the bench parts that compare them: rounds alternate the
// two, so a machine that slows down meanwhile slows both alike, and the median ratio is reported.
import { fork, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const benchRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 3);
export const benchRounds = Number(process.env.BENCH_ROUNDS ?? 3);
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
