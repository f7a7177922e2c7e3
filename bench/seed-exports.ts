// Prepares bench/exports.ts before its server starts (PGlite is one process's own): an
// administrator with a session, a season of BENCH_EXPORT_ENTRIES (default 50,000) submitted
// entries by 10,000 entrants and a season of 200 (the baseline), both with three custom fields
// filled in, inserted with SQL (generate_series), not through the services. Run with DATA_DIR
// set. Prints one JSON line: { token, big, small }.
import { DEFAULT_ENTRY_FORM, type CustomField } from '@laurel/contract';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { categories, seasons, users } from '@laurel/server/schema';
import { createSession } from '@laurel/server/services/accounts/sessions';
import { DUMMY_HASH } from '@laurel/server/services/accounts/passwords';
import { sql } from 'drizzle-orm';

const ENTRIES = Number(process.env.BENCH_EXPORT_ENTRIES ?? 50_000);
const SMALL = 200;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);
const field = (key: string, type: CustomField['type'], label: string, labelZh: string): CustomField => ({
  key, type, label, labelZh, help: '', helpZh: '', required: false, maxLength: null, options: [], min: null, max: null, showToJury: false,
});
const form = {
  ...DEFAULT_ENTRY_FORM,
  custom: [field('material', 'shortText', 'Material', '材料'), field('client', 'shortText', 'Client', '客户'), field('units', 'number', 'Units', '数量')],
};

const ctx = await createContext({ ...loadConfig(), logLevel: 'warn', demoData: false });
try {
  const dates = { registrationOpensAt: at(-60), registrationClosesAt: at(-20), firstReviewStartsAt: at(-10), firstReviewEndsAt: at(10), secondReviewStartsAt: at(11), secondReviewEndsAt: at(20), resultsAt: at(30) };
  const [big, small] = await ctx.db
    .insert(seasons)
    .values([
      { year: 2027, name: 'Bench 2027', isCurrent: true, entryForm: form, ...dates },
      { year: 2026, name: 'Bench 2026', entryForm: form, ...dates },
    ])
    .returning({ id: seasons.id });
  const cats = await ctx.db
    .insert(categories)
    .values([
      { seasonId: big!.id, name: 'Furniture', nameZh: '家具' },
      { seasonId: small!.id, name: 'Furniture', nameZh: '家具' },
    ])
    .returning({ id: categories.id });
  const [admin] = await ctx.db
    .insert(users)
    .values({ email: 'admin@bench.laurel.local', passwordHash: DUMMY_HASH, name: 'Bench admin', staffRole: 'administrator' })
    .returning({ id: users.id });
  await ctx.db.execute(sql`
    insert into users (email, password_hash, name, company, country, phone)
    select 'entrant' || g || '@bench.laurel.local', ${DUMMY_HASH}, '参赛者 Entrant ' || g, 'Studio ' || g, 'CN', '1380000' || lpad(g::text, 4, '0')
    from generate_series(1, 10000) g`);
  const seed = (seasonId: number, categoryId: number, n: number) =>
    ctx.db.execute(sql`
      insert into entries (user_id, season_id, category_id, title, description, status, entry_fee_status, submitted_at, custom_fields)
      select u.id, ${seasonId}, ${categoryId}, '竹椅 Bamboo chair no. ' || g, repeat('A description of the work. ', 40), 'submitted', 'paid', now(),
        jsonb_build_object('material', 'Bamboo, steel and "oak"', 'client', '=Client ' || g, 'units', g % 500 - 250)
      from generate_series(1, ${n}) g join users u on u.email = 'entrant' || (g % 10000 + 1) || '@bench.laurel.local'`);
  await seed(big!.id, cats[0]!.id, ENTRIES);
  await seed(small!.id, cats[1]!.id, SMALL);
  const { token } = await createSession(ctx.db, { userId: admin!.id, ttlHours: 24 });
  console.log(JSON.stringify({ token, big: { seasonId: big!.id, entries: ENTRIES }, small: { seasonId: small!.id, entries: SMALL } }));
} finally {
  await closeContext(ctx);
}
