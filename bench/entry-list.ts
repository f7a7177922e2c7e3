// `entryList` for an entrant with 200 entries against one with 2 (issue 4 goal: ≤ 2×), timed at
// the service (one query per page: plugins/auth is the same for both). A throwaway embedded
// database with the demo competition; each entry has three image rows so the cover subquery works.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { categories, entries, files, seasons, users } from '@laurel/server/schema';
import { listEntries } from '@laurel/server/services/entries/list-entries';

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-entries-'));
const ctx = await createContext({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  const day = 86_400_000;
  const at = (d: number) => new Date(Date.now() + d * day);
  const [season] = await ctx.db
    .insert(seasons)
    .values({ year: 2027, name: 'Bench', registrationOpensAt: at(-10), registrationClosesAt: at(30), firstReviewStartsAt: at(40), firstReviewEndsAt: at(50), secondReviewStartsAt: at(51), secondReviewEndsAt: at(60), resultsAt: at(70), isCurrent: true })
    .returning({ id: seasons.id });
  const [group] = await ctx.db.insert(categories).values({ seasonId: season!.id, name: 'Group' }).returning({ id: categories.id });
  const [leaf] = await ctx.db.insert(categories).values({ seasonId: season!.id, name: 'Leaf', parentId: group!.id, entryFeeCents: 100 }).returning({ id: categories.id });
  // Other entrants' entries around them, so the filter has something to skip.
  const people = await ctx.db
    .insert(users)
    .values(Array.from({ length: 52 }, (_, i) => ({ email: `bench-${i}@example.com`, passwordHash: 'x', name: `Bench ${i}` })))
    .returning({ id: users.id });
  const sizes = [2, 200, ...Array.from({ length: 50 }, () => 40)];
  for (const [i, n] of sizes.entries()) {
    const rows = await ctx.db
      .insert(entries)
      .values(Array.from({ length: n }, (_, k) => ({ userId: people[i]!.id, seasonId: season!.id, categoryId: leaf!.id, title: `Entry ${k}`, createdAt: at(-k / 24) })))
      .returning({ id: entries.id });
    await ctx.db.insert(files).values(rows.flatMap((r) => [0, 1, 2].map((sort) => ({ userId: people[i]!.id, entryId: r.id, kind: 'entry', storageKey: 'x', mime: 'image/jpeg', bytes: 1, sort }))));
  }
  await ctx.database.exec('analyze');

  const time = async (userId: number, page: number) => {
    const runs: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t0 = performance.now();
      const res = await listEntries(ctx, { userId, page, pageSize: 20, language: 'en' });
      runs.push(performance.now() - t0);
      if (!res.list.length || !res.list[0]!.coverUrl) throw new Error('empty page');
    }
    runs.sort((a, b) => a - b);
    return runs.slice(5)[Math.floor((runs.length - 5) / 2)]!;
  };
  const [small, big] = [people[0]!.id, people[1]!.id];
  // Warm up the plans and the JIT for both before anything is recorded.
  await time(small, 1);
  await time(big, 1);
  const timings = [
    { name: '2 entries, page 1', ms: await time(small, 1) },
    { name: '200 entries, page 1', ms: await time(big, 1) },
    { name: '200 entries, page 10', ms: await time(big, 10) },
  ];
  const total = (await ctx.db.select({ id: entries.id }).from(entries).where(eq(entries.userId, big))).length;
  console.log(`\nentryList, uncached, median (ratio against ${timings[0]!.name}; ${total} entries for the big entrant)`);
  for (const t of timings) console.log(t.name.padEnd(52), `${t.ms.toFixed(2)} ms`.padStart(12), (t.ms / timings[0]!.ms).toFixed(2).padStart(8));
  const worst = Math.max(...timings.slice(1).map((t) => t.ms / timings[0]!.ms));
  console.log(`entryList goal: 200 entries ≤ 2× 2 entries → ${worst <= 2 ? 'met' : 'NOT MET'}`);
} finally {
  await closeContext(ctx);
  rmSync(dataDir, { recursive: true, force: true });
}
