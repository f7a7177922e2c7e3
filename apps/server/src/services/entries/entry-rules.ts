import type { EntryDocuments, EntryStatus, FeeStatus } from '@laurel/contract';
import { conflict } from '../../lib/errors.ts';

/**
 * The entry rules of issue 4 in one place, so the refusals of the write calls and the
 * `canEdit` / `canEditImages` / `documents` flags the pages read can never disagree.
 * Every date is the entry's own season's (a draft left from a past season is closed).
 */
export interface SeasonWindow {
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  firstReviewStartsAt: Date;
}

export const isRegistrationOpen = (s: SeasonWindow, now: Date): boolean =>
  now >= s.registrationOpensAt && now < s.registrationClosesAt;

/** Text, category, codes and files are edited only while a draft, and only during registration. */
export const canEditText = (e: { status: string }, s: SeasonWindow, now: Date): boolean =>
  e.status === 'draft' && isRegistrationOpen(s, now);

/**
 * Images may still be replaced after submitting, until the first review round starts
 * (published rules, docs/product.md#entrant-journey); a draft's images follow the draft rule.
 */
export const canEditImages = (e: { status: string }, s: SeasonWindow, now: Date): boolean =>
  canEditText(e, s, now) || (e.status === 'submitted' && now < s.firstReviewStartsAt);

/** 409 with the reason, when registration is not open for `s`. */
export function assertRegistrationOpen(s: SeasonWindow, now: Date): void {
  if (now < s.registrationOpensAt) throw conflict('Registration for this season has not opened yet.');
  if (now >= s.registrationClosesAt) throw conflict('Registration for this season has closed; entries can no longer be created or changed.');
}

type DocumentSource = {
  status: EntryStatus | string;
  entryFeeStatus: FeeStatus | string;
  winnerPackageFeeStatus: FeeStatus | string;
  additionalTrophyFeeStatus: FeeStatus | string;
};

/** An invoice exists only for money received; a certificate once the winner package is settled. */
export function documentsDue(e: DocumentSource): EntryDocuments {
  return {
    entryFeeInvoice: e.entryFeeStatus === 'paid',
    winnerPackageFeeInvoice: e.status === 'awarded' && e.winnerPackageFeeStatus === 'paid',
    additionalTrophyFeeInvoice: e.status === 'awarded' && e.additionalTrophyFeeStatus === 'paid',
    certificate: e.status === 'awarded' && (e.winnerPackageFeeStatus === 'paid' || e.winnerPackageFeeStatus === 'waived'),
  };
}

/**
 * Whether this server prints the PDFs of docs/product.md#pdf-calls (invoices, certificate). They
 * come with the documents work; until then no document is offered, so the account page never shows
 * a link that can only fail. Flip this when the PDF routes are registered.
 */
// unbuilt(issue 12): no PDF call has a route yet.
export const PDF_DOCUMENTS_SERVED = false;

const NO_DOCUMENTS: EntryDocuments = {
  entryFeeInvoice: false,
  winnerPackageFeeInvoice: false,
  additionalTrophyFeeInvoice: false,
  certificate: false,
};

/** The `documents` flags the pages read: which PDFs can be printed now. */
export const entryDocuments = (e: DocumentSource, served = PDF_DOCUMENTS_SERVED): EntryDocuments =>
  served ? documentsDue(e) : NO_DOCUMENTS;
