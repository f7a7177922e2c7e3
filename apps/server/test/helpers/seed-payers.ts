// Run as its own process before a test starts servers on the same data (PGlite belongs to one
// process): the demo competition and SEED_PAYERS (default 20) entrants, each with a session and
// one submitted entry whose entry fee is unpaid. Prints one JSON line:
// { payers: [{ token, email, entryId }] }.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/core/config.ts';
import { closeContext, createContext } from '../../src/app/create-context.ts';
import { categories, entries, seasons, users } from '../../src/db/schema.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { createSession } from '../../src/services/accounts/sessions.ts';
import { DUMMY_HASH } from '../../src/services/accounts/passwords.ts';

const count = Number(process.env.SEED_PAYERS ?? 20);
const ctx = await createContext({ ...loadConfig(), logLevel: 'warn', demoData: true });
try {
  await seedDemoData(ctx);
  const [leaf] = (await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.isActive, true))).filter(
    (c) => c.parentId !== null,
  );
  const [season] = await ctx.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.isCurrent, true));
  if (!leaf || !season) throw new Error('demo data missing: no category or current season');
  const payers = [];
  for (let i = 0; i < count; i++) {
    const email = `payer-${i}@crash.laurel.test`;
    const [user] = await ctx.db.insert(users).values({ email, passwordHash: DUMMY_HASH, name: `Payer ${i}` }).returning({ id: users.id });
    const [entry] = await ctx.db
      .insert(entries)
      .values({ userId: user!.id, seasonId: season.id, categoryId: leaf.id, title: `Entry ${i}`, status: 'submitted', submittedAt: new Date() })
      .returning({ id: entries.id });
    payers.push({ token: (await createSession(ctx.db, { userId: user!.id, ttlHours: 24 })).token, email, entryId: entry!.id });
  }
  console.log(JSON.stringify({ payers }));
} finally {
  await closeContext(ctx);
}
