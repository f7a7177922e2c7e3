// `npm run bench`: Laurel's speed as ratios against a baseline measured in the same run (timings
// on shared machines drift; ratios hold).
//  1. Requests per second of API calls against a bare node:http server answering the same bytes;
//     rounds alternate baseline and Laurel so drift hits both alike. The winners list runs with
//     BENCH_WINNERS (10 000) shown winners in the database and 50 connections (issue 3).
//  2. The home route's first-load JavaScript, gzip (issue 3 budget: 250 KB).
//  3. entryList with 200 entries against 2, and 100 entrants submitting entries with 5 images at
//     once with the server's peak RSS (issue 4: bench/entry-list.ts, bench/concurrent-entries.ts).
//  4. The image bomb: 3, then 8 entrants uploading a 10950×10950 JPEG at once, with the server's
//     peak RSS and its answers to other calls meanwhile (issue 10: bench/image-bomb.ts).
//  5. An authenticated read on each database against bare node:http (issue 11: auth-sessions.ts),
//     and the demo data a fresh start loads (bench/demo-seed.ts).
//   BENCH_SECONDS (default 3) per measurement, BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (10)
//   Parts by name run alone: `npm run bench -- image-bomb` (api, web-size, entry-list,
//   submissions, image-bomb, sessions, demo-seed, documents, payments, jury-list, admin-entries, dashboard, zip,
//   lighthouse, process, exports;
//   several may be named).
//  6. Payments (issue 12): 50 concurrent payment clicks give one order, 20 concurrent callbacks one
//     change and one receipt (bench/payments.ts).
//  7. The judge's table (issue 13): judgeEntryList over 20 000 entries and 60 000 reviews against
//     200 entries, and its SQL statements per call (bench/jury-list.ts).
//  8. The jury's batch zip (issue 13): 200 entries × 5 images of 2 MB through the real server
//     against zip -0 on the same files, with the server's peak RSS growth (bench/zip.ts).
//  9. First paint (issue 14): Lighthouse 12's mobile lab profile on /, /winner and a winner's page
//     beside a static page with the same hero, in Debian Chromium (bench/lighthouse.ts).
// 10. The process (issue 23): the compiled server started as `npm start` runs it, on the embedded
//     database and on PostgreSQL: start-up time and idle RSS beside bare node:http (bench/process.ts).
// 11. The console's dashboard (issue 29): getDashboard over a season of 50 000 entries with its
//     orders, assignments and reviews beside one of 200: p95 and SQL statements (bench/dashboard.ts).
// 12. Exports (issue 29): the entries export of 50 000 entries against 200 through the real server,
//     its peak RSS growth (< 100 MB) and rows per second (bench/exports.ts).
// 13. The console's entries table (issue 29): listAdminEntries over 50 000 entries with each filter
//     and sort alone against 200 entries, its p95 and its SQL statements per call (bench/admin-entries.ts).
// Every goal is a check: the run ends with the goals NOT MET, if any, and exits non-zero (goals.ts).
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchSessions } from './auth-sessions.ts';
import { goal, recordGoals, reportGoals, runPart } from './goals.ts';
import { benchConnections, benchRounds, benchSeconds, demoEntrantToken, measure, median, runSeed, spawnServer, waitFor } from './http-ratio.ts';
import { HOME_JS_BUDGET_KB, homeFirstLoad } from './web-size.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PARTS = ['api', 'web-size', 'entry-list', 'submissions', 'image-bomb', 'sessions', 'demo-seed', 'documents', 'payments', 'jury-list', 'admin-entries', 'dashboard', 'zip', 'lighthouse', 'process', 'exports'] as const;
const only = process.argv.slice(2);
for (const name of only) if (!PARTS.includes(name as (typeof PARTS)[number])) throw new Error(`unknown part ${name}; parts: ${PARTS.join(', ')}`);
const want = (part: (typeof PARTS)[number]) => only.length === 0 || only.includes(part);
const seconds = benchSeconds;
const rounds = benchRounds;
const connections = benchConnections;
const laurelPort = 3591;
recordGoals();
const basePort = 3592;

