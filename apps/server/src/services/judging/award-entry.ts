import type { AwardEntryResponse, EntryStatus, LanguageCode } from '@laurel/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, certificates, entries } from '../../db/schema.ts';
import { refuseField } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { queueEntrantNotice } from '../entries/queue-entrant-notice.ts';
import { decideFee } from '../fee-ledger/decide-fee.ts';
import { moveEntry } from '../fee-ledger/move-entry.ts';

/**
 * `award` (docs/product.md#judge-calls): the judge's final award. A level makes the entry
 * `awarded` (and due its winner package), null makes it `not_awarded`. Only an entry whose entry
 * fee is paid or waived reaches the jury. Audited with before and after; a newly awarded entrant
 * is told by mail (queued with the decision); the public winners are refreshed when the entry is shown; a
 * certificate issued for another award is revoked.
 */
export async function awardEntry(
  ctx: AppContext,
  opts: { actorId: number; entryId: number; awardLevelId: number | null; comment?: string; language: LanguageCode },
): Promise<AwardEntryResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    let level: typeof awardLevels.$inferSelect | undefined;
    if (opts.awardLevelId !== null) {
      // Only a level of the entry's own season: another season's is as unknown as a made-up id.
      // (An entry that does not exist is the ledger's refusal below.)
      const [[found], [entry]] = await Promise.all([
        tx.select().from(awardLevels).where(eq(awardLevels.id, opts.awardLevelId)),
        tx.select({ seasonId: entries.seasonId }).from(entries).where(eq(entries.id, opts.entryId)),
      ]);
      if (!found || (entry && found.seasonId !== entry.seasonId)) throw refuseField('awardLevelId', 'awardLevelUnknown');
      level = found;
    }
    const status: EntryStatus = level ? 'awarded' : 'not_awarded';
    // The ledger refuses an undecidable entry, an unsettled entry fee, and withdrawing an award
    // whose winner package or trophies are paid or being paid.
    const { before: entry } = await moveEntry(tx, {
      entryId: opts.entryId,
      to: status,
      // A shown entry that loses its award is no longer shown among the winners.
      set: { awardLevelId: level?.id ?? null, isShow: level ? undefined : false },
    });
    // An award whose level asks nothing for the winner package: the package is waived, a
    // decision of the ledger (as a free entry's fee is at submission), so the certificate opens.
    if (level && level.winnerPackageFeeCents === 0 && entry.winnerPackageFeeStatus !== 'paid' && entry.winnerPackageFeeStatus !== 'waived') {
      await decideFee(tx, { actorId: opts.actorId, entryId: entry.id, feeKind: 'winnerPackage', kind: 'waive', reason: 'Nothing to pay: this award level has no winner-package fee.' });
    }
    await writeAudit(tx, {
      actorId: opts.actorId,
      action: 'entry.awarded',
      subjectType: 'entry',
      subjectId: entry.id,
      before: { status: entry.status, awardLevelId: entry.awardLevelId },
      after: { status, awardLevelId: level?.id ?? null, comment: opts.comment ?? null },
    });
    if (entry.awardLevelId !== (level?.id ?? null)) {
      // A certificate states the award: once that changes, the page anyone can check says so.
      const reason = level ? 'The award was changed.' : 'The award was withdrawn.';
      const revoked = await tx
        .update(certificates)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(certificates.entryId, entry.id), isNull(certificates.revokedAt)))
        .returning({ code: certificates.code });
      for (const { code } of revoked) {
        await writeAudit(tx, { actorId: opts.actorId, action: 'certificate.revoked', subjectType: 'entry', subjectId: entry.id, after: { code, reason } });
      }
    }
    // A newly awarded entrant is told, with the decision.
    if (level && entry.awardLevelId !== level.id) await queueEntrantNotice(ctx, tx, { entryId: entry.id, event: 'awarded' });
    return { entry, level, status };
  });
  if (result.entry.isShow) await ctx.cache.invalidate('winners');
  const { level } = result;
  return {
    id: opts.entryId,
    status: result.status,
    award: level ? { id: level.id, name: localize(opts.language, level.name, level.nameZh), rank: level.rank } : null,
  };
}
