import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'qrcode';
import { calls, type EntryDetail, type PaymentOrder } from '@laurel/contract';
import { qrPath } from '../../../components/payments/qr-code.tsx';
import { setExternalNavigator } from '../../../lib/external-navigation.ts';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { categoryTree, entryDetail } from '../../../testing/entry-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import {
  entryFeeQuote,
  paymentOrder,
  sandboxChannel,
  wxpayChannel,
} from '../../../testing/payment-data.ts';
import { answer } from '../../../testing/public-data.ts';
import { toastsSettled } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();
let stored: EntryDetail;
let order: PaymentOrder;
let leftFor: string[];

const QR = 'weixin://wxpay/bizpayurl?pr=Laurel41';

beforeEach(() => {
  leftFor = [];
  setExternalNavigator((url) => leftFor.push(url));
  stored = entryDetail(41, {
    title: 'Fold chair',
    status: 'submitted',
    canEdit: false,
    canEditImages: false,
    entryFeeCents: 15_000,
  });
  order = paymentOrder();
  answer(server, calls.public.getCategories, categoryTree());
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
  answer(server, calls.apply.getEntryFee, entryFeeQuote(41));
  answer(server, calls.apply.getEntryFeePaymentChannels, [sandboxChannel(), wxpayChannel()]);
  server.route('/api/apply/entryFeePayment', (req, res) => {
    const { provider } = JSON.parse(req.body) as { provider: PaymentOrder['provider'] };
    order =
      provider === 'wxpay'
        ? paymentOrder({
            provider,
            qrCodeUrl: QR,
            checkoutUrl: null,
            expiresAt: '2027-03-02T12:00:00.000Z',
          })
        : paymentOrder({ provider });
    sendOk(res, calls.apply.payEntryFee.response.parse(order));
  });
  server.route('/api/apply/checkOrderStatus', (_req, res) => sendOk(res, order));
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
  setExternalNavigator(null);
});

const payBodies = () =>
  server.received
    .filter((r) => r.url.pathname === '/api/apply/entryFeePayment')
    .map((r) => JSON.parse(r.body) as unknown);

const payStep = async () =>
  within(await screen.findByRole('region', { name: 'Pay the entry fee' }));

