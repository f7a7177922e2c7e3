// Prepares bench/concurrent-entries.ts before its server starts (PGlite is one process's own):
// the demo competition and BENCH_ENTRANTS (default 100) entrants with a session each. Run with
// DATA_DIR set. Prints one JSON line: { tokens, categoryId }.
import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { categories, seasons, users } from '@laurel/server/schema';
import { seedIfEmpty } from '@laurel/server/seed';
import { createSession } from '@laurel/server/services/accounts/sessions';
import { DUMMY_HASH } from '@laurel/server/services/accounts/passwords';

const count = Number(process.env.BENCH_ENTRANTS ?? 100);
const ctx = await createContext({ ...loadConfig(), logLevel: 'warn', demoData: true });
try {
  await seedIfEmpty(ctx);
  // The current season's categories: an entry may only be in its own season's.
  const current = ctx.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.isCurrent, true));
  const leaves = (await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(and(eq(categories.isActive, true), inArray(categories.seasonId, current)))).filter(
    (c) => c.parentId !== null,
  );
  if (!leaves.length) throw new Error('demo data missing: no category');
  const people = await ctx.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `entrant-${i}@bench.laurel.local`, passwordHash: DUMMY_HASH, name: `Bench entrant ${i}` })))
    .returning({ id: users.id });
  const tokens: string[] = [];
  for (const p of people) tokens.push((await createSession(ctx.db, { userId: p.id, ttlHours: 24 })).token);
  console.log(JSON.stringify({ tokens, categoryId: leaves[0]!.id }));
} finally {
  await closeContext(ctx);
}
