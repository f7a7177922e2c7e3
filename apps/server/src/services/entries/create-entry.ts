import type { EntryDetail, LanguageCode } from '@laurel/contract';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, seasons, users } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { setEntryImages, setEntryPdf } from './entry-files.ts';
import { entryFormFor } from '../competition/entry-form-for.ts';
import { checkCategory, resolveInvitationCode, textChanges, type EntryInput } from './entry-fields.ts';
import { checkBuiltInLengths, mergeCustomValues } from './entry-form-values.ts';
import { assertRegistrationOpen } from './entry-rules.ts';
import { getEntry } from './get-entry.ts';

/**
 * `entry`: starts a draft in the current season while its registration is open, within the
 * per-entrant limit (`ENTRIES_PER_SEASON_MAX`; withdrawn entries do not count). One
 * transaction: the draft, its files and the audit row, or nothing.
 */
export async function createEntry(
  ctx: AppContext,
  opts: EntryInput & { categoryId: number; userId: number; language: LanguageCode; now?: Date },
): Promise<EntryDetail> {
  const now = opts.now ?? new Date();
  const [season] = await ctx.db.select().from(seasons).where(eq(seasons.isCurrent, true)).orderBy(desc(seasons.year), desc(seasons.id)).limit(1);
  if (!season) throw refuse('noSeasonOpen');
  assertRegistrationOpen(season, now);
  const max = ctx.config.entriesPerSeasonMax;

  const entryId = await ctx.db.transaction(async (tx) => {
    // Holding the entrant's row makes concurrent creates count one after the other.
    const [me] = await tx.select({ identity: users.identity }).from(users).where(eq(users.id, opts.userId)).for('update');
    // docs/product.md#reviews: the jury does not enter the season it judges.
    if (me && me.identity !== 0) throw refuse('juryCannotEnter');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(entries)
      .where(and(eq(entries.userId, opts.userId), eq(entries.seasonId, season.id), ne(entries.status, 'withdrawn')));
    if (n >= max) throw refuse('entryLimitReached', { max });
    await checkCategory(tx, { categoryId: opts.categoryId, seasonId: season.id });
    const form = await entryFormFor(tx, { seasonId: season.id, categoryId: opts.categoryId });
    checkBuiltInLengths(form, opts);
    const customFields = opts.customFields ? mergeCustomValues(form, {}, opts.customFields) : {};
    const codeEntry = { id: null, userId: opts.userId, seasonId: season.id, categoryId: opts.categoryId };
    const invitationCode = opts.invitationCode !== undefined ? await resolveInvitationCode(ctx, tx, { code: opts.invitationCode, entry: codeEntry, now }) : null;
    const [row] = await tx
      .insert(entries)
      .values({ ...textChanges(opts), userId: opts.userId, seasonId: season.id, invitationCode, customFields })
      .returning();
    const entry = row!;
    if (opts.imageFileIds?.length) await setEntryImages(tx, {
        userId: opts.userId,
        entryId: entry.id,
        fileIds: opts.imageFileIds,
        max: Math.min(ctx.config.uploads.imagesPerEntryMax, form.builtIn.images.max),
      });
    if (opts.pdfFileId) {
      await setEntryPdf(tx, { userId: opts.userId, entryId: entry.id, fileId: opts.pdfFileId });
      await tx.update(entries).set({ pdfFileId: opts.pdfFileId }).where(eq(entries.id, entry.id));
    }
    await writeAudit(tx, {
      actorId: opts.userId,
      action: 'entry.create',
      subjectType: 'entry',
      subjectId: entry.id,
      after: { seasonId: season.id, categoryId: entry.categoryId, title: entry.title, invitationCode, imageFileIds: opts.imageFileIds ?? [] },
    });
    return entry.id;
  });
  return getEntry(ctx, { userId: opts.userId, entryId, language: opts.language, now });
}
