// `judgeEntryList` for a season of 20 000 entries and 60 000 reviews against one of 200 entries
// and 600 reviews (issue 13 goal: page 1 with filters, sorted by average, ≤ 2×), timed at the
// service, and the SQL queries each call makes, counted at the driver for two page sizes
// (goal: the same count). A throwaway embedded database unless BENCH_DATABASE_URL names one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { categories, entries, files, reviews, seasons, users } from '@laurel/server/schema';
import { listJudgeEntries } from '@laurel/server/services/judging/list-judge-entries';
import { refreshReviewerStats } from '@laurel/server/services/judging/refresh-reviewer-stats';

const BIG = Number(process.env.BENCH_JURY_ENTRIES ?? 20_000);
const SMALL = 200;
const PER_ENTRY = 3;
const SUB_JUDGES = 40;

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-jury-'));
const ctx = await createContext({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  const day = 86_400_000;
  const at = (d: number) => new Date(Date.now() + d * day);
  const dates = { registrationOpensAt: at(-60), registrationClosesAt: at(-20), firstReviewStartsAt: at(-10), firstReviewEndsAt: at(20), secondReviewStartsAt: at(21), secondReviewEndsAt: at(30), resultsAt: at(40) };
  const [big, small] = await ctx.db
    .insert(seasons)
    .values([
      { year: 2027, name: 'Big', ...dates, isCurrent: true },
      { year: 2026, name: 'Small', ...dates },
    ])
    .returning({ id: seasons.id, year: seasons.year });
  const [group] = await ctx.db.insert(categories).values({ seasonId: big!.id, name: 'Group' }).returning({ id: categories.id });
  const leaves = await ctx.db
    .insert(categories)
    .values(Array.from({ length: 10 }, (_, i) => ({ seasonId: big!.id, name: `Leaf ${i}`, parentId: group!.id, entryFeeCents: 100 })))
    .returning({ id: categories.id });
  const entrants = await ctx.db
    .insert(users)
    .values(Array.from({ length: 500 }, (_, i) => ({ email: `entrant-${i}@studio-${i}.test`, passwordHash: 'x', name: `Entrant ${i}`, company: `Studio ${i}`, country: 'DE' })))
    .returning({ id: users.id });
  const jurors = await ctx.db
    .insert(users)
    .values(Array.from({ length: SUB_JUDGES }, (_, i) => ({ email: `juror-${i}@jury-${i}.test`, passwordHash: 'x', name: `Juror ${i}`, identity: 2, country: 'CN' })))
    .returning({ id: users.id });
  const seed = async (seasonId: number, n: number) => {
    let seq = 0;
    for (let done = 0; done < n; done += 2000) {
      const rows = await ctx.db
        .insert(entries)
        .values(
          Array.from({ length: Math.min(2000, n - done) }, (_, k) => {
            const i = done + k;
            // Totals are known here, so the stored figures are written with the rows.
            const totals = Array.from({ length: PER_ENTRY }, (_, r) => 300 + ((i * 7 + r * 131) % 650));
            return {
              userId: entrants[i % entrants.length]!.id,
              seasonId,
              categoryId: leaves[i % leaves.length]!.id,
              title: `Entry ${i}`,
              status: 'in_review',
              entryFeeStatus: i % 10 === 0 ? 'waived' : 'paid',
              submittedAt: at(-30),
              assignedCount: PER_ENTRY,
              firstReviewCount: PER_ENTRY,
              firstAverage: Math.round(totals.reduce((a, b) => a + b, 0) / PER_ENTRY),
            };
          }),
        )
        .returning({ id: entries.id, userId: entries.userId, firstAverage: entries.firstAverage });
      await ctx.db.insert(files).values(rows.map((r) => ({ userId: r.userId, entryId: r.id, kind: 'entry', storageKey: 'x', mime: 'image/webp', bytes: 1 })));
      const reviewRows = rows.flatMap((r) =>
        Array.from({ length: PER_ENTRY }, (_, k) => {
          const total = 300 + ((seq * 7 + k * 131) % 650);
          return {
            entryId: r.id,
            reviewerId: jurors[(seq * PER_ENTRY + k) % SUB_JUDGES]!.id,
            level: 'first',
            status: 'submitted',
            scores: { overall: Math.round(total / 100) },
            total,
            awardChosen: true,
            submittedAt: at(-5),
          };
        }).map((x, k, all) => (k === all.length - 1 ? (seq++, x) : x)),
      );
      for (let i = 0; i < reviewRows.length; i += 3000) await ctx.db.insert(reviews).values(reviewRows.slice(i, i + 3000));
    }
    await refreshReviewerStats(ctx.db, { seasonId, level: 'first', reviewerIds: jurors.map((j) => j.id) });
  };
  console.log(`Seeding ${BIG} entries with ${BIG * PER_ENTRY} reviews, and ${SMALL} with ${SMALL * PER_ENTRY}…`);
  await seed(big!.id, BIG);
  await seed(small!.id, SMALL);
  await ctx.database.exec('analyze');

  // Counts the statements the driver sends, whichever driver it is.
  const client = (ctx.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  let statements = 0;
  client.query = (...a: unknown[]) => {
    statements++;
    return query(...a);
  };

  const filters = { entryFeeStatus: 'paid' as const, progress: 'complete' as const, sort: 'score' as const };
  const call = (year: number, pageSize = 20) => listJudgeEntries(ctx, { year, page: 1, pageSize, language: 'en', ...filters });
  const time = async (year: number) => {
    const runs: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      const res = await call(year);
      runs.push(performance.now() - t0);
      if (res.list.length !== 20) throw new Error('short page');
    }
    runs.sort((a, b) => a - b);
    return { median: runs[Math.floor(runs.length / 2)]!, p95: runs[Math.floor(runs.length * 0.95)]! };
  };
  await time(small!.year);
  await time(big!.year);
  const s = await time(small!.year);
  const b = await time(big!.year);
  const count = async (pageSize: number) => {
    statements = 0;
    await call(big!.year, pageSize);
    return statements;
  };
  // BENCH_PROFILE=1 prints each statement of one big call with its time, to find a slow one.
  if (process.env.BENCH_PROFILE) {
    const counting = client.query;
    client.query = async (...a: unknown[]) => {
      const t0 = performance.now();
      const result = await (counting as (...x: unknown[]) => Promise<unknown>)(...a);
      const text = typeof a[0] === 'string' ? a[0] : (a[0] as { text: string }).text;
      console.log(`${(performance.now() - t0).toFixed(1)} ms`.padStart(10), text.slice(0, 200));
      return result;
    };
    await call(big!.year);
    client.query = counting;
  }
  const q20 = await count(20);
  const q100 = await count(100);
  const top = (await call(big!.year)).list.map((e) => e.firstLevel.averageScore);
  if (top.some((v, i) => i && v! > top[i - 1]!)) throw new Error('not sorted by average');

  console.log(`\njudgeEntryList, page 1, paid + complete, sorted by average (${BIG} vs ${SMALL} entries)`);
  console.log('season'.padEnd(34), 'median'.padStart(10), 'p95'.padStart(10), 'ratio'.padStart(8));
  console.log(`${SMALL} entries, ${SMALL * PER_ENTRY} reviews`.padEnd(34), `${s.median.toFixed(2)} ms`.padStart(10), `${s.p95.toFixed(2)} ms`.padStart(10), '1.00'.padStart(8));
  console.log(`${BIG} entries, ${BIG * PER_ENTRY} reviews`.padEnd(34), `${b.median.toFixed(2)} ms`.padStart(10), `${b.p95.toFixed(2)} ms`.padStart(10), (b.median / s.median).toFixed(2).padStart(8));
  console.log(`SQL statements per call: page size 20 → ${q20}, page size 100 → ${q100}`);
  const ratio = b.median / s.median;
  console.log(`judgeEntryList goal: ≤ 2× the small season → ${ratio <= 2 ? 'met' : 'NOT MET'}; statements constant → ${q20 === q100 ? 'met' : 'NOT MET'}`);
} finally {
  await closeContext(ctx);
  rmSync(dataDir, { recursive: true, force: true });
}
