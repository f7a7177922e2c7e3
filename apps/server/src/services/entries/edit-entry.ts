import { ENTRY_STEPS, type EntryDetail, type LanguageCode } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { entryFeeDueCents } from '../competition/entry-fee-due.ts';
import { decideFee } from '../fee-ledger/decide-fee.ts';
import { moveEntry } from '../fee-ledger/move-entry.ts';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { refuse, requiredFields } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { entryImageIds, setEntryImages, setEntryPdf } from './entry-files.ts';
import { entryFormFor } from '../competition/entry-form-for.ts';
import { checkCategory, claimInvitationCode, resolveInvitationCode, textChanges, type EntryInput } from './entry-fields.ts';
import { checkBuiltInLengths, mergeCustomValues, missingForSubmit, valuesForSubmit } from './entry-form-values.ts';
import { assertRegistrationOpen } from './entry-rules.ts';
import { getEntry } from './get-entry.ts';
import { lockOwnEntry } from './lock-own-entry.ts';
import { queueEntrantNotice } from './queue-entrant-notice.ts';

/**
 * `edit`: saves a draft (only drafts, only while its season's registration is open); with
 * `submit: true` the same save then submits it, once everything submitting needs is there.
 * One transaction: a refusal at any point leaves the draft as it was. The "submission
 * received" mail is queued in it (services/mail/).
 */
export async function editEntry(
  ctx: AppContext,
  opts: EntryInput & { userId: number; entryId: number; submit?: boolean; language: LanguageCode; now?: Date },
): Promise<EntryDetail> {
  const now = opts.now ?? new Date();
  const { userId, entryId } = opts;
  await ctx.db.transaction(async (tx) => {
    const { entry, season } = await lockOwnEntry(tx, { userId, entryId });
    if (entry.status !== 'draft') throw refuse('onlyDraftsEditable');
    assertRegistrationOpen(season, now);
    if (opts.categoryId !== undefined) await checkCategory(tx, { categoryId: opts.categoryId, seasonId: entry.seasonId });
    const set = textChanges(opts);
    // The form the draft follows: its category's, else its season's (docs/product.md#entry-form).
    const form = await entryFormFor(tx, { seasonId: entry.seasonId, categoryId: opts.categoryId ?? entry.categoryId });
    checkBuiltInLengths(form, opts);
    if (opts.customFields) set.customFields = mergeCustomValues(form, entry.customFields, opts.customFields);
    let nothingDue = false;
    const codeEntry = { id: entryId, userId, seasonId: entry.seasonId, categoryId: opts.categoryId ?? entry.categoryId };
    if (opts.invitationCode !== undefined && opts.invitationCode.trim().toUpperCase() !== (entry.invitationCode ?? '').toUpperCase()) {
      set.invitationCode = await resolveInvitationCode(ctx, tx, { code: opts.invitationCode, entry: codeEntry, now });
    }
    const imagesBefore = opts.imageFileIds ? await entryImageIds(tx, entryId) : null;
    if (opts.imageFileIds) await setEntryImages(tx, { userId, entryId, fileIds: opts.imageFileIds, max: Math.min(ctx.config.uploads.imagesPerEntryMax, form.builtIn.images.max) });
    if (opts.pdfFileId !== undefined) {
      await setEntryPdf(tx, { userId, entryId, fileId: opts.pdfFileId });
      set.pdfFileId = opts.pdfFileId;
    }
    if (opts.submit) {
      const merged = { ...entry, ...set };
      const missing = missingForSubmit(form, merged, (await entryImageIds(tx, entryId)).length);
      if (missing.length) throw requiredFields(missing);
      // The entry keeps the form it was submitted with, and only that form's values.
      set.customFields = valuesForSubmit(form, merged.customFields);
      set.formSnapshot = form;
      // The organisers may have closed the category since the draft chose it.
      if (opts.categoryId === undefined) await checkCategory(tx, { categoryId: merged.categoryId!, seasonId: entry.seasonId });
      const code = merged.invitationCode ? await claimInvitationCode(tx, { code: merged.invitationCode, entry: codeEntry, now }) : null;
      nothingDue = (await entryFeeDueCents(tx, { categoryId: merged.categoryId!, seasonId: entry.seasonId, code, now })) === 0;
    }
    if (Object.keys(set).length) await tx.update(entries).set(set).where(eq(entries.id, entryId));
    // The move itself is the ledger's (draft → submitted), like every move of an entry's state.
    if (opts.submit) await moveEntry(tx, { entryId, to: 'submitted', set: { submittedAt: now, draftStep: ENTRY_STEPS.length - 1 } });
    // Nothing to pay (a free category, a waiver, a fixed amount as large as the fee): the fee is waived, not left for an order —
    // a decision of the fee ledger, the entrant's own by submitting.
    if (nothingDue) {
      const decided = await decideFee(tx, { actorId: userId, entryId, feeKind: 'entry', kind: 'waive', reason: 'Nothing to pay: a free category or an invitation code that covers the whole fee.' });
      set.entryFeeStatus = decided.after;
    }
    // What the save changed, field by field (docs/product.md#audit-log): a save that changes
    // nothing (the wizard saving a step as it was) writes no row.
    const changes = entryChanges(entry, set, imagesBefore ? { before: imagesBefore, after: opts.imageFileIds! } : null);
    if (opts.submit) {
      await writeAudit(tx, {
        actorId: userId,
        action: 'entry.submit',
        subjectType: 'entry',
        subjectId: entryId,
        before: { ...changes.before, status: entry.status },
        after: { ...changes.after, status: 'submitted', invitationCode: set.invitationCode ?? entry.invitationCode, entryFeeStatus: set.entryFeeStatus ?? entry.entryFeeStatus },
      });
      await queueEntrantNotice(ctx, tx, { entryId, event: 'submitted' });
    } else if (Object.keys(changes.after).length) {
      await writeAudit(tx, { actorId: userId, action: 'entry.edit', subjectType: 'entry', subjectId: entryId, ...changes });
    }
  });
  return getEntry(ctx, { userId, entryId, language: opts.language, now });
}

/** Fields an edit's audit row leaves out: the form it was submitted with (kept on the entry) and the wizard's step. */
const NOT_AUDITED = new Set(['formSnapshot', 'draftStep']);

/** The fields `set` changes on `entry`, before and after, and its images when they changed. */
function entryChanges(
  entry: Record<string, unknown>,
  set: Record<string, unknown>,
  images: { before: number[]; after: number[] } | null,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set)) {
    if (NOT_AUDITED.has(key) || JSON.stringify(entry[key] ?? null) === JSON.stringify(value ?? null)) continue;
    before[key] = entry[key] ?? null;
    after[key] = value ?? null;
  }
  if (images && JSON.stringify(images.before) !== JSON.stringify(images.after)) {
    before.imageFileIds = images.before;
    after.imageFileIds = images.after;
  }
  return { before, after };
}
