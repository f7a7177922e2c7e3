import type { EntryDetail, LanguageCode } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { entryImageIds, setEntryImages } from './entry-files.ts';
import { assertRegistrationOpen } from './entry-rules.ts';
import { getEntry } from './get-entry.ts';
import { lockOwnEntry } from './lock-own-entry.ts';

/**
 * `editImage`: replaces or reorders an entry's images. A draft follows the draft rule
 * (registration open); a submitted entry may change its images until its season's first
 * review round starts, never after (the jury must see what it scores). Replaced images are
 * detached, not deleted (entry-files.ts).
 */
export async function editEntryImages(
  ctx: AppContext,
  opts: { userId: number; entryId: number; imageFileIds: number[]; language: LanguageCode; now?: Date },
): Promise<EntryDetail> {
  const now = opts.now ?? new Date();
  const { userId, entryId } = opts;
  await ctx.db.transaction(async (tx) => {
    const { entry, season } = await lockOwnEntry(tx, { userId, entryId });
    if (entry.status === 'draft') assertRegistrationOpen(season, now);
    else if (entry.status !== 'submitted' || now >= season.firstReviewStartsAt) {
      throw refuse('imagesLocked');
    }
    const before = await entryImageIds(tx, entryId);
    await setEntryImages(tx, { userId, entryId, fileIds: opts.imageFileIds, max: ctx.config.uploads.imagesPerEntryMax });
    // The entry's updatedAt tells the account page (and the jury later) that it changed.
    await tx.update(entries).set({ updatedAt: now }).where(eq(entries.id, entryId));
    await writeAudit(tx, { actorId: userId, action: 'entry.images', subjectType: 'entry', subjectId: entryId, before: { imageFileIds: before }, after: { imageFileIds: opts.imageFileIds } });
  });
  return getEntry(ctx, { userId, entryId, language: opts.language, now });
}
