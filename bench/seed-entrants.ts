// Prepares bench/concurrent-entries.ts before its server starts (PGlite is one process's own):
// the demo competition and BENCH_ENTRANTS (default 100) entrants with a session each. Run with
// DATA_DIR set. Prints one JSON line: { tokens, categoryId }.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { closeContext, createContext } from '../apps/server/src/create-context.ts';
import { categories, users } from '../apps/server/src/db/schema.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { createSession } from '../apps/server/src/services/auth/sessions.ts';
import { DUMMY_HASH } from '../apps/server/src/services/user/passwords.ts';

const count = Number(process.env.BENCH_ENTRANTS ?? 100);
const ctx = await createContext({ ...loadConfig(), logLevel: 'warn', demoData: true });
try {
  await seedIfEmpty(ctx);
  const leaves = (await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.isActive, true))).filter(
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
