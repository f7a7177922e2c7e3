import { z } from 'zod';
import { Cents, EntryStatus, FeeStatus, IsoDate } from '../../fields.ts';
import { AwardRef, CategoryRef } from './competition.ts';
import { CustomValues, EntryForm } from './entry-form.ts';
import { FeeKind, TrophyOrder } from './payment.ts';

/*
 * Entries (`apply_order_id`, docs/product.md#entries): lifecycle `draft → submitted → in_review →
 * awarded | not_awarded` (or `withdrawn`), three fee statuses, the final award and `isShow`.
 */

/** An uploaded image; the first of an entry is its cover. */
export const EntryImage = z.object({
  fileId: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type EntryImage = z.infer<typeof EntryImage>;

export const EntryPdf = z.object({
  fileId: z.number().int(),
  url: z.string(),
  bytes: z.number().int(),
});
export type EntryPdf = z.infer<typeof EntryPdf>;

/**
 * The owner's own view of a file adds the name it was uploaded under (cleaned), so a resumed
 * draft shows the names the entrant chose. The jury and the public never get it: a file name
 * can name the studio, and judging is blind.
 */
const uploadName = { name: z.string() };
export const OwnEntryImage = EntryImage.extend(uploadName);
export type OwnEntryImage = z.infer<typeof OwnEntryImage>;
export const OwnEntryPdf = EntryPdf.extend(uploadName);
export type OwnEntryPdf = z.infer<typeof OwnEntryPdf>;

export const EntryFeeStatuses = z.object({
  /** `apply_order_id`. */
  id: z.number().int(),
  entryFeeStatus: FeeStatus,
  winnerPackageFeeStatus: FeeStatus,
  additionalTrophyFeeStatus: FeeStatus,
});
export type EntryFeeStatuses = z.infer<typeof EntryFeeStatuses>;

/**
 * Which PDFs (docs/product.md#pdf-calls) can be printed now, so the account page shows only working
 * links.
 */
export const EntryDocuments = z.object({
  entryFeeInvoice: z.boolean(),
  winnerPackageFeeInvoice: z.boolean(),
  additionalTrophyFeeInvoice: z.boolean(),
  certificate: z.boolean(),
});
export type EntryDocuments = z.infer<typeof EntryDocuments>;

/** An entry in the entrant's lists (`entryList`, `awardList` and their history versions). */
export const EntrySummary = EntryFeeStatuses.extend({
  seasonYear: z.number().int(),
  category: CategoryRef.nullable(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  status: EntryStatus,
  /** Index into ENTRY_STEPS of the last step saved, for resuming `/steps`. */
  draftStep: z.number().int().min(0),
  award: AwardRef.nullable(),
  isShow: z.boolean(),
  /**
   * What the entry fee comes to for this entry, the one figure every page names
   * (apps/server/src/services/payments/README.md#fees): once an order paid it (or was refunded), what that order charged;
   * before, what `getEntryFee` quotes today (the category's price in today's tier, less the
   * invitation code's discount). 0 while no category is chosen.
   */
  entryFeeCents: Cents,
  /** The award level's fees once awarded, else null. */
  winnerPackageFeeCents: Cents.nullable(),
  trophyFeeCents: Cents.nullable(),
  documents: EntryDocuments,
  submittedAt: IsoDate.nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type EntrySummary = z.infer<typeof EntrySummary>;

/** What a winner shows publicly: credits and a short text (docs/product.md#entries). */
export const WinnerInfo = z.object({
  credits: z.string(),
  text: z.string(),
  confirmedAt: IsoDate.nullable(),
});
export type WinnerInfo = z.infer<typeof WinnerInfo>;

/** `apply/info`: everything the owner sees of one entry. */
export const EntryDetail = EntrySummary.extend({
  description: z.string(),
  credits: z.string(),
  videoUrl: z.string().nullable(),
  images: z.array(OwnEntryImage),
  pdf: OwnEntryPdf.nullable(),
  invitationCode: z.string().nullable(),
  /**
   * The form the entry follows (docs/product.md#entry-form): the one it was submitted with, or,
   * for a draft, the one in force for its category today.
   */
  form: EntryForm,
  /** Its values of the form's custom fields, by key. */
  customFields: CustomValues,
  winnerInfo: WinnerInfo.nullable(),
  trophyOrders: z.array(TrophyOrder),
  /** Credit notes issued for refunds of this entry's fees, oldest first (`printCreditNote`). */
  creditNotes: z.array(
    z.object({ number: z.string(), feeKind: FeeKind, totalCents: Cents, issuedAt: IsoDate }),
  ),
  /**
   * Text is editable while a draft; images until review starts (rules,
   * docs/product.md#entrant-journey).
   */
  canEdit: z.boolean(),
  canEditImages: z.boolean(),
  /**
   * Whether the entry's public winner page (`/winnerDetails`) answers now: shown (`isShow`) and
   * its season's results date come, the server's one rule of what is public
   * (docs/product.md#publishing-winners). Before that the page is a 404.
   */
  publicWinner: z.boolean(),
  /**
   * For a shown entry whose season's results date is still ahead, that date: its winner page is
   * public from then. Null otherwise.
   */
  goesPublicAt: IsoDate.nullable(),
});
export type EntryDetail = z.infer<typeof EntryDetail>;

/** A published winner (`isShow`) in the public lists. */
export const Winner = z.object({
  /** `apply_order_id`. */
  id: z.number().int(),
  seasonYear: z.number().int(),
  title: z.string(),
  /** The public credit line: winner-info credits, else the entrant's company or name. */
  designer: z.string(),
  country: z.string().nullable(),
  category: CategoryRef,
  award: AwardRef,
  coverUrl: z.string().nullable(),
});
export type Winner = z.infer<typeof Winner>;

/**
 * `winnerInfo`: one published winner's page (`/winnerDetails`). `text` is the winner's own
 * statement (winner info, written by the entrant); the jury's reviews stay private, so there is
 * no jury statement to show (docs/product.md#winner-pages).
 */
export const WinnerDetail = Winner.extend({
  description: z.string(),
  credits: z.string(),
  text: z.string(),
  videoUrl: z.string().nullable(),
  images: z.array(EntryImage),
  /** The shown winners before and after this one in its season, in the gallery's order. */
  previous: Winner.nullable(),
  next: Winner.nullable(),
  /**
   * Up to four other shown winners of the same category group (the category itself when it has
   * none), those of the same category first; `categoryId` is what the gallery filter takes.
   */
  more: z.object({ categoryId: z.number().int(), categoryName: z.string(), winners: z.array(Winner) }),
});
export type WinnerDetail = z.infer<typeof WinnerDetail>;
