import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type EntryDetail, type Invoice, type PaymentOrder } from '@laurel/contract';
import { setExternalNavigator } from '../../../lib/external-navigation.ts';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { setToken } from '../../../lib/session/token.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { entryDetail } from '../../../testing/entry-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { paymentOrder } from '../../../testing/payment-data.ts';
import { answer } from '../../../testing/public-data.ts';
import { shownToasts, toastsSettled } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();
const ORDER = 'E20270302A1B2C3D4E5F60718';
let stored: EntryDetail;
let order: PaymentOrder;

const paidEntry = (overrides: Partial<EntryDetail> = {}) =>
  entryDetail(41, {
    title: 'Fold chair',
    status: 'submitted',
    entryFeeStatus: 'paid',
    documents: {
      entryFeeInvoice: true,
      winnerPackageFeeInvoice: false,
      additionalTrophyFeeInvoice: false,
      certificate: false,
    },
    ...overrides,
  });

const invoice = (body: Record<string, unknown>): Invoice => ({
  id: 1,
  kind: 'invoice',
  number: 'INV-2027-000001',
  creditsInvoiceNumber: null,
  applyOrderId: 41,
  orderNo: ORDER,
  feeKind: 'entry',
  amountCents: 15_000,
  currency: 'USD',
  billingName: String(body.billingName ?? 'Ada Lovelace'),
  billingCompany: (body.billingCompany as string | undefined) ?? null,
  billingAddress: (body.billingAddress as string | undefined) ?? null,
  country: (body.country as string | undefined) ?? null,
  taxId: (body.taxId as string | undefined) ?? null,
  fapiao: Boolean(body.fapiao),
  issuedAt: '2027-03-02T10:06:00.000Z',
});