if (want('api')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-'));
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    REDIS_URL: process.env.REDIS_URL ?? '',
  };

  // The home page is served server-rendered only from a build that has the renderer.
  if (!existsSync(join(root, 'apps/web/dist/ssr/entry-server.js'))) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  }

  // The database is prepared before the server opens it (PGlite belongs to one process).
  console.log(`Seeding ${process.env.BENCH_WINNERS ?? 10_000} shown winners…`);
  const seeded = runSeed<{ categoryId: number; awardLevelId: number; timings?: { name: string; ms: number }[] }>('bench/seed-winners.ts', serverEnv);

  const laurel = await spawnServer(serverEnv, laurelPort);
  let baseline: ChildProcess | undefined;

  try {
    const laurelUrl = `http://127.0.0.1:${laurelPort}`;
    await waitFor(`${laurelUrl}/api/health`, laurel);

    const auth = { token: await demoEntrantToken(laurelUrl) };

    const cases: { name: string; path: string; headers: Record<string, string>; conns: number }[] = [
      { name: 'GET /api/health', path: '/api/health', headers: {}, conns: connections },
      { name: 'GET /api/user/getUserInfo', path: '/api/user/getUserInfo', headers: auth, conns: connections },
      {
        name: 'GET /api/index/winnerList p1 (50 conn)',
        path: '/api/index/winnerList?page=1&pageSize=20',
        headers: {},
        conns: 50,
      },
      // Issue 14: the home page's server-rendered HTML, from the page cache, as a browser asks
      // for it (Brotli), against the same bytes from bare node:http.
      { name: 'GET / server-rendered, cached', path: '/', headers: { 'accept-encoding': 'br' }, conns: connections },
    ];

    // The baseline answers exactly the bytes Laurel answers (the page as compressed on the wire).
    const bodies: Record<string, string> = {};
    for (const c of cases) {
      const res = await rawGet(laurelUrl + c.path, c.headers);
      if (res.status !== 200) throw new Error(`${c.path}: HTTP ${res.status}`);
      bodies[c.path] = res.body.toString('base64');
    }
    baseline = fork(join(root, 'bench/baseline-server.ts'), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, PORT: String(basePort), BASELINE_BINARY: JSON.stringify(bodies) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise((r) => baseline!.once('message', r));
    const baseUrl = `http://127.0.0.1:${basePort}`;

    // Warm up both servers (JIT, connection pools, caches) before anything is recorded.
    for (const c of cases) {
      await autocannon({ url: baseUrl + c.path, headers: c.headers, connections: c.conns, duration: 1 });
      await autocannon({ url: laurelUrl + c.path, headers: c.headers, connections: c.conns, duration: 1 });
    }

    const rows: { name: string; base: number; laurel: number; ratio: number }[] = [];
    for (const c of cases) {
      const ratios: number[] = [];
      const bases: number[] = [];
      const laurels: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const b = await measure(baseUrl + c.path, c.headers, c.conns);
        const l = await measure(laurelUrl + c.path, c.headers, c.conns);
        bases.push(b);
        laurels.push(l);
        ratios.push(l / b);
      }
      rows.push({ name: c.name, base: median(bases), laurel: median(laurels), ratio: median(ratios) });
    }

    console.log(`\nLaurel vs bare node:http, same bytes, ${rounds}×${seconds} s, median`);
    console.log('call'.padEnd(40), 'baseline req/s'.padStart(15), 'laurel req/s'.padStart(14), 'ratio'.padStart(8));
    for (const r of rows) {
      console.log(
        r.name.padEnd(40),
        r.base.toFixed(0).padStart(15),
        r.laurel.toFixed(0).padStart(14),
        r.ratio.toFixed(3).padStart(8),
      );
    }
    const winners = rows.find((r) => r.name.includes('winnerList'))!;
    console.log(`winnerList goal: ratio ≥ 0.75 → ${goal(winners.ratio >= 0.75)}`);
    const page = rows.find((r) => r.name.includes('server-rendered'))!;
    console.log(`server-rendered / goal: ratio ≥ 0.6 → ${page.ratio >= 0.6 ? 'met' : 'NOT MET'}`);

    if (seeded.timings?.length) {
      const [first, ...rest] = seeded.timings;
      console.log(`\nWinners query, uncached, median of repeated runs (ratio against ${first!.name})`);
      for (const t of seeded.timings) {
        console.log(t.name.padEnd(52), `${t.ms.toFixed(2)} ms`.padStart(12), (t.ms / first!.ms).toFixed(2).padStart(8));
      }
      const worst = Math.max(...rest.map((t) => t.ms / first!.ms));
      console.log(`filtered page 50 goal: ≤ 2× page 1 → ${worst <= 2 ? 'met' : 'NOT MET'}`);
    }
  } finally {
    baseline?.kill();
    laurel.kill('SIGTERM');
    await new Promise((r) => laurel.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (want('web-size')) {
  const dist = join(root, 'apps/web/dist');
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  }
  const home = homeFirstLoad(dist);
  console.log(
    `\nHome route first load: ${home.gzipKb.toFixed(1)} KB JS gzip in ${home.files.length} files` +
      ` (budget ${HOME_JS_BUDGET_KB} KB → ${home.gzipKb <= HOME_JS_BUDGET_KB ? 'met' : 'NOT MET'}; ratio ${(home.gzipKb / HOME_JS_BUDGET_KB).toFixed(2)})`,
  );
  // The largest files say where a regression came from (apps/web/src/app/README.md#front-end-weight).
  for (const { file, gzipKb } of home.sizes.slice(0, 8)) {
    console.log(`  ${file.replace(/^assets\//, '').padEnd(44)} ${gzipKb.toFixed(1).padStart(7)} KB`);
  }
}

if (want('entry-list')) {
  // Its own throwaway database, so it runs after the server above has let go of PGlite.
  await runPart(root, 'bench/entry-list.ts');
}

if (want('submissions')) {
  // 100 entrants submitting entries with 5 images at once, with the server's peak memory (issue 4).
  await runPart(root, 'bench/concurrent-entries.ts');
}

if (want('image-bomb')) {
  // A 10950×10950 JPEG with an EXIF orientation uploaded by 3, then 8 entrants at once (issue 10).
  await runPart(root, 'bench/image-bomb.ts');
}

if (want('sessions')) {
  // An authenticated read on the embedded database, PostgreSQL and PostgreSQL with Redis (issue 11).
  await benchSessions();
}

if (want('demo-seed')) {
  await runPart(root, 'bench/demo-seed.ts');
}

if (want('documents')) {
  // The invoice and certificate PDFs: median ms per document (bench/documents.ts).
  await runPart(root, 'bench/documents.ts');
}

if (want('jury-list')) {
  // The judge's table stays as fast at 20 000 entries as at 200 (bench/jury-list.ts).
  await runPart(root, 'bench/jury-list.ts');
}

if (want('admin-entries')) {
  // The console's entries table stays as fast at 50 000 entries as at 200 (bench/admin-entries.ts).
  await runPart(root, 'bench/admin-entries.ts');
}

if (want('dashboard')) {
  // The console's dashboard: 50 000 entries in under a second, in as many statements as 200 (bench/dashboard.ts).
  await runPart(root, 'bench/dashboard.ts');
}

if (want('payments')) {
  // Nothing charged twice: one order per fee, one change and one receipt per callback (bench/payments.ts).
  await runPart(root, 'bench/payments.ts');
}

if (want('zip')) {
  // The jury's batch zip: throughput against zip -0, and the server's memory (bench/zip.ts).
  await runPart(root, 'bench/zip.ts');
}

if (want('lighthouse')) {
  // The public pages' first paint against a static page with the same hero (bench/lighthouse.ts).
  const dist = join(root, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  await runPart(root, 'bench/lighthouse.ts');
}

if (want('process')) {
  // The compiled server as `npm start` runs it: start-up time and idle memory on each database
  // beside a bare node:http process (bench/process.ts).
  await runPart(root, 'bench/process.ts');
}

if (want('exports')) {
  // The console's entries export streams 50 000 entries in bounded memory (bench/exports.ts).
  await runPart(root, 'bench/exports.ts');
}

reportGoals();

/** A GET whose body is kept as it came on the wire (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
