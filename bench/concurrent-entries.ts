// Issue 4: BENCH_ENTRANTS (default 100) entrants at once each create an entry, upload 5 images of
// about 2 MB and submit it, against a real server on its own embedded database.
//  - Goal: no error, and afterwards every entry is submitted with its 5 images, each served.
//  - Memory: the server's peak RSS (VmHWM) growth over its resident size at the round's start, in a round with
//    ~0.4 MB images and then a round with ~2 MB images (5× the bytes). Buffered uploads would grow
//    with the bytes in flight; streamed to disk, the second round's peak stays near the first's
//    (goal: peak growth of the 2 MB round < 2× that of the 0.4 MB round).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runSeed, spawnServer, waitFor } from './http-ratio.ts';
import { memoryKb } from './proc-memory.ts';

const port = Number(process.env.BENCH_ENTRIES_PORT ?? 3593);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-submit-'));
const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_DATA: 'true', LOG_LEVEL: 'warn' };

/** Five distinct noisy JPEGs of about 2 MB (noise does not compress, like a detailed photo). */
async function makeImages(side: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < 5; i++) {
    const [width, height] = [side, side];
    const raw = Buffer.alloc(width * height * 3);
    for (let p = 0; p < raw.length; p++) raw[p] = (Math.random() * 256) | 0;
    out.push(await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer());
  }
  return out;
}

type Data = Record<string, unknown>;
async function call(token: string, path: string, init: RequestInit = {}): Promise<Data> {
  const res = await fetch(base + path, { ...init, headers: { token, ...(init.headers as Record<string, string>) } });
  const body = (await res.json()) as { code: number; msg: unknown; data: Data };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${JSON.stringify(body.msg)}`);
  return body.data;
}
const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * One upload as the web app sends it: when the server's image queue is full it answers 429 with
 * Retry-After (issue 10), and the upload is sent again after that long.
 */
let busyAnswers = 0;
async function uploadOne(token: string, form: FormData): Promise<Data> {
  for (;;) {
    const res = await fetch(`${base}/api/apply/upload`, { method: 'POST', headers: { token }, body: form });
    const body = (await res.json()) as { code: number; msg: unknown; data: Data };
    if (body.code === 200) return body.data;
    if (body.code !== 429) throw new Error(`/api/apply/upload: ${body.code} ${JSON.stringify(body.msg)}`);
    busyAnswers++;
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

async function submitOne(token: string, categoryId: number, images: Buffer[], n: number): Promise<number> {
  const entry = await call(token, '/api/apply/entry', post({ categoryId }));
  const fileIds: number[] = [];
  for (const [i, img] of images.entries()) {
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([img], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    fileIds.push((await uploadOne(token, form)).fileId as number);
  }
  const body = { apply_order_id: entry.id, title: `Concurrent entry ${n}`, description: 'Submitted by the benchmark.', credits: 'Bench Studio', imageFileIds: fileIds, submit: true };
  await call(token, '/api/apply/edit', post(body));
  return entry.id as number;
}

/** Reads the entry back: submitted, 5 images, and every image served from storage. */
async function verify(token: string, id: number): Promise<void> {
  const info = await call(token, `/api/apply/info?apply_order_id=${id}`);
  const images = info.images as { url: string }[];
  if (info.status !== 'submitted' || images.length !== 5) throw new Error(`entry ${id}: ${String(info.status)}, ${images.length} images`);
  for (const img of images) {
    const res = await fetch(base + img.url.replace('/large?', '/original?'));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`entry ${id}: ${img.url} answered ${res.status}`);
  }
}

const { tokens, categoryId } = runSeed<{ tokens: string[]; categoryId: number }>('bench/seed-entrants.ts', env);

const server = await spawnServer(env, port);
try {
  await waitFor(`${base}/api/health`, server);
  const before = memoryKb(server.pid!);
  const failures: string[] = [];
  const round = async (side: number, label: string) => {
    const images = await makeImages(side);
    // Each round's peak over its own start: the kernel's high-water mark is reset first (5 to
    // clear_refs), or it would still hold the start-up's (the embedded database's creation).
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const start = memoryKb(server.pid!);
    const imageMb = images.reduce((sum, b) => sum + b.length, 0) / images.length / 1024 / 1024;
    const t0 = Date.now();
    busyAnswers = 0;
    const results = await Promise.allSettled(tokens.map((token, n) => submitOne(token, categoryId, images, n + 1)));
    const seconds = (Date.now() - t0) / 1000;
    const peak = memoryKb(server.pid!).peak;
    const ids = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ token: tokens[i]!, id: r.value }] : []));
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    for (const { token, id } of ids) await verify(token, id).catch((err: unknown) => failed.push(String(err)));
    failures.push(...failed);
    const growthMb = (peak - start.rss) / 1024;
    console.log(
      `  ${label}: ${imageMb.toFixed(2)} MB images, ${(tokens.length * 5 * imageMb).toFixed(0)} MB uploaded, ${(tokens.length * imageMb).toFixed(0)} MB in flight at once;` +
        ` ${ids.length} submitted in ${seconds.toFixed(1)} s, ${failed.length} failures, ${busyAnswers} uploads sent again after a 429; peak RSS ${(peak / 1024).toFixed(0)} MB (growth ${growthMb.toFixed(0)} MB)`,
    );
    return growthMb;
  };
  console.log(`\n${tokens.length} entrants at once, each: create an entry, upload 5 images, submit (read back: status, 5 images, each served)`);
  console.log(`  server RSS before: ${(before.rss / 1024).toFixed(0)} MB`);
  const small = await round(700, 'round 1');
  const large = await round(1550, 'round 2');
  for (const f of failures.slice(0, 5)) console.log(`  failure: ${f}`);
  const ratio = large / Math.max(small, 1);
  console.log(
    `concurrent submissions goal: no error → ${failures.length === 0 ? 'met' : 'NOT MET'};` +
      ` peak growth with 2 MB images / with 0.4 MB images = ${ratio.toFixed(2)} (goal < 2 → ${ratio < 2 ? 'met' : 'NOT MET'})`,
  );
  if (failures.length) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
