import { and, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import { entries, reviewAssignments } from '../../../db/schema.ts';
import { forbidden } from '../../../lib/errors.ts';
import { hasConflict, reachedJury } from '../jury-scope.ts';

/** Who asks for a zip: the caller's id and identity (docs/product.md#roles-and-identities). */
export interface ZipReader {
  id: number;
  identity: number;
}

/**
 * The entries `reader` may download, as a condition on `entries` (docs/product.md#zip-downloads):
 * the judge any that reached the jury; a sub-judge those assigned to them, a second-level judge
 * those that reached the second level, in both cases never one they have a conflict with — the
 * same entries their lists show.
 */
export function downloadableBy(reader: ZipReader): SQL {
  const noConflict = not(hasConflict(reader.id));
  switch (reader.identity) {
    case 1:
      return reachedJury();
    case 2:
      return and(
        reachedJury(),
        exists(sql`(select 1 from ${reviewAssignments} where ${reviewAssignments.entryId} = ${entries.id} and ${reviewAssignments.reviewerId} = ${reader.id})`),
        noConflict,
      )!;
    case 3:
      return and(reachedJury(), eq(entries.secondLevelReached, true), noConflict)!;
    default:
      // The route's `jury` rule keeps everyone else out; this keeps a new caller from getting all.
      throw forbidden();
  }
}

/** Whether the zip may name the entrant: only the judge's is not blind (docs/product.md#reviews). */
export const seesEntrant = (reader: ZipReader): boolean => reader.identity === 1;
