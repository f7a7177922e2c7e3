// `npm run bench -- exports`: the console's entries export (docs/product.md#exports) through the
// real server on its own embedded database: 50,000 entries (BENCH_EXPORT_ENTRIES; bench/seed-exports.ts)
// downloaded as CSV by a client that reads and counts, against the same export of a 200-entry
// season in the same run (the baseline).
//  - Memory goal: the server's peak RSS while streaming the 50,000 grows < 100 MB over its RSS
//    before (VmHWM, reset before each download through /proc/<pid>/clear_refs; sampled every
//    20 ms where that is refused). The embedded database runs inside the server's process, so its
//    memory counts too.
//  - Rows per second of each, and their ratio, printed: a page read by the key costs the same at
//    row 49,000 as at row 1, so the big export must not be slower per row than the small one
//    (goal: ≥ 0.5×; the small one pays the fixed cost of a request over fewer rows).
//  - The file is whole: a header, then exactly one line per entry.
//  BENCH_EXPORT_ROUNDS (default 2).
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSeed, spawnServer, waitFor } from './http-ratio.ts';
import { memoryKb, resetPeak } from './proc-memory.ts';

const PORT = Number(process.env.BENCH_EXPORT_PORT ?? 3596);
const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 2);
const GROWTH_GOAL_MB = 100;
const RATE_GOAL = 0.5;
const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-exports-'));
const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'warn' };

/** One export downloaded and counted: seconds, bytes, lines, the server's peak RSS growth in MB. */
async function download(token: string, seasonId: number, pid: number): Promise<{ s: number; bytes: number; lines: number; growthMb: number }> {
  const before = memoryKb(pid).rss;
  let sampledPeak = before;
  const peakReset = resetPeak(pid);
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryKb(pid).rss)), 20);
  const start = performance.now();
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    get({ host: '127.0.0.1', port: PORT, path: `/api/admin/exports/entries?seasonId=${seasonId}`, headers: { token } }, (res) => {
      if (res.statusCode !== 200 || !/^text\/csv/.test(String(res.headers['content-type']))) reject(new Error(`export answered ${res.statusCode}`));
      let count = 0;
      let newlines = 0;
      res.on('data', (chunk: Buffer) => {
        count += chunk.length;
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) newlines++;
      });
      res.on('end', () => resolve({ bytes: count, lines: newlines }));
      res.on('error', reject);
    }).on('error', reject);
  });
  const s = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const peak = peakReset ? memoryKb(pid).peak : sampledPeak;
  return { s, bytes, lines, growthMb: (peak - before) / 1024 };
}

const seedStart = performance.now();
const seeded = runSeed<{ token: string; big: { seasonId: number; entries: number }; small: { seasonId: number; entries: number } }>('bench/seed-exports.ts', env);
const seedS = (performance.now() - seedStart) / 1000;
const server = await spawnServer(env, PORT);
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${PORT}/api/health`, server);
  console.log(`\nEntries export: ${seeded.big.entries} entries against ${seeded.small.entries} (seeded in ${seedS.toFixed(0)} s), CSV over HTTP, ${ROUNDS} rounds`);
  console.log('round'.padEnd(8), 'entries'.padStart(8), 'MB'.padStart(7), 'seconds'.padStart(8), 'rows/s'.padStart(9), 'peak RSS growth'.padStart(17));
  let worstGrowth = 0;
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const small = await download(seeded.token, seeded.small.seasonId, server.pid!);
    const big = await download(seeded.token, seeded.big.seasonId, server.pid!);
    for (const [n, r] of [[seeded.small.entries, small], [seeded.big.entries, big]] as const) {
      if (r.lines !== n + 1) throw new Error(`the export of ${n} entries had ${r.lines - 1} rows`);
      console.log(String(round + 1).padEnd(8), String(n).padStart(8), (r.bytes / 1024 / 1024).toFixed(1).padStart(7), r.s.toFixed(2).padStart(8), (n / r.s).toFixed(0).padStart(9), `${r.growthMb.toFixed(1)} MB`.padStart(17));
    }
    worstGrowth = Math.max(worstGrowth, big.growthMb);
    ratios.push(seeded.big.entries / big.s / (seeded.small.entries / small.s));
  }
  const ratio = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  console.log(
    `exports goal: server peak RSS growth streaming ${seeded.big.entries} entries < ${GROWTH_GOAL_MB} MB → ${worstGrowth.toFixed(1)} MB ${worstGrowth < GROWTH_GOAL_MB ? 'met' : 'NOT MET'};` +
      ` rows/s of ${seeded.big.entries} ≥ ${RATE_GOAL}× rows/s of ${seeded.small.entries} → ${ratio.toFixed(2)} ${ratio >= RATE_GOAL ? 'met' : 'NOT MET'}`,
  );
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  server.kill();
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
