import type { EntryDetail, FeeKind, LanguageCode } from '@laurel/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, files, invoices, paymentOrders, trophyOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { trophyOrderView } from '../fee-ledger/trophy-order-view.ts';
import { winnerPageColumns } from '../winners/public-winner.ts';
import { entryFormFor } from '../competition/entry-form-for.ts';
import { ENTRY_IMAGE_KIND, ENTRY_PDF_KIND } from '../files/file-kinds.ts';
import { entryFlags, selectEntries, toEntrySummary } from './entry-query.ts';

/**
 * `info`: one of the caller's entries in full. Someone else's entry is the same 404 as a missing
 * one, so ids cannot be probed. Image and PDF addresses are signed for the owner (storage/
 * signed-url.ts): large for the page, thumb for strips, the PDF as uploaded.
 */
export async function getEntry(
  ctx: AppContext,
  opts: { userId: number; entryId: number; language: LanguageCode; now?: Date },
): Promise<EntryDetail> {
  const now = opts.now ?? new Date();
  const [row] = await selectEntries(ctx.db, {
    description: entries.description,
    credits: entries.credits,
    videoUrl: entries.videoUrl,
    winnerInfo: entries.winnerInfo,
    ...winnerPageColumns(),
  })
    .where(and(eq(entries.id, opts.entryId), eq(entries.userId, opts.userId)))
    .limit(1);
  if (!row) throw refuse('ownEntryNotFound');
  const attached = await ctx.db
    .select({ id: files.id, kind: files.kind, width: files.width, height: files.height, bytes: files.bytes, name: files.name })
    .from(files)
    .where(eq(files.entryId, row.id))
    .orderBy(asc(files.sort), asc(files.id));
  const pdf = attached.find((f) => f.kind === ENTRY_PDF_KIND);
  const [own] = await ctx.db
    .select({ seasonId: entries.seasonId, categoryId: entries.categoryId, formSnapshot: entries.formSnapshot, customFields: entries.customFields })
    .from(entries)
    .where(eq(entries.id, row.id));
  // A submitted entry's own form; a draft's is today's for its category (docs/product.md#entry-form).
  const form = own!.formSnapshot ?? (await entryFormFor(ctx.db, { seasonId: own!.seasonId, categoryId: own!.categoryId }));
  const trophies = await ctx.db.select().from(trophyOrders).where(eq(trophyOrders.entryId, row.id)).orderBy(asc(trophyOrders.id));
  const creditNotes = await ctx.db
    .select({ number: invoices.number, feeKind: paymentOrders.feeKind, totalCents: invoices.totalCents, issuedAt: invoices.issuedAt })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
    .where(and(eq(paymentOrders.entryId, row.id), eq(invoices.kind, 'credit_note')))
    .orderBy(asc(invoices.id));
  return {
    ...toEntrySummary(ctx, row, { language: opts.language, now }),
    description: row.description,
    credits: row.credits,
    videoUrl: row.videoUrl,
    images: attached
      .filter((f) => f.kind === ENTRY_IMAGE_KIND)
      .map((f) => ({ fileId: f.id, url: ctx.files.url(f.id, 'large'), thumbUrl: ctx.files.url(f.id, 'thumb'), width: f.width, height: f.height, name: f.name })),
    pdf: pdf ? { fileId: pdf.id, url: ctx.files.url(pdf.id, 'original'), bytes: pdf.bytes, name: pdf.name } : null,
    invitationCode: row.invitationCode,
    form,
    customFields: own!.customFields,
    winnerInfo: row.winnerInfo
      ? { credits: row.winnerInfo.credits ?? '', text: row.winnerInfo.text ?? '', confirmedAt: row.winnerInfo.confirmedAt ?? null }
      : null,
    trophyOrders: trophies.map(trophyOrderView),
    creditNotes: creditNotes.map((c) => ({ ...c, feeKind: c.feeKind as FeeKind, issuedAt: c.issuedAt.toISOString() })),
    ...entryFlags(row, now),
    // The embargo decides (winners/public-winner.ts), so the owner is offered the page only once it answers.
    publicWinner: row.publicWinner,
    goesPublicAt: row.goesPublicAt?.toISOString() ?? null,
  };
}
