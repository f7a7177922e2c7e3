import { eq } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { seasons } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import type { SeasonRow } from '../current-season.ts';

/** The season a console call names, locked for the change when `forUpdate`; 404 when there is none. */
export async function findSeason(db: DbLike, id: number, opts: { forUpdate?: boolean } = {}): Promise<SeasonRow> {
  const q = db.select().from(seasons).where(eq(seasons.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw refuse('seasonNotFound');
  return row;
}
