import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { calls, type EntryDetail, type TrophyOrder } from '@laurel/contract';
import { setExternalNavigator } from '../../../lib/external-navigation.ts';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { categoryTree, entryDetail } from '../../../testing/entry-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { paymentOrder, sandboxChannel, trophyOrder } from '../../../testing/payment-data.ts';
import { answer } from '../../../testing/public-data.ts';
import { toastsSettled } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();
let stored: EntryDetail;
let leftFor: string[];
// Values are pasted, not typed key by key: jsdom's layout calls behind antd inputs cost seconds per
// key on a busy machine.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const entrant = makeUser(0, {
  name: 'Mira Holm',
  company: 'Studio Mira',
  country: 'NO',
  areaCode: '+47',
  phone: '22 33 44 55',
});

const awarded = (overrides: Partial<EntryDetail> = {}) =>
  entryDetail(41, {
    title: 'Fold chair',
    status: 'awarded',
    seasonYear: 2026,
    award: { id: 2, name: 'Gold', rank: 1 },
    entryFeeStatus: 'paid',
    winnerPackageFeeStatus: 'paid',
    winnerPackageFeeCents: 119_900,
    trophyFeeCents: 25_000,
    canEdit: false,
    canEditImages: false,
    ...overrides,
  });

const bodiesOf = (path: string) =>
  server.received
    .filter((r) => r.url.pathname === path)
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

