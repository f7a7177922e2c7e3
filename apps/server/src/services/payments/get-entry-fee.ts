import { CURRENCY, type EntryFeeQuote } from '@laurel/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { categories, entries, invitationCodes, seasons } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { tierEndsAt } from '../competition/fee-schedule.ts';
import { codeUseOf, resolveInvitationCode } from '../entries/entry-fields.ts';
import { canEditText } from '../entries/entry-rules.ts';
import { quoteEntryFee } from '../competition/entry-fee-quote.ts';

/**
 * `getEntryFee` (docs/product.md#fees): the caller's entry's category fee in the tier of today
 * (services/competition/fee-schedule.ts), minus what the entry's invitation code gives, by the
 * rule the entry answers show too (entry-fee-quote.ts).
 *
 * A code in the request is attached to the entry, so the quote is what paying will charge: on a
 * draft while registration is open, checked as `edit` checks it (422 on `invitationCode`); a
 * submitted entry's code was counted at submit and can no longer change (409). A draft's code
 * is checked again each time and gives nothing once it no longer applies to the entry
 * (`invitationCodeProblem` says why: competition/invitation-code-rule.ts), as its submit would refuse it; a submitted entry keeps
 * the discount of the use it counted.
 */
export async function getEntryFee(
  ctx: AppContext,
  opts: { userId: number; entryId: number; invitationCode?: string; now?: Date },
): Promise<EntryFeeQuote> {
  const now = opts.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ entry: entries, season: seasons, category: categories })
      .from(entries)
      .innerJoin(seasons, eq(seasons.id, entries.seasonId))
      .leftJoin(categories, eq(categories.id, entries.categoryId))
      .where(and(eq(entries.id, opts.entryId), eq(entries.userId, opts.userId)))
      // Two quotes attaching codes to one entry run one after the other.
      .for('update', { of: entries });
    if (!row) throw refuse('ownEntryNotFound');
    const { entry, season, category } = row;
    if (!category) throw refuse('categoryFirst');

    let code = entry.invitationCode;
    const codeEntry = { id: entry.id, userId: entry.userId, seasonId: entry.seasonId, categoryId: entry.categoryId };
    const requested = opts.invitationCode?.trim() ?? '';
    if (requested && requested.toUpperCase() !== (code ?? '').toUpperCase()) {
      if (!canEditText(entry, season, now)) {
        throw refuse('codeOnlyOnDraft');
      }
      code = await resolveInvitationCode(ctx, tx, { code: requested, entry: codeEntry, now });
      await tx.update(entries).set({ invitationCode: code }).where(eq(entries.id, entry.id));
    }

    const [codeRow] = code
      ? await tx
          .select()
          .from(invitationCodes)
          // A code text is unique within its season only: the entry's season's is the one.
          .where(and(eq(sql`upper(${invitationCodes.code})`, code.toUpperCase()), eq(invitationCodes.seasonId, entry.seasonId)))
          .orderBy(asc(invitationCodes.id))
          .limit(1)
      : [];
    const use = code ? await codeUseOf(tx, codeEntry, code) : { seasonId: entry.seasonId, categoryId: entry.categoryId, entrantUses: 0 };
    const figures = quoteEntryFee({ status: entry.status, category, season, invitationCode: code, code: codeRow, use, now });
    return {
      applyOrderId: entry.id,
      ...figures,
      tierEndsAt: tierEndsAt(season, figures.tier)?.toISOString() ?? null,
      currency: CURRENCY,
      invitationCode: code,
      status: entry.entryFeeStatus as EntryFeeQuote['status'],
    };
  });
}
