import { describe, expect, it } from 'vitest';
import { canEditImages, canEditText, entryDocuments, isRegistrationOpen } from '../../../src/services/entries/entry-rules.ts';

const day = 86_400_000;
const now = new Date('2027-03-01T12:00:00Z');
const open = {
  registrationOpensAt: new Date(now.getTime() - 10 * day),
  registrationClosesAt: new Date(now.getTime() + 10 * day),
  firstReviewStartsAt: new Date(now.getTime() + 20 * day),
};
const closed = { ...open, registrationClosesAt: new Date(now.getTime() - day) };
const reviewing = { ...closed, firstReviewStartsAt: new Date(now.getTime() - 1) };

const fees = (over: Partial<Parameters<typeof entryDocuments>[0]>) => ({
  status: 'submitted',
  winnerPackageFeeStatus: 'unpaid',
  paidFeeKinds: null,
  ...over,
});

describe('entry rules', () => {
  it('opens registration from its first instant up to, not including, its close', () => {
    expect(isRegistrationOpen(open, now)).toBe(true);
    expect(isRegistrationOpen({ ...open, registrationOpensAt: now }, now)).toBe(true);
    expect(isRegistrationOpen({ ...open, registrationClosesAt: now }, now)).toBe(false);
  });

  it('lets texts change only on a draft while registration is open', () => {
    expect(canEditText({ status: 'draft' }, open, now)).toBe(true);
    expect(canEditText({ status: 'submitted' }, open, now)).toBe(false);
    expect(canEditText({ status: 'draft' }, closed, now)).toBe(false);
  });

  it('lets a submitted entry’s images change until the first review starts, even after registration', () => {
    expect(canEditImages({ status: 'submitted' }, closed, now)).toBe(true);
    expect(canEditImages({ status: 'submitted' }, reviewing, now)).toBe(false);
    expect(canEditImages({ status: 'in_review' }, open, now)).toBe(false);
    expect(canEditImages({ status: 'draft' }, closed, now)).toBe(false);
  });

  it('offers an invoice only for a fee paid through an order, and a certificate once the winner package is settled', () => {
    expect(entryDocuments(fees({ paidFeeKinds: 'entry' }))).toEqual({
      entryFeeInvoice: true,
      winnerPackageFeeInvoice: false,
      additionalTrophyFeeInvoice: false,
      certificate: false,
    });
    // Marked paid by hand: no money came through an order, so there is nothing to invoice.
    expect(entryDocuments(fees({ status: 'awarded', winnerPackageFeeStatus: 'paid' }))).toMatchObject({ winnerPackageFeeInvoice: false, certificate: true });
    expect(entryDocuments(fees({ status: 'awarded', winnerPackageFeeStatus: 'paid', paidFeeKinds: 'additionalTrophy,entry,winnerPackage' }))).toEqual({
      entryFeeInvoice: true,
      winnerPackageFeeInvoice: true,
      additionalTrophyFeeInvoice: true,
      certificate: true,
    });
    expect(entryDocuments(fees({ status: 'awarded', winnerPackageFeeStatus: 'waived' }))).toMatchObject({ certificate: true });
    expect(entryDocuments(fees({ status: 'awarded', winnerPackageFeeStatus: 'refunded', paidFeeKinds: 'winnerPackage' }))).toMatchObject({ winnerPackageFeeInvoice: true, certificate: false });
    expect(entryDocuments(fees({ winnerPackageFeeStatus: 'paid' }))).toMatchObject({ certificate: false });
  });
});
