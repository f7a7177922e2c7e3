// The console's entries table (issue 29 goal): a page of `listAdminEntries` over a season of
// 50 000 entries, with each filter and each sort alone, costs at most 2× the same call's page 1
// over a season of 200 entries, both measured here in the same run, with the same number of SQL
// statements per call (counted at the driver, for both seasons and two page sizes); the p95 of
// the big season stays well under 500 ms. Timed at the service, as bench/jury-list.ts does. The
// rows are written with SQL (generate_series). A throwaway embedded database unless
// BENCH_DATABASE_URL names one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntryFilterQuery, EntrySort } from '@laurel/contract';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { listAdminEntries } from '@laurel/server/services/entries/console/list-admin-entries';

const BIG = Number(process.env.BENCH_ADMIN_ENTRIES ?? 50_000);
const SMALL = 200;
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 25);

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-admin-entries-'));
const ctx = await createContext({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), databaseUrl: process.env.BENCH_DATABASE_URL });
const exec = (text: string) => ctx.database.exec(text) as Promise<Record<string, unknown>[]>;
try {
  const dates = `now() - interval '60 days', now() - interval '20 days', now() - interval '10 days', now() + interval '20 days', now() + interval '21 days', now() + interval '30 days', now() + interval '40 days'`;
  const cols = 'registration_opens_at, registration_closes_at, first_review_starts_at, first_review_ends_at, second_review_starts_at, second_review_ends_at, results_at';
  const [big] = await exec(`insert into seasons (year, name, ${cols}) values (2090, 'Big', ${dates}) returning id`);
  const [small] = await exec(`insert into seasons (year, name, ${cols}) values (2089, 'Small', ${dates}) returning id`);
  const COUNTRIES = ['CN', 'US', 'DE', 'GB', 'JP', 'FR', 'IT', 'KR', 'NL', 'SE'];
  console.log(`Seeding ${BIG} and ${SMALL} entries with SQL…`);
  // 20 000 entrants (a tenth with a company), 40 reviewers.
  await exec(`insert into users (email, password_hash, name, company, country)
    select 'entrant-' || i || '@studio-' || (i % 3000) || '.test', 'x', 'Entrant ' || i, case when i % 10 = 0 then 'Studio ' || i end,
      (array['${COUNTRIES.join("','")}'])[1 + i % ${COUNTRIES.length}]
    from generate_series(1, 20000) i`);
  await exec(`insert into users (email, password_hash, name, identity) select 'juror-' || i || '@jury.test', 'x', 'Juror ' || i, 2 from generate_series(1, 40) i`);
  const seed = async (seasonId: number, n: number) => {
    await exec(`insert into categories (season_id, name, name_zh, sort) select ${seasonId}, 'Category ' || i, '类别 ' || i, i from generate_series(1, 20) i`);
    await exec(`insert into award_levels (season_id, name, rank) select ${seasonId}, 'Level ' || i, i from generate_series(1, 3) i`);
    // Statuses, fees and awards in the proportions of a season in review: most submitted or in
    // review, 5 % awarded (a third of them shown), a few drafts, withdrawn and purged.
    await exec(`insert into entries (user_id, season_id, category_id, title, status, entry_fee_status, winner_package_fee_status, additional_trophy_fee_status, award_level_id, is_show, submitted_at, assigned_count, personal_data_purged_at)
      select u.id, ${seasonId}, c.id, 'Entry ' || i || ' ' || (array['chair','lamp','poster','bottle','app','house'])[1 + i % 6],
        case when i % 20 = 0 then 'awarded' when i % 50 = 1 then 'draft' when i % 97 = 0 then 'withdrawn' when i % 3 = 0 then 'submitted' else 'in_review' end,
        (array['paid','paid','paid','unpaid','pending','waived','refunded'])[1 + i % 7],
        case when i % 20 = 0 then (array['paid','pending','unpaid'])[1 + i / 20 % 3] else 'unpaid' end,
        case when i % 40 = 0 then 'paid' else 'unpaid' end,
        case when i % 20 = 0 then l.id end,
        i % 60 = 0,
        case when i % 50 = 1 then null else now() - (i % 900) * interval '1 hour' end,
        case when i % 7 = 0 then 0 else 3 end,
        case when i % 500 = 3 then now() end
      from generate_series(1, ${n}) i
      join lateral (select id from users where email = 'entrant-' || (1 + i % 20000) || '@studio-' || ((1 + i % 20000) % 3000) || '.test') u on true
      join lateral (select id from categories where season_id = ${seasonId} and sort = 1 + i % 20) c on true
      join lateral (select id from award_levels where season_id = ${seasonId} and rank = 1 + i % 3) l on true`);
    // Money kept for a settled fee on one entry in 1 000, a declared conflict on one in 200.
    await exec(`insert into payment_orders (order_no, entry_id, user_id, fee_kind, provider, amount_cents, currency, status, paid_at, excess_at)
      select 'B' || e.id, e.id, e.user_id, 'entry', 'sandbox', 100, 'USD', 'paid', now(), case when e.id % 1000 = 0 then now() end
      from entries e where e.season_id = ${seasonId} and e.entry_fee_status = 'paid'`);
    await exec(`insert into review_conflicts (entry_id, reviewer_id, reason)
      select e.id, (select min(id) from users where identity = 2), 'seeded' from entries e where e.season_id = ${seasonId} and e.id % 200 = 0`);
  };
  await seed(Number(big!.id), BIG);
  await seed(Number(small!.id), SMALL);
  await exec('vacuum analyze');
  const first = async (seasonId: number, sql: string) => Object.values((await exec(sql.replaceAll('$season', String(seasonId))))[0] ?? {})[0] as number;
  const level = (seasonId: number) => first(seasonId, `select id from award_levels where season_id = $season and rank = 1`);
  const category = (seasonId: number) => first(seasonId, `select id from categories where season_id = $season and sort = 7`);

  // Counts the statements the driver sends, whichever driver it is.
  const client = (ctx.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  let statements = 0;
  client.query = (...a: unknown[]) => {
    statements++;
    return query(...a);
  };

  type Case = { name: string; filter: (seasonId: number) => Promise<Partial<EntryFilterQuery>>; sort?: EntrySort };
  const plain = async () => ({});
  const cases: Case[] = [
    { name: 'newest (no filter)', filter: plain },
    ...(['oldest', 'submitted', 'title', 'category'] as const).map((sort) => ({ name: `sort ${sort}`, filter: plain, sort })),
    { name: 'categoryId', filter: async (s) => ({ categoryId: await category(s) }) },
    { name: 'status awarded', filter: async () => ({ status: 'awarded' }) },
    { name: 'status submitted', filter: async () => ({ status: 'submitted' }) },
    { name: 'entryFeeStatus unpaid', filter: async () => ({ entryFeeStatus: 'unpaid' }) },
    { name: 'winnerPackageFeeStatus pending', filter: async () => ({ winnerPackageFeeStatus: 'pending' }) },
    { name: 'additionalTrophyFeeStatus paid', filter: async () => ({ additionalTrophyFeeStatus: 'paid' }) },
    { name: 'country CN', filter: async () => ({ country: 'CN' }) },
    { name: 'award level', filter: async (s) => ({ award: await level(s) }) },
    { name: 'award none', filter: async () => ({ award: 'none' }) },
    ...(['excessPayment', 'conflict', 'unassigned', 'shown', 'hidden', 'purged'] as const).map((flag) => ({ name: `flag ${flag}`, filter: async () => ({ flag }) })),
    { name: 'q entry number', filter: async (s) => ({ q: String(await first(s, `select max(id) from entries where season_id = $season`)) }) },
    { name: 'q text (title, entrant)', filter: async () => ({ q: 'studio-17' }) },
  ];
  const call = async (seasonId: number, c: Case, page = 1, pageSize = 20) =>
    listAdminEntries(ctx, { seasonId, ...(await c.filter(seasonId)), sort: c.sort ?? 'newest', page, pageSize } as Parameters<typeof listAdminEntries>[1]);
  const time = async (seasonId: number, c: Case, page = 1) => {
    const filter = await c.filter(seasonId);
    const q = { seasonId, ...filter, sort: c.sort ?? 'newest', page, pageSize: 20 } as Parameters<typeof listAdminEntries>[1];
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await listAdminEntries(ctx, q);
      runs.push(performance.now() - t0);
    }
    runs.sort((a, b) => a - b);
    return { median: runs[Math.floor(runs.length / 2)]!, p95: runs[Math.min(runs.length - 1, Math.floor(runs.length * 0.95))]! };
  };
  const count = async (seasonId: number, c: Case, pageSize: number) => {
    // The filter's ids are looked up before counting: only the call's own statements count.
    const filter = await c.filter(seasonId);
    statements = 0;
    await listAdminEntries(ctx, { seasonId, ...filter, sort: c.sort ?? 'newest', page: 1, pageSize } as Parameters<typeof listAdminEntries>[1]);
    return statements;
  };

  const bigId = Number(big!.id);
  const smallId = Number(small!.id);
  // Warm both seasons' pages and plans once.
  for (const c of cases) {
    await call(smallId, c);
    await call(bigId, c);
  }
  console.log(`\nlistAdminEntries, page 1 of 20 rows: ${BIG} entries against ${SMALL}, each filter or sort alone (${RUNS} runs each)`);
  console.log('case'.padEnd(34), 'small'.padStart(9), 'big'.padStart(9), 'big p95'.padStart(9), 'ratio'.padStart(7), 'total'.padStart(7), 'SQL'.padStart(9));
  let worst = 0;
  let worstP95 = 0;
  let sameStatements = true;
  for (const c of cases) {
    const s = await time(smallId, c);
    const b = await time(bigId, c);
    const total = (await call(bigId, c)).total;
    const counts = [await count(smallId, c, 20), await count(bigId, c, 20), await count(bigId, c, 100)];
    if (new Set(counts).size !== 1) sameStatements = false;
    const ratio = b.median / s.median;
    worst = Math.max(worst, ratio);
    worstP95 = Math.max(worstP95, b.p95);
    console.log(c.name.padEnd(34), `${s.median.toFixed(1)} ms`.padStart(9), `${b.median.toFixed(1)} ms`.padStart(9), `${b.p95.toFixed(1)} ms`.padStart(9), ratio.toFixed(2).padStart(7), String(total).padStart(7), counts.join('/').padStart(9));
  }
  // A deep page (the middle of the season) for the record: OFFSET walks the rows before it.
  const deep = await time(bigId, cases[0]!, Math.floor(BIG / 40));
  console.log(`page ${Math.floor(BIG / 40)} (the middle of ${BIG}), newest: median ${deep.median.toFixed(1)} ms, p95 ${deep.p95.toFixed(1)} ms`);
  console.log(`listAdminEntries goal: every filter and sort ≤ 2× the small season (worst ${worst.toFixed(2)}) → ${worst <= 2 ? 'met' : 'NOT MET'}`);
  console.log(`listAdminEntries goal: the same SQL statements per call (small/big/big at 100 rows) → ${sameStatements ? 'met' : 'NOT MET'}`);
  console.log(`listAdminEntries goal: p95 well under 500 ms (worst ${worstP95.toFixed(1)} ms) → ${worstP95 < 250 ? 'met' : 'NOT MET'}`);
} finally {
  await closeContext(ctx);
  rmSync(dataDir, { recursive: true, force: true });
}
