// The console's dashboard (issue 29): `getDashboard` for a season of 50 000 entries — with its
// paid orders, three sub-judges' assignments and reviews per entry, conflicts and a previous
// season of 50 000 — against a season of 200 entries, timed at the service, and the SQL
// statements of one call counted at the driver for both (goal: the same count, so the call
// never grows by the row). The dashboard aggregates every row of the season, so its time grows
// with it: the goal is a p95 under 1 s at 50 000 entries on the 2-core machine, which a person
// opening the console's home does not wait on. Rows are made by SQL (generate_series), not
// through the services. A throwaway embedded database unless BENCH_DATABASE_URL names one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { categories, seasons, users } from '@laurel/server/schema';
import { getDashboard } from '@laurel/server/services/dashboard/get-dashboard';

const BIG = Number(process.env.BENCH_DASHBOARD_ENTRIES ?? 50_000);
const SMALL = 200;
const SUB_JUDGES = 300;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 20);

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-dashboard-'));
const ctx = await createContext({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  const day = 86_400_000;
  const at = (d: number) => new Date(Date.now() + d * day);
  const dates = (shift: number) => ({
    registrationOpensAt: at(-60 + shift),
    registrationClosesAt: at(-20 + shift),
    firstReviewStartsAt: at(-10 + shift),
    firstReviewEndsAt: at(3 + shift),
    secondReviewStartsAt: at(4 + shift),
    secondReviewEndsAt: at(10 + shift),
    resultsAt: at(20 + shift),
  });
  const [big, previous, small, beforeSmall] = await ctx.db
    .insert(seasons)
    .values([
      { year: 2027, name: 'Big', ...dates(0), isCurrent: true },
      { year: 2026, name: 'Big last year', ...dates(-365) },
      { year: 2127, name: 'Small', ...dates(36_500) },
      { year: 2126, name: 'Small last year', ...dates(36_500 - 365) },
    ])
    .returning();
  const entrants = await ctx.db
    .insert(users)
    .values(Array.from({ length: 500 }, (_, i) => ({ email: `entrant-${i}@studio-${i}.test`, passwordHash: 'x', name: `Entrant ${i}` })))
    .returning({ id: users.id });
  const jurors = await ctx.db
    .insert(users)
    .values(Array.from({ length: SUB_JUDGES }, (_, i) => ({ email: `juror-${i}@jury.test`, passwordHash: 'x', name: `Juror ${i}`, identity: i < SUB_JUDGES - 20 ? 2 : 3 })))
    .returning({ id: users.id });
  const firstEntrant = entrants[0]!.id;
  const firstJuror = jurors[0]!.id;

  const seed = async (season: typeof big, n: number) => {
    const leaves = await ctx.db
      .insert(categories)
      .values(Array.from({ length: 100 }, (_, i) => ({ seasonId: season!.id, name: `Category ${i}` })))
      .returning({ id: categories.id });
    const firstLeaf = leaves[0]!.id;
    const opens = season!.registrationOpensAt.toISOString();
    // Entries over 40 days of registration; one in ten a draft, one in twenty reaching the second level.
    await ctx.db.execute(sql`
      insert into entries (user_id, season_id, category_id, title, status, entry_fee_status, created_at, submitted_at, assigned_count, second_level_reached)
      select ${firstEntrant} + i % 500, ${season!.id}, ${firstLeaf} + i % 100, 'Entry ' || i,
        case when i % 10 = 0 then 'draft' else 'in_review' end, case when i % 10 = 0 then 'unpaid' else 'paid' end,
        ${opens}::timestamptz + (i % 40) * interval '1 day' + interval '1 hour',
        case when i % 10 = 0 then null else ${opens}::timestamptz + (i % 40) * interval '1 day' + interval '2 hours' end,
        case when i % 10 = 0 then 0 else 3 end, i % 20 = 1
      from generate_series(1, ${n}) as i`);
    await ctx.db.execute(sql`
      insert into payment_orders (order_no, entry_id, user_id, fee_kind, provider, amount_cents, currency, status, paid_at, refunded_cents)
      select 'B' || e.id, e.id, e.user_id, 'entry', (array['antom', 'wxpay', 'sandbox'])[1 + e.id % 3], 29900, 'USD',
        case when e.id % 50 = 0 then 'refunded' else 'paid' end, e.submitted_at, case when e.id % 50 = 0 then 29900 else 0 end
      from entries e where e.season_id = ${season!.id} and e.status <> 'draft'`);
    await ctx.db.execute(sql`
      insert into payment_refunds (refund_no, payment_order_id, amount_cents, reason, status)
      select 'R' || o.id, o.id, o.amount_cents, 'bench', 'succeeded' from payment_orders o join entries e on e.id = o.entry_id
      where e.season_id = ${season!.id} and o.status = 'refunded'`);
    await ctx.db.execute(sql`
      insert into review_assignments (entry_id, reviewer_id)
      select e.id, ${firstJuror} + (e.id * 3 + k) % ${SUB_JUDGES - 20}
      from entries e, generate_series(0, 2) as k where e.season_id = ${season!.id} and e.status <> 'draft'`);
    await ctx.db.execute(sql`
      insert into reviews (entry_id, reviewer_id, level, status, total, award_chosen, submitted_at)
      select a.entry_id, a.reviewer_id, 'first', case when a.id % 3 = 0 then 'draft' else 'submitted' end, 700, true, now()
      from review_assignments a join entries e on e.id = a.entry_id where e.season_id = ${season!.id} and a.id % 5 <> 0`);
    await ctx.db.execute(sql`
      insert into review_conflicts (entry_id, reviewer_id, reason)
      select a.entry_id, a.reviewer_id, 'bench' from review_assignments a join entries e on e.id = a.entry_id
      where e.season_id = ${season!.id} and a.id % 97 = 0`);
  };
  console.log(`Seeding ${BIG} entries (and ${BIG} the year before) with orders, assignments and reviews, and ${SMALL} (and ${SMALL})…`);
  const t0 = performance.now();
  await seed(big, BIG);
  await seed(previous, BIG);
  await seed(small, SMALL);
  await seed(beforeSmall, SMALL);
  await ctx.database.exec('analyze');
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Counts the statements the driver sends, whichever driver it is.
  const client = (ctx.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  let statements = 0;
  client.query = (...a: unknown[]) => {
    statements++;
    return query(...a);
  };
  const call = (seasonId: number) => getDashboard(ctx, { seasonId });
  const time = async (seasonId: number) => {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t1 = performance.now();
      await call(seasonId);
      runs.push(performance.now() - t1);
    }
    runs.sort((a, b) => a - b);
    return { median: runs[Math.floor(runs.length / 2)]!, p95: runs[Math.min(runs.length - 1, Math.floor(runs.length * 0.95))]! };
  };
  await time(small!.id);
  await time(big!.id);
  const s = await time(small!.id);
  const b = await time(big!.id);
  const count = async (seasonId: number) => {
    statements = 0;
    await call(seasonId);
    return statements;
  };
  // BENCH_PROFILE=1 prints each statement of one big call with its time, to find a slow one.
  if (process.env.BENCH_PROFILE) {
    const counting = client.query;
    client.query = async (...a: unknown[]) => {
      const t1 = performance.now();
      const result = await (counting as (...x: unknown[]) => Promise<unknown>)(...a);
      const text = typeof a[0] === 'string' ? a[0] : (a[0] as { text: string }).text;
      console.log(`${(performance.now() - t1).toFixed(1)} ms`.padStart(10), text.replace(/\s+/g, ' ').slice(0, 160));
      return result;
    };
    await call(big!.id);
    client.query = counting;
  }
  const qSmall = await count(small!.id);
  const qBig = await count(big!.id);
  const answer = await call(big!.id);
  if (answer.entries.total !== BIG || answer.entries.previousTotal !== BIG) throw new Error('wrong totals');

  console.log(`\ngetDashboard (${BIG} entries against ${SMALL}, each beside a previous season as big)`);
  console.log('season'.padEnd(34), 'median'.padStart(10), 'p95'.padStart(10), 'ratio'.padStart(8));
  console.log(`${SMALL} entries`.padEnd(34), `${s.median.toFixed(1)} ms`.padStart(10), `${s.p95.toFixed(1)} ms`.padStart(10), '1.00'.padStart(8));
  console.log(`${BIG} entries`.padEnd(34), `${b.median.toFixed(1)} ms`.padStart(10), `${b.p95.toFixed(1)} ms`.padStart(10), (b.median / s.median).toFixed(2).padStart(8));
  console.log(`SQL statements per call: ${SMALL} entries → ${qSmall}, ${BIG} entries → ${qBig}`);
  console.log(`getDashboard goal: p95 under 1000 ms at ${BIG} entries → ${b.p95 < 1000 ? 'met' : 'NOT MET'}; statements the same → ${qSmall === qBig ? 'met' : 'NOT MET'}`);
} finally {
  await closeContext(ctx);
  rmSync(dataDir, { recursive: true, force: true });
}
