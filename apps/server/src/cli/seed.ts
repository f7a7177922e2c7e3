import { count } from 'drizzle-orm';
import { loadConfig } from '../core/config.ts';
import { closeContext, createContext } from '../app/create-context.ts';
import { users } from '../db/schema.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';

/** `npm run seed`: loads the demo season into the configured database, if it holds no users yet. */
const ctx = await createContext({ ...loadConfig(), logLevel: 'warn' });
try {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    console.log('The database already has users; demo data was not loaded.');
  } else {
    await seedDemoData(ctx);
    console.log('Demo data loaded. Accounts are listed in README.md.');
  }
} finally {
  await closeContext(ctx);
}