describe('the pay step (on /preview for the entry fee)', { timeout: 60_000 }, () => {
  it('shows what the fee is for and its amount, lists the channels, and asks for one before paying', async () => {
    const user = userEvent.setup();
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = await payStep();
    expect(step.getByText(/The entry fee for “Fold chair” in Furniture/)).toBeInTheDocument();
    expect(await step.findByTestId('fee-amount')).toHaveTextContent('$150.00');

    const channels = step.getByRole('radiogroup', { name: 'Choose how to pay' });
    const options = within(channels).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(within(channels).getByText('Sandbox')).toBeInTheDocument();
    expect(
      within(channels).getByText('A test payment: choose success or failure, no money moves.'),
    ).toBeInTheDocument();
    expect(within(channels).getByText('WeChat Pay')).toBeInTheDocument();

    await user.click(step.getByRole('button', { name: 'Pay $150.00' }));
    expect(await step.findByText('Choose how to pay first.')).toBeInTheDocument();
    expect(payBodies()).toEqual([]);
  });

  it('says a payment is in progress when an order of the fee is open, and continues it rather than offer a fresh payment', async () => {
    stored = { ...stored, entryFeeStatus: 'pending' };
    const user = userEvent.setup();
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = await payStep();
    expect(await step.findByText('Payment in progress')).toBeInTheDocument();
    expect(step.getByText(/has not been confirmed yet/)).toBeInTheDocument();
    expect(step.queryByRole('button', { name: 'Pay $150.00' })).toBeNull();
    await user.click(await step.findByRole('radio', { name: /Sandbox/ }));
    await user.click(step.getByRole('button', { name: 'Continue the payment of $150.00' }));
    // The server hands back the order already open for that channel.
    await waitFor(() => expect(payBodies()).toEqual([{ apply_order_id: 41, provider: 'sandbox' }]));
  });

  it('sends the browser to a redirect channel’s checkout, on the server that answered', async () => {
    const user = userEvent.setup();
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = await payStep();
    await user.click(await step.findByRole('radio', { name: /Sandbox/ }));
    await user.click(step.getByRole('button', { name: 'Pay $150.00' }));

    await waitFor(() =>
      expect(leftFor).toEqual([`${server.origin}/sandbox/checkout/E20270302A1B2C3D4E5F60718`]),
    );
    expect(payBodies()).toEqual([{ apply_order_id: 41, provider: 'sandbox' }]);
    expect(step.getByText('Taking you to Sandbox to pay…')).toBeInTheDocument();
  });

  it('draws a QR channel’s code and turns to “Payment received” by itself once the order is paid', async () => {
    const user = userEvent.setup();
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = await payStep();
    await user.click(await step.findByRole('radio', { name: /WeChat Pay/ }));
    await user.click(step.getByRole('button', { name: 'Pay $150.00' }));

    const code = await step.findByRole('img', { name: 'QR code to pay $150.00 with WeChat Pay' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    // The picture is the code of the order's qrCodeUrl, module for module.
    expect(code.querySelector('path')?.getAttribute('d')).toBe(
      qrPath(create(QR, { errorCorrectionLevel: 'M' }).modules),
    );
    expect(step.getByRole('status')).toHaveTextContent(
      'Waiting for your payment. This page updates by itself.',
    );
    expect(step.getByText('E20270302A1B2C3D4E5F60718')).toBeInTheDocument();

    // The provider confirms: the next status check finds the order paid.
    const polled = server.received.filter(
      (r) => r.url.pathname === '/api/apply/checkOrderStatus',
    ).length;
    order = { ...order, status: 'paid', paidAt: '2027-03-02T10:05:00.000Z' };
    stored = {
      ...stored,
      entryFeeStatus: 'paid',
      documents: { ...stored.documents, entryFeeInvoice: true },
    };

    expect(await step.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(step.getByText('Thank you: the entry fee for “Fold chair” is paid.')).toBeInTheDocument();
    expect(step.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    const checks = server.received.filter((r) => r.url.pathname === '/api/apply/checkOrderStatus');
    expect(checks.length).toBeGreaterThan(polled);
    expect(
      checks.every((r) => r.url.searchParams.get('order_no') === 'E20270302A1B2C3D4E5F60718'),
    ).toBe(true);
    // The entry is fetched again, and with it the invoice it now offers.
    expect(await step.findByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
  });

  it('offers the page behind a QR code on this device when the provider has one (the sandbox)', async () => {
    answer(server, calls.apply.getEntryFeePaymentChannels, [{ ...sandboxChannel(), flow: 'qr' }]);
    server.route('/api/apply/entryFeePayment', (_req, res) => {
      order = paymentOrder({ qrCodeUrl: 'http://laurel.test/sandbox/checkout/E20270302A1B2C3D4E5F60718' });
      sendOk(res, order);
    });
    const user = userEvent.setup();
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = await payStep();
    await user.click(await step.findByRole('radio', { name: /Sandbox/ }));
    await user.click(step.getByRole('button', { name: 'Pay $150.00' }));
    expect(await step.findByRole('img', { name: 'QR code to pay $150.00 with Sandbox' })).toBeInTheDocument();
    expect(step.getByRole('link', { name: 'Or open the Sandbox checkout on this device' })).toHaveAttribute(
      'href',
      '/sandbox/checkout/E20270302A1B2C3D4E5F60718',
    );
    // A phone's main action (payments.css shows it below 600 px): the same page, as a button.
    expect(step.getByRole('link', { name: 'Pay $150.00 with Sandbox on this phone' })).toHaveAttribute(
      'href',
      '/sandbox/checkout/E20270302A1B2C3D4E5F60718',
    );
    // A wallet's code has no page to open here.
    await user.click(step.getByRole('button', { name: 'Choose another way to pay' }));
    expect(step.queryByRole('link', { name: /checkout on this device/ })).not.toBeInTheDocument();
  });

  it('goes back to the channels from the QR code', async () => {
    const user = userEvent.setup();
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = await payStep();
    await user.click(await step.findByRole('radio', { name: /WeChat Pay/ }));
    await user.click(step.getByRole('button', { name: 'Pay $150.00' }));
    await user.click(await step.findByRole('button', { name: 'Choose another way to pay' }));
    expect(step.getByRole('radiogroup', { name: 'Choose how to pay' })).toBeInTheDocument();
  });

  it.each([
    [
      409,
      'The entry fee has already been paid.',
      'This fee cannot be paid now: it may have been paid already. The page shows where it stands.',
    ],
    [
      502,
      'Provider wxpay answered 503',
      'The payment service is not answering. Please try again in a few minutes, or choose another way to pay.',
    ],
    [
      422,
      { provider: ['Invalid type'] },
      'This way to pay cannot be used for this fee. Please choose another one.',
    ],
  ])('says a %s in words, never the server’s field names', async (code, msg, words) => {
    server.route('/api/apply/entryFeePayment', (_req, res) => sendEnvelope(res, code, msg));
    const user = userEvent.setup();
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = await payStep();
    await user.click(await step.findByRole('radio', { name: /WeChat Pay/ }));
    await user.click(step.getByRole('button', { name: 'Pay $150.00' }));

    const alert = await step.findByRole('alert');
    expect(alert).toHaveTextContent('The payment could not be started');
    expect(alert).toHaveTextContent(words);
    expect(document.body).not.toHaveTextContent(/provider:|Provider wxpay/);
    expect(await toastsSettled()).toEqual([]);
    expect(leftFor).toEqual([]);
  });

  it('shows the quote’s discount and charges what is left', async () => {
    answer(
      server,
      calls.apply.getEntryFee,
      entryFeeQuote(41, {
        discountPercent: 20,
        discountCents: 3_000,
        amountCents: 12_000,
        invitationCode: 'STUDENT',
        tier: 'earlyBird',
        tierEndsAt: '2027-03-31T00:00:00.000Z',
      }),
    );
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = await payStep();
    expect(await step.findByText('Early-bird fee')).toBeInTheDocument();
    expect(step.getByText('$150.00')).toBeInTheDocument();
    expect(step.getByText('Invitation code STUDENT (−20%)')).toBeInTheDocument();
    expect(step.getByText('−$30.00')).toBeInTheDocument();
    expect(step.getByTestId('fee-amount')).toHaveTextContent('$120.00');
    expect(step.getByText('This price applies until 31 March 2027.')).toBeInTheDocument();
    expect(step.getByRole('button', { name: 'Pay $120.00' })).toBeInTheDocument();
  });

  it('lands on the pay step from a #pay link, and says so when the fee is already settled', async () => {
    const first = renderApp('/preview?apply_order_id=41#pay', { user: makeUser(0) });
    const heading = await screen.findByRole('heading', { name: 'Pay the entry fee' });
    await waitFor(() => expect(heading).toHaveFocus());
    first.unmount();

    stored = { ...stored, entryFeeStatus: 'waived' };
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fold chair' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay the entry fee' })).not.toBeInTheDocument();
  });
});
