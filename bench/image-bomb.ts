// Issue 10: the image memory bomb. A 0.7 MB JPEG of 10950×10950 px with an EXIF orientation,
// uploaded by BENCH_BOMB_COUNTS (default "3,8") entrants at once, one upload each, against a
// real server on its own embedded database.
// BENCH_BOMB_PROGRESSIVE=1 sends instead the heaviest progressive JPEG kept: 8100×5400 px at 4:4:4
// (262 MB of coefficients, just under MAX_BUFFERED_BYTES), which the image gate runs alone.
//  - Memory: the server's peak RSS (VmHWM, reset before each round) over its resident size just
//    before the round. Goal: growth < 300 MB whatever the count.
//  - Answers: how many 2xx, 429 (the image queue is full, with Retry-After) and 5xx; goal: no 5xx.
//  - Meanwhile GET /api/index/getPhase is called again and again: every call must be answered
//    during the burst; its slowest and median latency are printed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runSeed, spawnServer, waitFor } from './http-ratio.ts';
import { memoryKb } from './proc-memory.ts';

const port = Number(process.env.BENCH_BOMB_PORT ?? 3594);
const base = `http://127.0.0.1:${port}`;
const counts = (process.env.BENCH_BOMB_COUNTS ?? '3,8').split(',').map(Number);
const GOAL_MB = 300;
const PROGRESSIVE = process.env.BENCH_BOMB_PROGRESSIVE === '1';
const [WIDTH, HEIGHT] = PROGRESSIVE ? [8100, 5400] : [10950, 10950];
const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-bomb-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  BENCH_ENTRANTS: String(Math.max(...counts)),
};

/** A flat colour compresses to almost nothing, so 120 megapixels fit in about 0.7 MB. */
async function makeBomb(): Promise<Buffer> {
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg(PROGRESSIVE ? { quality: 90, progressive: true, chromaSubsampling: '4:4:4' } : { quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Sets the process's peak RSS back to its current RSS (Linux: clear_refs 5). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function uploadOne(token: string, jpeg: Buffer): Promise<{ status: number; retryAfter: string | null }> {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'bomb.jpg');
  try {
    const res = await fetch(`${base}/api/apply/upload`, { method: 'POST', headers: { token }, body: form });
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

const { tokens } = runSeed<{ tokens: string[] }>('bench/seed-entrants.ts', env);

const bomb = await makeBomb();
const server = await spawnServer(env, port);
try {
  await waitFor(`${base}/api/health`, server);
  // Warm the routes up (JIT, first database reads) so the round measures the images.
  await fetch(`${base}/api/index/getPhase`).then((r) => r.arrayBuffer());

  console.log(`\nImage bomb: a ${(bomb.length / 1024 / 1024).toFixed(2)} MB ${PROGRESSIVE ? 'progressive 4:4:4 ' : ''}JPEG of ${WIDTH}×${HEIGHT} px with EXIF orientation 6, uploaded by n entrants at once`);
  let met = true;
  for (const n of counts) {
    const pid = server.pid!;
    resetPeak(pid);
    const before = memoryKb(pid);
    const t0 = performance.now();
    let done = false;
    const uploads = Promise.all(tokens.slice(0, n).map((token) => uploadOne(token, bomb))).then((r) => {
      done = true;
      return r;
    });
    // Another caller meanwhile: one GET after the other until every upload has its answer.
    const latencies: number[] = [];
    let otherFailed = 0;
    while (!done) {
      const s = performance.now();
      const ok = await fetch(`${base}/api/index/getPhase`).then((r) => r.arrayBuffer().then(() => r.ok), () => false);
      if (ok) latencies.push(performance.now() - s);
      else otherFailed++;
      await Promise.race([uploads, new Promise((r) => setTimeout(r, 50))]);
    }
    const results = await uploads;
    const seconds = (performance.now() - t0) / 1000;
    const growthMb = (memoryKb(pid).peak - before.rss) / 1024;
    const by = (test: (s: number) => boolean) => results.filter((r) => test(r.status)).length;
    const ok2xx = by((s) => s >= 200 && s < 300);
    const busy = results.filter((r) => r.status === 429);
    const fivexx = by((s) => s >= 500 || s === 0);
    const other = n - ok2xx - busy.length - fivexx;
    const sorted = [...latencies].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    const slowest = sorted.at(-1) ?? NaN;
    const retryAfter = [...new Set(busy.map((r) => r.retryAfter))].join(',');
    console.log(
      `  ${n} at once: all answered in ${seconds.toFixed(1)} s; ${ok2xx}× 2xx, ${busy.length}× 429${busy.length ? ` (Retry-After ${retryAfter})` : ''}, ${fivexx}× 5xx or no answer${other ? `, ${other}× other` : ''};` +
        ` peak RSS growth ${growthMb.toFixed(0)} MB (before ${(before.rss / 1024).toFixed(0)} MB);` +
        ` getPhase during the burst: ${latencies.length} answered, ${otherFailed} failed, median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`,
    );
    const roundMet = growthMb < GOAL_MB && fivexx === 0 && latencies.length > 0 && otherFailed === 0 && busy.every((r) => r.retryAfter);
    met &&= roundMet;
  }
  console.log(`image bomb goal: peak RSS growth < ${GOAL_MB} MB at every count, no 5xx, other calls answered → ${met ? 'met' : 'NOT MET'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
