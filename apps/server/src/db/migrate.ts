import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../core/server-root.ts';
import type { Database } from './client.ts';

/**
 * Read from the source folder by the compiled server too, not copied into dist/: the SQL exists
 * once, so the text whose hash `laurel_migrations` records is the text in the repository, and a
 * build can never ship a stale copy. The compiled server always runs inside its checkout (its
 * npm packages are resolved from there), so src/ is always beside it
 * (docs/decisions/013-compiled-server.md).
 */
const MIGRATIONS_DIR = join(serverRoot, 'src/db/migrations/');
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
 * (docs/decisions/002-database-and-migrations.md). `through` stops after that migration: a test
 * of a data step puts rows into the schema as it was before it.
 */
export async function migrate(database: Database, options: { through?: string } = {}): Promise<string[]> {
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
  const ordered = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const last = options.through === undefined ? ordered.length - 1 : ordered.findIndex((e) => e.tag === options.through);
  if (last < 0) throw new Error(`no migration ${options.through}`);
  for (const { tag } of ordered.slice(0, last + 1)) {
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
