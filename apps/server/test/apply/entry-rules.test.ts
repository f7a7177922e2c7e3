import { describe, expect, it } from 'vitest';
import { canEditImages, canEditText, documentsDue, entryDocuments, isRegistrationOpen } from '../../src/services/entries/entry-rules.ts';

const day = 86_400_000;
const now = new Date('2027-03-01T12:00:00Z');
const open = {
  registrationOpensAt: new Date(now.getTime() - 10 * day),
  registrationClosesAt: new Date(now.getTime() + 10 * day),
  firstReviewStartsAt: new Date(now.getTime() + 20 * day),
};
const closed = { ...open, registrationClosesAt: new Date(now.getTime() - day) };
const reviewing = { ...closed, firstReviewStartsAt: new Date(now.getTime() - 1) };

const fees = (over: Partial<Parameters<typeof documentsDue>[0]>) => ({
  status: 'submitted',
  entryFeeStatus: 'unpaid',
  winnerPackageFeeStatus: 'unpaid',
  additionalTrophyFeeStatus: 'unpaid',
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

  it('makes an invoice due only for money received, and a certificate once the winner package is settled', () => {
    expect(documentsDue(fees({ entryFeeStatus: 'paid' }))).toEqual({
      entryFeeInvoice: true,
      winnerPackageFeeInvoice: false,
      additionalTrophyFeeInvoice: false,
      certificate: false,
    });
    expect(documentsDue(fees({ entryFeeStatus: 'waived' })).entryFeeInvoice).toBe(false);
    expect(documentsDue(fees({ status: 'awarded', entryFeeStatus: 'paid', winnerPackageFeeStatus: 'paid', additionalTrophyFeeStatus: 'paid' }))).toEqual({
      entryFeeInvoice: true,
      winnerPackageFeeInvoice: true,
      additionalTrophyFeeInvoice: true,
      certificate: true,
    });
    expect(documentsDue(fees({ status: 'awarded', winnerPackageFeeStatus: 'waived' }))).toMatchObject({ winnerPackageFeeInvoice: false, certificate: true });
    // A fee marked paid on an entry that is not awarded prints nothing of the winner's.
    expect(documentsDue(fees({ winnerPackageFeeStatus: 'paid' }))).toMatchObject({ winnerPackageFeeInvoice: false, certificate: false });
  });

  it('offers no document while the PDFs are not served, and the due ones once they are', () => {
    const paid = fees({ status: 'awarded', entryFeeStatus: 'paid', winnerPackageFeeStatus: 'paid' });
    expect(Object.values(entryDocuments(paid))).not.toContain(true);
    expect(entryDocuments(paid, true)).toEqual(documentsDue(paid));
  });
});
