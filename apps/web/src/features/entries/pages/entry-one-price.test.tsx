import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type CategoryNode, type EntryDetail } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { categoryTree, entryDetail, entryImage, registrationOpen, uploadLimits } from '../../../testing/entry-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { entryFeeQuote, sandboxChannel } from '../../../testing/payment-data.ts';
import { answer } from '../../../testing/public-data.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

/*
 * One price (apps/server/src/services/payments/README.md#fees): every place that names an entry's fee names the server's
 * figure for that entry — the early-bird price less the invitation code's 20 % here — never a
 * price worked out in the browser from the category's fees.
 */

const REGULAR = '$350.00';
const EARLY_BIRD = '$300.00';
const QUOTE = '$240.00';

/** Furniture in its early-bird weeks (the registration window's clock says 1 March): $300, $350 from 15 March, $400 from May. */
function earlyBirdTree(): CategoryNode[] {
  const tree = categoryTree();
  const furniture = tree[0]!.children[0]!;
  furniture.feeTiers = [
    { tier: 'earlyBird', feeCents: 30_000, startsAt: null, endsAt: '2027-03-15T00:00:00.000Z' },
    { tier: 'regular', feeCents: 35_000, startsAt: '2027-03-15T00:00:00.000Z', endsAt: '2027-05-01T00:00:00.000Z' },
    { tier: 'late', feeCents: 40_000, startsAt: '2027-05-01T00:00:00.000Z', endsAt: null },
  ];
  return tree;
}

const server = setupPageTestServer();
let stored: EntryDetail;

beforeEach(() => {
  answer(server, calls.public.getCategories, earlyBirdTree());
  answer(server, calls.apply.getRegistrationTime, registrationOpen());
  answer(server, calls.apply.getUploadLimits, uploadLimits);
  answer(
    server,
    calls.apply.getEntryFee,
    entryFeeQuote(41, {
      tier: 'earlyBird',
      tierEndsAt: '2027-03-15T00:00:00.000Z',
      categoryFeeCents: 30_000,
      discountPercent: 20,
      discountCents: 6_000,
      amountCents: 24_000,
      invitationCode: 'EARLYBIRD',
    }),
  );
  answer(server, calls.apply.getEntryFeePaymentChannels, [sandboxChannel()]);
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
  server.route('/api/apply/edit', (_req, res) => sendOk(res, stored));
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

/** Every amount of money in `root`'s text, each once. */
const amountsIn = (root: HTMLElement) => [...new Set(root.textContent?.match(/\$[\d,]+\.\d{2}/g) ?? [])];

describe('one price for an entry with an invitation code in the early-bird weeks', { timeout: 60_000 }, () => {
  it('/preview: the pay card and the entry sheet name the quote, and the category’s regular fee nowhere', async () => {
    stored = entryDetail(41, {
      title: 'Fold chair',
      status: 'submitted',
      canEdit: false,
      invitationCode: 'EARLYBIRD',
      // The server's figure for this entry: what getEntryFee quotes.
      entryFeeCents: 24_000,
    });
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = within(await screen.findByRole('region', { name: 'Pay the entry fee' }));
    expect(await step.findByTestId('fee-amount')).toHaveTextContent(QUOTE);
    expect(step.getByRole('button', { name: `Pay ${QUOTE}` })).toBeInTheDocument();

    // The card explains the quote: the early-bird price, less the code's 20 %.
    const tierPart = step.getByText('Early-bird fee').parentElement as HTMLElement;
    const codePart = step.getByText('Invitation code EARLYBIRD (−20%)').parentElement as HTMLElement;
    expect(tierPart).toHaveTextContent(EARLY_BIRD);
    expect(codePart).toHaveTextContent('−$60.00');

    // Besides those two parts, the page names exactly one amount: the quote.
    expect(document.body).not.toHaveTextContent(REGULAR);
    const page = document.body.cloneNode(true) as HTMLElement;
    for (const part of ['Early-bird fee', 'Invitation code EARLYBIRD (−20%)']) {
      within(page).getByText(part).parentElement?.remove();
    }
    expect(amountsIn(page)).toEqual([QUOTE]);
    // The entry sheet under the card says it too.
    expect(screen.getByText(`Entry fee ${QUOTE}`)).toBeInTheDocument();
  });

  it('/steps: the review’s sheet and the submit dialog name the quote, not the price of today’s tier', async () => {
    stored = entryDetail(41, {
      draftStep: 3,
      title: 'Fold chair',
      description: 'Plywood.',
      credits: 'Studio Mira',
      images: [entryImage(501)],
      invitationCode: 'EARLYBIRD',
      entryFeeCents: 24_000,
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit your entry' })).toBeInTheDocument();
    // The sheet's fee line, once the quote is in.
    expect(await screen.findByText(/^Entry fee \$/)).toHaveTextContent(`Entry fee ${QUOTE}`);

    await user.click(screen.getByRole('button', { name: /Submit entry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit “Fold chair”?' });
    await waitFor(() => expect(within(dialog).getByTestId('submit-fee')).toHaveTextContent(`Entry fee: ${QUOTE}`));
    // The category step's price list is not on screen: the review and the dialog name one amount.
    expect(amountsIn(document.body)).toEqual([QUOTE]);
  });

  it('/steps: when the quote cannot be had, the dialog says so rather than naming a category’s price', async () => {
    stored = entryDetail(41, {
      draftStep: 3,
      title: 'Fold chair',
      description: 'Plywood.',
      credits: 'Studio Mira',
      images: [entryImage(501)],
      invitationCode: 'EARLYBIRD',
    });
    server.route('/api/apply/getEntryFee', (_req, res) => sendEnvelope(res, 503, 'Service unavailable'));
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit your entry' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Submit entry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit “Fold chair”?' });
    const fee = within(dialog).getByTestId('submit-fee');
    await waitFor(() => expect(fee).not.toHaveTextContent('Working out the entry fee'));
    expect(fee).toHaveTextContent('The entry fee could not be worked out just now. You will see it before you pay.');
    expect(dialog).toHaveTextContent('You pay the entry fee next.');
    expect(amountsIn(document.body)).toEqual([]);
  });
});
