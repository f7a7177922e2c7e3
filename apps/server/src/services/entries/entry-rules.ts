import type { EntryDocuments, EntryStatus, FeeStatus } from '@laurel/contract';
import { refuse } from '../../lib/errors.ts';

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
  if (now < s.registrationOpensAt) throw refuse('registrationNotOpen');
  if (now >= s.registrationClosesAt) throw refuse('registrationClosed');
}

type DocumentSource = {
  status: EntryStatus | string;
  winnerPackageFeeStatus: FeeStatus | string;
  /** The fee kinds with a paid (or since refunded) order, comma-separated; null for none. */
  paidFeeKinds: string | null;
};

/**
 * An invoice exists only for money received through an order (a fee a judge marked paid by hand
 * has none); a certificate once the winner package is paid or waived.
 */
export function entryDocuments(e: DocumentSource): EntryDocuments {
  const paid = new Set(e.paidFeeKinds?.split(',') ?? []);
  return {
    entryFeeInvoice: paid.has('entry'),
    winnerPackageFeeInvoice: paid.has('winnerPackage'),
    additionalTrophyFeeInvoice: paid.has('additionalTrophy'),
    certificate: e.status === 'awarded' && (e.winnerPackageFeeStatus === 'paid' || e.winnerPackageFeeStatus === 'waived'),
  };
}
