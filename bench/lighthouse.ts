// Issue 14's measure, first: Lighthouse 12 in its mobile lab profile (simulated slow 4G, 4× CPU
// slowdown) on `/`, `/winner` and one winner's page of the built app, beside a static HTML page
// with the same hero image and headline served from this machine in the same run, each page the
// median of BENCH_LH_RUNS (3) runs, driving Debian Chromium. Goals (issue 14): LCP ≤ 1.5× the
// static page's, FCP ≤ 1.8 s, CLS ≤ 0.05, performance score ≥ 95. Printed, not enforced, until
// the server-rendered pages of issue 14 are built.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, spawnServer, waitFor } from './http-ratio.ts';
import { IMAGE_WIDTHS, resizedUrl } from '@laurel/contract';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const laurelPort = 3595;
const staticPort = 3596;

interface Row {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-lh-'));
const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true', LOG_LEVEL: 'warn', REDIS_URL: '' };
// DEMO_DATA: the server loads the demo site (banners, winners) on its first start.
const laurel = await spawnServer(env, laurelPort);
const base = `http://127.0.0.1:${laurelPort}`;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const staticServer = createServer();
try {
  await waitFor(`${base}/api/health`, laurel);
  const banners = (await (await fetch(`${base}/api/index/banner?position=home`)).json()) as { data: { title: string; imageUrl: string | null }[] };
  const hero = banners.data.find((b) => b.imageUrl);
  if (!hero?.imageUrl) throw new Error('the demo home banner has no image');
  const winners = (await (await fetch(`${base}/api/index/winnerList?page=1&pageSize=1`)).json()) as { data: { list: { id: number }[] } };
  const winnerId = winners.data.list[0]?.id;
  if (!winnerId) throw new Error('the demo data has no published winner');

  // The static page: the same hero image, in the same stored widths with the same srcset and
  // sizes as the home page's banner (their bytes fetched from Laurel once), and headline.
  const widths = IMAGE_WIDTHS;
  const images = new Map<string, Buffer>();
  for (const size of Object.keys(widths)) {
    const url = new URL(resizedUrl(hero.imageUrl, size as keyof typeof widths), base);
    images.set(`/hero/${size}`, Buffer.from(await (await fetch(url)).arrayBuffer()));
  }
  const srcset = Object.entries(widths).map(([size, w]) => `/hero/${size} ${w}w`).join(', ');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Static</title>
<style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover}h1{margin:16px}</style></head>
<body><img src="/hero/large" srcset="${srcset}" sizes="100vw" alt="" fetchpriority="high"><h1>${hero.title.replace(/[<&]/g, '')}</h1></body></html>`;
  staticServer.on('request', (req, res) => {
    const image = images.get(req.url ?? '');
    if (image) res.writeHead(200, { 'content-type': 'image/webp', 'content-length': image.length }).end(image);
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve));

  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const pages: [string, string][] = [
    ['static page, same banner', `http://127.0.0.1:${staticPort}/`],
    ['/', `${base}/`],
    ['/winner', `${base}/winner`],
    [`/winnerDetails?apply_order_id=${winnerId}`, `${base}/winnerDetails?apply_order_id=${winnerId}`],
  ];
  const rows: Row[] = [];
  for (const [name, url] of pages) {
    // One run unrecorded: a live site's pages and image sizes are made and cached already; the
    // first request of each here would make them.
    await audit(url, chrome.port);
    const runs: Row[] = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await audit(url, chrome.port);
      runs.push({
        page: name,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
    console.log(`${name}: LCP ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(' / ')} s, score ${runs.map((r) => r.score).join(' / ')}`);
    rows.push({
      page: name,
      score: median(runs.map((r) => r.score)),
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
    });
  }
  const staticLcp = rows[0]!.lcp;
  console.log(`\nLighthouse 12, mobile lab profile (slow 4G, 4× CPU), median of ${RUNS} runs`);
  console.log('| page | performance score | FCP | LCP | CLS |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.score} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${r.cls.toFixed(2)} |`);
  for (const r of rows.slice(1)) {
    const goals = [
      ['LCP ≤ 1.5× static', r.lcp <= 1.5 * staticLcp],
      ['FCP ≤ 1.8 s', r.fcp <= 1800],
      ['CLS ≤ 0.05', r.cls <= 0.05],
      ['score ≥ 95', r.score >= 95],
    ] as const;
    console.log(`${r.page}: ${goals.map(([g, ok]) => `${g} ${ok ? 'met' : 'NOT MET'}`).join('; ')} (LCP ${(r.lcp / staticLcp).toFixed(2)}× static)`);
  }
} finally {
  await chrome?.kill();
  staticServer.close();
  laurel.kill('SIGTERM');
  await new Promise((r) => laurel.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * One Lighthouse run. Its trace recording now and then fails on its own (NO_NAVSTART, a trace
 * without the page's navigation): that run is made again, up to twice, rather than failing the
 * bench; any other failure, or a third, stops it.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${url}: Lighthouse gave no result`);
    if (!lhr.runtimeError) return lhr;
    if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}
