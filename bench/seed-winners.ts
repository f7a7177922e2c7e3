// Prepares the benchmark database before the server starts (PGlite is one process's own): the
// demo data, then BENCH_WINNERS (default 10 000) shown winners spread over every category and
// award level of the last season, inserted in batches. Run with DATA_DIR (or DATABASE_URL) set.
import { eq } from 'drizzle-orm';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { awardLevels, categories, entries, seasons, users } from '@laurel/server/schema';
import { seedIfEmpty } from '@laurel/server/seed';
import { listWinners } from '@laurel/server/services/winners/list-winners';

const total = Number(process.env.BENCH_WINNERS ?? 10_000);
const ctx = await createContext({ ...loadConfig(), logLevel: 'warn', demoData: true });
try {
  await seedIfEmpty(ctx);
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'entrant@laurel.local'));
  const [season] = await ctx.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.isCurrent, false)).limit(1);
  if (!owner || !season) throw new Error('demo data missing');
  // That season's own categories and levels: its winners are in them.
  const leaves = (await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.seasonId, season.id))).filter(
    (c) => c.parentId !== null,
  );
  const levels = await ctx.db.select({ id: awardLevels.id }).from(awardLevels).where(eq(awardLevels.seasonId, season.id));
  if (!owner || !season || leaves.length === 0 || levels.length === 0) throw new Error('demo data missing');

  const batch = 1_000;
  for (let start = 0; start < total; start += batch) {
    const rows = Array.from({ length: Math.min(batch, total - start) }, (_, k) => {
      const i = start + k;
      // A quarter share one category and award level, so a filtered page 50 (rows 981–1000)
      // exists; the rest spread over all of them.
      const hot = i % 4 === 0;
      return {
        userId: owner.id,
        seasonId: season.id,
        categoryId: leaves[hot ? 0 : i % leaves.length]!.id,
        awardLevelId: levels[hot ? 0 : (i * 7) % levels.length]!.id,
        title: `Benchmark winner ${i + 1}`,
        description: 'A winning project used to measure the public winners list under load.',
        credits: 'Bench Studio',
        status: 'awarded',
        entryFeeStatus: 'paid',
        winnerPackageFeeStatus: 'paid',
        isShow: true,
        submittedAt: new Date(Date.now() - i * 60_000),
      };
    });
    await ctx.db.insert(entries).values(rows);
  }
  await ctx.database.exec('analyze');

  // The winners query itself, without the server's answer cache (the service is uncached; the
  // cache sits in the route): page 50 filtered by category and award level against page 1.
  const filter = { categoryId: leaves[0]!.id, awardLevelId: levels[0]!.id };
  const cases = [
    { name: 'page 1, no filter', opts: { page: 1 } },
    { name: 'page 1, category + award level', opts: { page: 1, ...filter } },
    { name: 'page 50, category + award level', opts: { page: 50, ...filter } },
  ];
  const timings: { name: string; ms: number }[] = [];
  for (const c of cases) {
    const runs: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      const page = await listWinners(ctx, { pageSize: 20, language: 'en', ...c.opts });
      runs.push(performance.now() - t0);
      if (page.list.length !== 20) throw new Error(`${c.name}: ${page.list.length} rows`);
    }
    runs.sort((a, b) => a - b);
    timings.push({ name: c.name, ms: runs.slice(3)[Math.floor((runs.length - 3) / 2)]! });
  }
  console.log(JSON.stringify({ seeded: total, ...filter, timings }));
} finally {
  await closeContext(ctx);
}
