import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant works; it only has to be the same for every replica. */
const LOCK_ID = 7311042;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Applies drizzle-kit's SQL migrations in order, each once, in its own transaction.
 *
 * Our own runner instead of drizzle's migrator because drizzle-kit writes foreign keys as
 * `"public"."users"`; stripping the schema lets tests run each file in a schema of its own, and
 * the advisory lock lets several replicas start at once
 * (docs/decisions/002-database-and-migrations.md).
 */
export async function migrate(database: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}meta/_journal.json`, 'utf8')) as Journal;
  // Each step is one round trip holding a transaction-scoped advisory lock, so it needs no
  // dedicated pooled connection and works the same on PGlite.
  await database.exec(
    `begin; select pg_advisory_xact_lock(${LOCK_ID});
     create table if not exists laurel_migrations (tag text primary key, hash text not null, applied_at timestamptz not null default now());
     commit;`,
  );
  const tags = async () =>
    new Set(((await database.exec('select tag from laurel_migrations')) as { tag: string }[]).map((r) => r.tag));
  const before = await tags();
  for (const { tag } of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
    const text = readFileSync(`${MIGRATIONS_DIR}${tag}.sql`, 'utf8');
    const hash = createHash('sha256').update(text).digest('hex');
    const body = text.replaceAll('"public".', '').replaceAll('--> statement-breakpoint', '');
    if (body.includes('$laurel$')) throw new Error(`migration ${tag} contains the quote tag $laurel$`);
    await database.exec(
      `begin; select pg_advisory_xact_lock(${LOCK_ID});
       do $do$ begin
         if not exists (select 1 from laurel_migrations where tag = '${tag}') then
           execute $laurel$${body}$laurel$;
           insert into laurel_migrations (tag, hash) values ('${tag}', '${hash}');
         end if;
       end $do$;
       commit;`,
    );
  }
  return [...(await tags())].filter((t) => !before.has(t));
}
