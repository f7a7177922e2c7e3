import { sql, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { forbidden } from '../../../lib/errors.ts';
import { currentSeasonRow } from '../../competition/current-season.ts';
import { judgeSees } from '../jury-scope.ts';
import { levelOf, reviewerEntries } from '../reviewer-scope.ts';

/** Who asks for a zip: the caller's id and identity (docs/product.md#roles-and-identities). */
export interface ZipReader {
  id: number;
  identity: number;
}

/**
 * The entries `reader` may download, as a condition on `entries` in a query that joins the
 * entry's owner as `users` (docs/product.md#zip-downloads): the judge any entry of their table
 * (`judgeSees`: submitted or decided, whatever its fee);
 * a sub-judge and a second-level judge exactly what their worklists show (reviewer-scope.ts:
 * assigned to them, or at the second level, in the current season, never one they have a
 * conflict with).
 */
export async function downloadableBy(db: DbLike, reader: ZipReader): Promise<SQL> {
  if (reader.identity === 1) return judgeSees();
  // The route's `jury` rule keeps everyone else out; this keeps a new caller from getting all.
  if (reader.identity !== 2 && reader.identity !== 3) throw forbidden();
  const season = await currentSeasonRow(db);
  return season ? reviewerEntries({ reviewerId: reader.id, level: levelOf(reader.identity), seasonId: season.id }) : sql`false`;
}

/** Whether the zip may name the entrant: only the judge's is not blind (docs/product.md#reviews). */
export const seesEntrant = (reader: ZipReader): boolean => reader.identity === 1;
