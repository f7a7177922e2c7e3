// Prepares bench/payments.ts before its server starts (PGlite is one process's own): the demo
// competition and BENCH_PAYMENT_ROUNDS (default 5) entrants, each with a session and one submitted
// entry whose entry fee is unpaid. Run with DATA_DIR set. Prints one JSON line:
// { rounds: [{ token, email, entryId }] }.
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { categories, entries, seasons, users } from '@laurel/server/schema';
import { seedIfEmpty } from '@laurel/server/seed';
import { createSession } from '@laurel/server/services/accounts/sessions';
import { DUMMY_HASH } from '@laurel/server/services/accounts/passwords';

const count = Number(process.env.BENCH_PAYMENT_ROUNDS ?? 5);
const ctx = await createContext({ ...loadConfig(), logLevel: 'warn', demoData: true });
try {
  await seedIfEmpty(ctx);
  const [season] = await ctx.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.isCurrent, true));
  // The current season's categories: an entry may only be in its own season's.
  const [leaf] = season
    ? (await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(and(eq(categories.isActive, true), eq(categories.seasonId, season.id)))).filter((c) => c.parentId !== null)
    : [];
  if (!leaf || !season) throw new Error('demo data missing: no category or current season');
  const rounds = [];
  for (let i = 0; i < count; i++) {
    const email = `payer-${i}@bench.laurel.local`;
    const [user] = await ctx.db.insert(users).values({ email, passwordHash: DUMMY_HASH, name: `Bench payer ${i}` }).returning({ id: users.id });
    const [entry] = await ctx.db
      .insert(entries)
      .values({ userId: user!.id, seasonId: season.id, categoryId: leaf.id, title: `Bench entry ${i}`, status: 'submitted', submittedAt: new Date() })
      .returning({ id: entries.id });
    rounds.push({ token: (await createSession(ctx.db, { userId: user!.id, ttlHours: 24 })).token, email, entryId: entry!.id });
  }
  console.log(JSON.stringify({ rounds }));
} finally {
  await closeContext(ctx);
}