beforeEach(() => {
  setToken('tok-entrant');
  stored = paidEntry();
  order = paymentOrder({ status: 'paid', paidAt: '2027-03-02T10:05:00.000Z' });
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
  server.route('/api/apply/checkOrderStatus', (req, res) =>
    req.url.searchParams.get('order_no') === ORDER
      ? sendOk(res, order)
      : sendEnvelope(res, 404, 'Payment order not found.'),
  );
  answer(server, calls.public.getGlobalAreaCodes, [
    { country: 'CN', name: 'China', dialCode: '+86' },
    { country: 'NO', name: 'Norway', dialCode: '+47' },
  ]);
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
  setExternalNavigator(null);
  vi.restoreAllMocks();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const checks = () =>
  server.received.filter((r) => r.url.pathname === '/api/apply/checkOrderStatus');

describe('/pay-result', { timeout: 60_000 }, () => {
  it('shows a received entry fee with what was paid, then issues the invoice with the billing details and opens it', async () => {
    const opened: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => 'blob:invoice',
    });
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { closed: false } as Window;
    });
    server.route('/api/pdf/createEntryFeeInvoice', (req, res) =>
      sendOk(
        res,
        calls.pdf.createEntryFeeInvoice.response.parse(
          invoice(JSON.parse(req.body) as Record<string, unknown>),
        ),
      ),
    );
    server.route('/api/pdf/printEntryFeeInvoice', (req, res) => {
      expect(req.headers.token).toBe('tok-entrant');
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 invoice');
    });
    const user = userEvent.setup();
    const app = renderApp(`/pay-result?order_no=${ORDER}`, {
      user: makeUser(0, { company: 'Studio Mira' }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment result' }),
    ).toBeInTheDocument();
    const outcome = within(await screen.findByTestId('order-outcome'));
    expect(
      outcome.getByRole('heading', { level: 2, name: 'Payment received' }),
    ).toBeInTheDocument();
    expect(
      await outcome.findByText('Thank you: the entry fee for “Fold chair” is paid.'),
    ).toBeInTheDocument();
    expect(outcome.getByText('$150.00')).toBeInTheDocument();
    expect(outcome.getByText(ORDER)).toBeInTheDocument();
    expect(outcome.getByText('Sandbox')).toBeInTheDocument();
    expect(outcome.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(checks()).toHaveLength(1);

    await user.click(outcome.getByRole('button', { name: 'Download invoice' }));
    const form = within(await screen.findByRole('region', { name: 'Details for your invoice' }));
    expect(form.getByLabelText(/Name on the invoice/)).toHaveValue('Ada Lovelace');
    expect(form.getByLabelText(/^Company/)).toHaveValue('Studio Mira');
    await user.click(form.getByLabelText(/Billing address/));
    await user.paste('Storgata 1, 0155 Oslo');
    await user.click(form.getByLabelText(/Tax number/));
    await user.paste('NO123456789MVA');
    await user.click(form.getByRole('checkbox', { name: 'I need a Chinese tax invoice (fapiao)' }));
    await user.click(form.getByRole('button', { name: 'Issue and download' }));

    await waitFor(() => expect(opened).toEqual(['blob:invoice']));
    const sent = server.received.find((r) => r.url.pathname === '/api/pdf/createEntryFeeInvoice');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      apply_order_id: 41,
      billingName: 'Ada Lovelace',
      billingCompany: 'Studio Mira',
      billingAddress: 'Storgata 1, 0155 Oslo',
      taxId: 'NO123456789MVA',
      fapiao: true,
    });
    const print = server.received.find((r) => r.url.pathname === '/api/pdf/printEntryFeeInvoice');
    expect(print?.url.searchParams.get('apply_order_id')).toBe('41');
    await waitFor(() =>
      expect(shownToasts()).toContainEqual({
        type: 'success',
        text: 'Invoice INV-2027-000001 is issued.',
      }),
    );
    // The form closes, and the focus goes back to its button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download invoice' })).toHaveFocus(),
    );
    expect(app.location()).toBe(`/pay-result?order_no=${ORDER}`);
  });

  it('waits for the provider while the order is pending, then shows the winner package received with its certificate', async () => {
    stored = paidEntry({
      status: 'awarded',
      award: { id: 2, name: 'Gold', rank: 1 },
      winnerPackageFeeStatus: 'unpaid',
      winnerPackageFeeCents: 119_900,
    });
    order = paymentOrder({ feeKind: 'winnerPackage', amountCents: 119_900, status: 'pending' });
    renderApp(`/pay-result?order_no=${ORDER}`, { user: makeUser(0) });

    const outcome = within(await screen.findByTestId('order-outcome'));
    expect(
      outcome.getByRole('heading', { name: 'Waiting for confirmation from Sandbox' }),
    ).toBeInTheDocument();
    expect(outcome.getByText(/It updates by itself/)).toBeInTheDocument();
    expect(outcome.queryByRole('button', { name: 'Download certificate' })).not.toBeInTheDocument();
    // Back without paying: the provider's checkout is still open.
    const leftFor: string[] = [];
    setExternalNavigator((url) => leftFor.push(url));
    await userEvent.click(outcome.getByRole('button', { name: 'Continue paying with Sandbox' }));
    expect(leftFor).toEqual([`${server.origin}/sandbox/checkout/${ORDER}`]);

    // The provider's confirmation arrives between two checks.
    order = { ...order, status: 'paid', paidAt: '2027-03-02T10:05:00.000Z' };
    stored = {
      ...stored,
      winnerPackageFeeStatus: 'paid',
      documents: { ...stored.documents, winnerPackageFeeInvoice: true, certificate: true },
    };
    expect(await outcome.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(checks().length).toBeGreaterThan(1);
    expect(
      await outcome.findByText('Thank you: the winner package for “Fold chair” is paid.'),
    ).toBeInTheDocument();
    expect(
      await outcome.findByRole('button', { name: 'Download certificate' }),
    ).toBeInTheDocument();
    expect(outcome.getByRole('link', { name: 'Back to your award' })).toHaveAttribute(
      'href',
      '/awards/steps?apply_order_id=41',
    );
  });

  it.each([
    ['failed', 'entry', 'The payment did not go through', '/preview?apply_order_id=41#pay'],
    ['expired', 'winnerPackage', 'The payment expired', '/awards/steps?apply_order_id=41#pay'],
    [
      'cancelled',
      'additionalTrophy',
      'The payment was cancelled',
      '/trophie?apply_order_id=41#pay',
    ],
  ] as const)(
    'says a %s payment (%s) did not go through and leads back to its pay step',
    async (status, feeKind, title, retry) => {
      order = paymentOrder({ status, feeKind });
      stored = entryDetail(41, { title: 'Fold chair', status: 'submitted' });
      renderApp(`/pay-result?order_no=${ORDER}`, { user: makeUser(0) });
      const outcome = within(await screen.findByTestId('order-outcome'));
      expect(outcome.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(outcome.getByText(/Nothing was charged|nothing was charged/)).toBeInTheDocument();
      expect(outcome.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', retry);
      expect(outcome.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
      expect(checks()).toHaveLength(1);
    },
  );

  it('says so for a payment it cannot find, and for a visit without one', async () => {
    const first = renderApp('/pay-result?order_no=E2027UNKNOWN', { user: makeUser(0) });
    expect(await screen.findByText('We could not find this payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(await toastsSettled()).toEqual([]);
    first.unmount();

    renderApp('/pay-result', { user: makeUser(0) });
    expect(await screen.findByText('No payment to show')).toBeInTheDocument();
    expect(checks()).toHaveLength(1);
  });
});
