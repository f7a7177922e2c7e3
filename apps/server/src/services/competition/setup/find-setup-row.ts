import { eq } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { awardLevels, categories, seasons } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';

/** What a console call can name by id, with the refusal when it is not there. */
const KINDS = {
  season: { table: seasons, missing: 'seasonNotFound' },
  category: { table: categories, missing: 'categoryNotFound' },
  awardLevel: { table: awardLevels, missing: 'awardLevelNotFound' },
} as const;

type Kind = keyof typeof KINDS;
export type SetupRow<K extends Kind> = (typeof KINDS)[K]['table']['$inferSelect'];

/**
 * The season, category or award level a console call names, locked for the change when
 * `forUpdate` (a change reads its row's "before" under the lock, so two saves cannot both audit
 * the same before); its 404 when there is none.
 */
export async function findSetupRow<K extends Kind>(
  db: DbLike,
  kind: K,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<SetupRow<K>> {
  // One query for the three tables: drizzle cannot type a select over a union of tables, so the
  // table is taken as the season's, whose shape the query does not depend on (select all, by id).
  const table = KINDS[kind].table as typeof seasons;
  const query = db.select().from(table).where(eq(table.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw refuse(KINDS[kind].missing);
  return row as unknown as SetupRow<K>;
}
