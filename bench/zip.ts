// `npm run bench -- zip`: the jury's batch zip (docs/product.md#zip-downloads) through the real
// server on its own embedded database: 200 entries × 5 images of 2 MB (bench/seed-zip.ts), one
// `batchDownloadZip` of all of them read by an HTTP client, against `zip -0 -r -q` storing the
// very same files, in the same run. Both outputs are counted and thrown away, not written to
// disk: writing 2 GB would make both as slow as the disk and hide the server's own cost. Rounds
// alternate which goes first, so the page cache and a busy machine favour neither.
//  - Throughput goal: Laurel's MB/s ≥ 0.8 × zip's (the mean of the rounds' ratios).
//  - Memory goal: the server's peak RSS during a download < 100 MB over its RSS before (VmHWM,
//    reset before each download through /proc/<pid>/clear_refs).
//  - The server's CPU seconds per download (utime + stime of /proc/<pid>/stat), printed beside
//    without a goal: on a busy machine they say what the server itself spent.
//  BENCH_ZIP_ROUNDS (default 2, one with each going first); the seed's sizes: BENCH_ZIP_ENTRIES, BENCH_ZIP_IMAGES, BENCH_ZIP_IMAGE_MB.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runSeed, spawnServer, waitFor } from './http-ratio.ts';
import { memoryKb, resetPeak } from './proc-memory.ts';

const PORT = Number(process.env.BENCH_ZIP_PORT ?? 3594);
const ROUNDS = Number(process.env.BENCH_ZIP_ROUNDS ?? 2);
const THROUGHPUT_GOAL = 0.8;
const GROWTH_GOAL_MB = 100;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-zip-'));
const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'warn' };

/** CPU seconds the process has used so far, user and system (utime and stime of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  // The fields after the command's closing parenthesis, from the state (field 3) on.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100; // USER_HZ: 100 on Linux
}

const seconds = (start: number) => (performance.now() - start) / 1000;

/** `zip -0 -r -q` of the stored originals, the zip written out and thrown away: seconds and bytes. */
function baseline(originalsDir: string): { s: number; bytes: number } {
  const start = performance.now();
  const run = spawnSync('sh', ['-c', 'zip -0 -r -q - originals | wc -c'], { cwd: dirname(originalsDir), encoding: 'utf8' });
  const s = seconds(start);
  if (run.status !== 0) throw new Error(`zip failed: ${run.stderr}`);
  return { s, bytes: Number(run.stdout.trim()) };
}

/**
 * The batch downloaded and thrown away: seconds, bytes, and the server's peak RSS growth in MB.
 * The client reads the socket raw and only counts: Node's HTTP client spends more CPU parsing a
 * chunked body than the server spends writing it (3.3 s against 2.3 s for 2 GB), and on two
 * cores it would be measured instead of the server.
 */
async function download(token: string, ids: number[], pid: number): Promise<{ s: number; bytes: number; growthMb: number; cpuS: number }> {
  const before = memoryKb(pid).rss;
  const cpuBefore = cpuSeconds(pid);
  let sampledPeak = before;
  const peakReset = resetPeak(pid);
  // Where the peak cannot be reset, RSS is sampled instead (it can miss a short spike).
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryKb(pid).rss)), 20);
  const start = performance.now();
  const { head, bytes, tail } = await new Promise<{ head: string; bytes: number; tail: Buffer }>((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1');
    socket.write(`GET /api/judge/batchDownloadZip?apply_order_ids=${ids.join(',')} HTTP/1.1\r\nHost: 127.0.0.1\r\ntoken: ${token}\r\nConnection: close\r\n\r\n`);
    let head: Buffer | null = Buffer.alloc(0);
    let headText = '';
    let count = 0;
    let last: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      if (head) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        headText = head.subarray(0, end).toString('latin1');
        chunk = head.subarray(end + 4);
        head = null;
      }
      count += chunk.length;
      last = chunk.length >= 64 ? chunk : Buffer.concat([last, chunk]).subarray(-64);
    });
    socket.on('end', () => resolve({ head: headText, bytes: count, tail: last.subarray(-29) }));
    socket.on('error', reject);
  });
  const s = seconds(start);
  const cpuS = cpuSeconds(pid) - cpuBefore;
  clearInterval(sampler);
  const peak = peakReset ? memoryKb(pid).peak : sampledPeak;
  if (!/^HTTP\/1\.1 200 /.test(head) || !/^content-type: application\/zip$/im.test(head)) throw new Error(`batchDownloadZip answered ${head.split('\r\n')[0]}`);
  // A whole zip ends with its end record, then the chunked body's last chunk (the tests read the
  // zip itself with unzip and Python).
  if (tail.readUInt32LE(0) !== 0x06054b50 || tail.subarray(22).toString('latin1') !== '\r\n0\r\n\r\n') throw new Error('the download did not end with a zip end record');
  return { s, bytes, growthMb: (peak - before) / 1024, cpuS };
}

const seedStart = performance.now();
const seeded = runSeed<{ token: string; ids: number[]; originalsDir: string; bytes: number }>('bench/seed-zip.ts', env);
const seedS = seconds(seedStart);
const server = await spawnServer(env, PORT);
let failed = false;
try {
  await waitFor(`${base}/api/health`, server);
  const mb = (bytes: number) => bytes / 1024 / 1024;
  console.log(
    `\nJury batch zip: ${seeded.ids.length} entries, ${mb(seeded.bytes).toFixed(0)} MB of images (seeded in ${seedS.toFixed(0)} s);` +
      ` batchDownloadZip over HTTP vs zip -0 -r -q of the same files, both outputs thrown away, ${ROUNDS} rounds`,
  );
  console.log('round'.padEnd(8), 'zip -0 MB/s'.padStart(12), 'laurel MB/s'.padStart(12), 'ratio'.padStart(7), 'server peak growth'.padStart(20), 'server CPU'.padStart(12));
  const ratios: number[] = [];
  let worstGrowth = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const laurelFirst = round % 2 === 1;
    let zip = { s: 0, bytes: 0 };
    if (!laurelFirst) zip = baseline(seeded.originalsDir);
    const laurel = await download(seeded.token, seeded.ids, server.pid!);
    if (laurelFirst) zip = baseline(seeded.originalsDir);
    const zipRate = mb(zip.bytes) / zip.s;
    const laurelRate = mb(laurel.bytes) / laurel.s;
    ratios.push(laurelRate / zipRate);
    worstGrowth = Math.max(worstGrowth, laurel.growthMb);
    console.log(
      String(round + 1).padEnd(8),
      zipRate.toFixed(0).padStart(12),
      laurelRate.toFixed(0).padStart(12),
      (laurelRate / zipRate).toFixed(2).padStart(7),
      `${laurel.growthMb.toFixed(1)} MB`.padStart(20),
      `${laurel.cpuS.toFixed(1)} s`.padStart(12),
    );
  }
  const ratio = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  const fast = ratio >= THROUGHPUT_GOAL;
  const lean = worstGrowth < GROWTH_GOAL_MB;
  console.log(
    `zip goal: throughput ≥ ${THROUGHPUT_GOAL}× zip -0 → ${ratio.toFixed(2)} ${fast ? 'met' : 'NOT MET'};` +
      ` server peak RSS growth < ${GROWTH_GOAL_MB} MB → ${worstGrowth.toFixed(1)} MB ${lean ? 'met' : 'NOT MET'}`,
  );
  failed = !fast || !lean;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
