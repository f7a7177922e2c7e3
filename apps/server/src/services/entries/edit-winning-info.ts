import type { EntryDetail, LanguageCode } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { getEntry } from './get-entry.ts';
import { lockOwnEntry } from './lock-own-entry.ts';

/**
 * `winningInfoEdit`: the public credits and text of an awarded entry (docs/product.md#entries);
 * saving confirms them. Only awarded entries have any. A published winner's page changes at once,
 * so the cached public answers are dropped after the commit.
 */
export async function editWinningInfo(
  ctx: AppContext,
  opts: { userId: number; entryId: number; credits: string; text?: string; language: LanguageCode; now?: Date },
): Promise<EntryDetail> {
  const now = opts.now ?? new Date();
  const { userId, entryId } = opts;
  const isShow = await ctx.db.transaction(async (tx) => {
    const { entry } = await lockOwnEntry(tx, { userId, entryId });
    if (entry.status !== 'awarded') throw refuse('winnerInfoOnlyAwarded');
    const winnerInfo = { credits: opts.credits, text: opts.text ?? '', confirmedAt: now.toISOString() };
    await tx.update(entries).set({ winnerInfo }).where(eq(entries.id, entryId));
    await writeAudit(tx, { actorId: userId, action: 'entry.winnerInfo', subjectType: 'entry', subjectId: entryId, before: entry.winnerInfo, after: winnerInfo });
    return entry.isShow;
  });
  if (isShow) await ctx.cache.invalidate('winners');
  return getEntry(ctx, { userId, entryId, language: opts.language, now });
}
