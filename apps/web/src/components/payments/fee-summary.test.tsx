import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { EntryFeeQuote } from '@laurel/contract';
import { setLanguage } from '../../i18n/index.ts';
import { entryDetail } from '../../testing/entry-data.ts';
import { entryFeeQuote } from '../../testing/payment-data.ts';
import { FeeSummary } from './fee-summary.tsx';

// The entry fee's breakdown as the entrant reads it: a code is named by what it takes off.

const show = (quote: EntryFeeQuote) =>
  render(
    <FeeSummary
      entry={entryDetail(41)}
      target={{ kind: 'entry' }}
      quote={{ data: quote, isPending: false, isError: false, refetch: () => undefined }}
    />,
  );

afterEach(() => setLanguage('en'));

describe('the entry fee breakdown', () => {
  it('names a percentage code by its percentage', () => {
    show(entryFeeQuote(41, { categoryFeeCents: 35_000, discountPercent: 20, discountCents: 7_000, amountCents: 28_000, invitationCode: 'SPRING20' }));
    expect(screen.getByText('Invitation code SPRING20 (−20%)')).toBeInTheDocument();
    expect(screen.getByText('−$70.00')).toBeInTheDocument();
  });

  it('names a fixed-amount code by its amount, never as −0%', async () => {
    show(entryFeeQuote(41, { categoryFeeCents: 35_000, discountPercent: 0, discountCents: 5_000, amountCents: 30_000, invitationCode: 'FIFTY' }));
    expect(screen.getByText('Invitation code FIFTY ($50.00 off)')).toBeInTheDocument();
    expect(screen.queryByText(/0%/)).toBeNull();
    expect(screen.getByTestId('fee-amount')).toHaveTextContent('$300.00');
  });

  it('says so in Chinese too', async () => {
    await setLanguage('zh-CN');
    show(entryFeeQuote(41, { categoryFeeCents: 35_000, discountCents: 5_000, amountCents: 30_000, invitationCode: 'FIFTY' }));
    expect(await screen.findByText('邀请码 FIFTY（减 $50.00）')).toBeInTheDocument();
  });

  it('says why a code for another category gives nothing', () => {
    show(entryFeeQuote(41, { invitationCode: 'LIGHT10', invitationCodeProblem: 'other_category' }));
    expect(
      screen.getByText("Your invitation code gives no discount: it does not cover this entry's category."),
    ).toBeInTheDocument();
  });
});