beforeEach(() => {
  leftFor = [];
  setExternalNavigator((url) => leftFor.push(url));
  stored = awarded();
  answer(server, calls.public.getCategories, categoryTree());
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
  answer(server, calls.public.getGlobalAreaCodes, [
    { country: 'CN', name: 'China', dialCode: '+86' },
    { country: 'NO', name: 'Norway', dialCode: '+47' },
  ]);
  answer(server, calls.apply.getAdditionalTrophyFeePaymentChannels, [sandboxChannel()]);
  server.route('/api/apply/additionalTrophyFeePayment', (req, res) => {
    const body = JSON.parse(req.body) as { trophyOrderId: number };
    const order = stored.trophyOrders.find((o) => o.id === body.trophyOrderId);
    sendOk(
      res,
      paymentOrder({
        feeKind: 'additionalTrophy',
        amountCents: order?.amountCents ?? 0,
        checkoutUrl: `/sandbox/checkout/T${body.trophyOrderId}`,
      }),
    );
  });
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
  setExternalNavigator(null);
  vi.restoreAllMocks();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/trophie', { timeout: 60_000 }, () => {
  it('lists the trophy orders with quantity, amount and status: pay the unpaid one, print the paid one’s invoice', async () => {
    stored = awarded({
      trophyOrders: [
        trophyOrder(7, {
          quantity: 1,
          amountCents: 25_000,
          feeStatus: 'paid',
          createdAt: '2026-11-21T09:00:00.000Z',
        }),
        trophyOrder(8, {
          quantity: 3,
          amountCents: 75_000,
          feeStatus: 'unpaid',
          createdAt: '2026-12-02T09:00:00.000Z',
        }),
      ],
    });
    const opened: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => 'blob:invoice',
    });
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { closed: false } as Window;
    });
    server.route('/api/pdf/printAdditionalTrophyFeeInvoice', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 invoice');
    });
    renderApp('/trophie?apply_order_id=41', { user: entrant });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Additional trophies' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/One trophy costs \$250\.00/)).toBeInTheDocument();

    const list = within(screen.getByRole('region', { name: 'Your trophy orders' }));
    const items = list.getAllByRole('listitem');
    // Newest first.
    expect(items.map((li) => li.getAttribute('data-testid'))).toEqual([
      'trophy-order-8',
      'trophy-order-7',
    ]);
    const unpaid = within(items[0]!);
    expect(unpaid.getByText('3 trophies')).toBeInTheDocument();
    expect(unpaid.getByText('$750.00')).toBeInTheDocument();
    expect(unpaid.getByTestId('trophy-status')).toHaveTextContent('unpaid');
    expect(unpaid.getByText(/to Mira Holm, Oslo, Norway/)).toBeInTheDocument();
    expect(unpaid.queryByRole('button', { name: 'Invoice' })).not.toBeInTheDocument();
    const paid = within(items[1]!);
    expect(paid.getByText('1 trophy')).toBeInTheDocument();
    expect(paid.getByTestId('trophy-status')).toHaveTextContent('paid');
    expect(paid.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    await user.click(paid.getByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(opened).toEqual(['blob:invoice']));
    const print = server.received.find(
      (r) => r.url.pathname === '/api/pdf/printAdditionalTrophyFeeInvoice',
    );
    expect(Object.fromEntries(print?.url.searchParams ?? [])).toEqual({
      apply_order_id: '41',
      trophyOrderId: '7',
    });

    await user.click(unpaid.getByRole('button', { name: 'Pay $750.00' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Pay for your trophies' });
    await waitFor(() => expect(heading).toHaveFocus());
    const step = within(screen.getByRole('region', { name: 'Pay for your trophies' }));
    expect(
      step.getByText(/3 additional trophies for “Fold chair”, shipped to Oslo/),
    ).toBeInTheDocument();
    expect(step.getByTestId('fee-amount')).toHaveTextContent('$750.00');
    await user.click(await step.findByRole('button', { name: 'Pay $750.00' }));
    await waitFor(() => expect(leftFor).toEqual([`${server.origin}/sandbox/checkout/T8`]));
    expect(bodiesOf('/api/apply/additionalTrophyFeePayment')).toEqual([
      { apply_order_id: 41, provider: 'sandbox', trophyOrderId: 8 },
    ]);
  });

  it('works out the total as the quantity changes, and refuses an incomplete address before sending', async () => {
    renderApp('/trophie?apply_order_id=41', { user: makeUser(0, { name: 'Mira Holm' }) });
    const form = within(await screen.findByRole('region', { name: 'Order more trophies' }));
    const quantity = await form.findByRole('spinbutton', { name: 'How many trophies' });
    expect(form.getByTestId('trophy-total')).toHaveTextContent('$250.00');

    await user.clear(quantity);
    await user.type(quantity, '4');
    await waitFor(() => expect(form.getByTestId('trophy-total')).toHaveTextContent('$1,000.00'));
    expect(form.getByRole('button', { name: 'Order for $1,000.00' })).toBeInTheDocument();

    await user.clear(quantity);
    await user.click(form.getByRole('button', { name: /^Order for/ }));
    // Quantity, street, city, country and phone are required; the recipient came from the account.
    await waitFor(() =>
      expect(form.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5),
    );
    expect(form.getByTestId('trophy-total')).toHaveTextContent('$0.00');
    expect(bodiesOf('/api/apply/orderMoreTrophies')).toEqual([]);
  });

  it('orders more trophies to the given address, then opens the new order’s pay step', async () => {
    const created: TrophyOrder[] = [];
    server.route('/api/apply/orderMoreTrophies', (req, res) => {
      const body = JSON.parse(req.body) as { quantity: number; address: TrophyOrder['address'] };
      const order = trophyOrder(9, {
        quantity: body.quantity,
        amountCents: body.quantity * 25_000,
        address: { ...trophyOrder(9).address, ...body.address },
        createdAt: '2026-12-05T09:00:00.000Z',
      });
      created.push(order);
      stored = { ...stored, trophyOrders: [...stored.trophyOrders, order] };
      sendOk(res, calls.apply.orderMoreTrophies.response.parse(order));
    });
    renderApp('/trophie?apply_order_id=41', { user: entrant });
    const form = within(await screen.findByRole('region', { name: 'Order more trophies' }));
    const quantity = await form.findByRole('spinbutton', { name: 'How many trophies' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(form.getByLabelText(/^Recipient/)).toHaveValue('Mira Holm');
    await user.click(form.getByLabelText(/^Street and number/));
    await user.paste('Storgata 1');
    await user.click(form.getByLabelText(/^City/));
    await user.paste('Oslo');
    await user.click(form.getByLabelText(/^Postal code/));
    await user.paste('0155');
    await user.click(form.getByRole('button', { name: 'Order for $500.00' }));

    const step = within(await screen.findByRole('region', { name: 'Pay for your trophies' }));
    expect(bodiesOf('/api/apply/orderMoreTrophies')).toEqual([
      {
        apply_order_id: 41,
        quantity: 2,
        address: {
          recipient: 'Mira Holm',
          company: 'Studio Mira',
          line1: 'Storgata 1',
          city: 'Oslo',
          postalCode: '0155',
          country: 'NO',
          areaCode: '+47',
          phone: '22 33 44 55',
        },
      },
    ]);
    expect(step.getByTestId('fee-amount')).toHaveTextContent('$500.00');
    expect(await screen.findByTestId('trophy-order-9')).toHaveTextContent('2 trophies');
    await user.click(await step.findByRole('button', { name: 'Pay $500.00' }));
    await waitFor(() => expect(leftFor).toEqual([`${server.origin}/sandbox/checkout/T9`]));
    expect(created).toHaveLength(1);
  });

  it('puts a 422 under its address field, focused, with no toast repeating it', async () => {
    server.route('/api/apply/orderMoreTrophies', (_req, res) =>
      sendEnvelope(res, 422, { 'address.city': ['We do not ship to this city.'] }),
    );
    renderApp('/trophie?apply_order_id=41', { user: entrant });
    const form = within(await screen.findByRole('region', { name: 'Order more trophies' }));
    await form.findByRole('spinbutton', { name: 'How many trophies' });
    await user.click(form.getByLabelText(/^Street and number/));
    await user.paste('Storgata 1');
    await user.click(form.getByLabelText(/^City/));
    await user.paste('Atlantis');
    await user.click(form.getByLabelText(/^Postal code/));
    await user.paste('0155');
    await user.click(form.getByRole('button', { name: /^Order for/ }));

    expect(await form.findByText('We do not ship to this city.', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^City/)).toHaveFocus());
    expect(await toastsSettled()).toEqual([]);
  });

  it('opens the newest unpaid order from a #pay link, and says so for an entry without an award', async () => {
    stored = awarded({ trophyOrders: [trophyOrder(8, { feeStatus: 'unpaid' })] });
    const first = renderApp('/trophie?apply_order_id=41#pay', { user: entrant });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Pay for your trophies' });
    await waitFor(() => expect(heading).toHaveFocus());
    first.unmount();

    stored = entryDetail(41, { status: 'submitted', title: 'Fold chair' });
    renderApp('/trophie?apply_order_id=41', { user: entrant });
    expect(await screen.findByText('Trophies are for awarded entries')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order more trophies' })).not.toBeInTheDocument();
  });
});
