import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type DeskOrder, type DeskOrderDetail, type ReconcileDay } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const finance = makeUser(0, { id: 7, staffRole: 'finance' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as Record<string, unknown>);
const listed = () => server.received.filter((r) => r.url.pathname === path(calls.admin.listPayments)).map((r) => Object.fromEntries(r.url.searchParams));

const row = (orderNo: string, overrides: Partial<DeskOrder> = {}): DeskOrder => ({
  orderNo,
  provider: 'transferEasy',
  providerReference: 'TE-REF-1',
  feeKind: 'entry',
  trophyOrderId: null,
  amountCents: 29_900,
  refundedCents: 0,
  currency: 'USD',
  status: 'pending',
  entryId: 5,
  entryTitle: 'Lamp',
  seasonId: 1,
  userId: 42,
  entrantName: 'Grace Hopper',
  entrantEmail: 'grace@example.com',
  note: null,
  excess: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  paidAt: null,
  ...overrides,
});
const detail = (overrides: Partial<DeskOrderDetail> = {}): DeskOrderDetail => ({
  ...row('E20261120AAAA'),
  expiresAt: '2026-11-20T11:00:00.000Z',
  checkedAt: null,
  feeStatus: 'pending',
  refundableCents: 0,
  recheckable: true,
  refunds: [],
  documents: [],
  mails: [],
  history: [{ id: 1, action: 'payment.created', actorId: 42, actorName: 'Grace Hopper', subjectType: 'payment_order', subjectId: 'E20261120AAAA', before: null, after: { status: 'pending' }, createdAt: '2026-11-20T09:00:00.000Z' }],
  ...overrides,
});
const offline = detail({
  ...row('E20261127BBBB', { provider: 'offline', status: 'paid', providerReference: 'BANK-1', note: 'On the statement', paidAt: '2026-11-27T09:00:00.000Z' }),
  feeStatus: 'paid',
  refundableCents: 29_900,
  recheckable: false,
  documents: [{ kind: 'invoice', number: 'INV-2026-000001', totalCents: 29_900, issuedAt: '2026-11-27T09:00:00.000Z', replaced: false }],
  history: [
    { id: 2, action: 'payment.paid_offline', actorId: 7, actorName: 'Fay Finance', subjectType: 'payment_order', subjectId: 'E20261127BBBB', before: { feeStatus: 'pending' }, after: { status: 'paid', reference: 'BANK-1' }, createdAt: '2026-11-27T09:00:00.000Z' },
  ],
});

beforeEach(() => {
  answer(server, calls.admin.listPayments, { list: [row('E20261120AAAA'), row('E20261119CCCC', { status: 'paid', provider: 'sandbox', excess: true })], total: 2, page: 1, pageSize: 20 });
  answer(server, calls.admin.getPaymentOrder, detail());
  answer(server, calls.admin.markPaidOffline, offline);
  answer(server, calls.admin.refundOrder, { ...offline, refundedCents: 14_950, refundableCents: 14_950 });
  answer(server, calls.admin.resendReceipt, offline);
  answer(server, calls.admin.recheckPayments, { asked: 1, changed: [] });
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true })]);
});

describe('the payments desk', { timeout: 30_000 }, () => {
  it('lists orders with the filters in the URL, each a link to its page', async () => {
    renderApp('/admin/payments?provider=transferEasy&status=pending', { user: finance });
    expect(await screen.findByRole('link', { name: 'Open order E20261120AAAA' })).toHaveAttribute('href', '/admin/payments/order?orderNo=E20261120AAAA');
    expect(screen.getByRole('status')).toHaveTextContent('2 orders');
    await waitFor(() => expect(listed().at(-1)).toMatchObject({ provider: 'transferEasy', status: 'pending', page: '1' }));
    const search = screen.getByRole('search', { name: 'Search payments' });
    // On a phone the filters fold behind a toggle that counts the two in use.
    const fold = within(search).getByRole('button', { name: 'Filters · 2 in use' });
    await userEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(within(search).getByRole('textbox', { name: 'Order, reference, entry or entrant' }), 'grace%');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listed().at(-1)).toMatchObject({ q: 'grace%', provider: 'transferEasy', status: 'pending' }));
  });

  it('marks a pending transfer paid offline after a confirmation, with the reference and reason', async () => {
    renderApp('/admin/payments/order?orderNo=E20261120AAAA', { user: finance });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order E20261120AAAA' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark paid offline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Transfer reference' }), 'BANK-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    // The reason is required: nothing is sent without it.
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'On the statement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    const confirm = await screen.findByText('Record $299.00 received for entry #5? The entrant is sent the receipt.');
    expect(posted(calls.admin.markPaidOffline)).toEqual([]);
    await userEvent.click(within(confirm.closest('.ant-popconfirm')! as HTMLElement).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(posted(calls.admin.markPaidOffline)).toEqual([{ entryId: 5, feeKind: 'entry', amountCents: 29_900, reference: 'BANK-1', reason: 'On the statement' }]),
    );
  });

  it('refunds half of an offline order with the transfer back, one refund number for the dialog', async () => {
    answer(server, calls.admin.getPaymentOrder, offline);
    renderApp('/admin/payments/order?orderNo=E20261127BBBB', { user: finance });
    expect(await screen.findByText('payment.paid_offline')).toBeInTheDocument();
    expect(screen.getByText('On the statement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Half' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Withdrawn');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference of your transfer back' }), 'OUT-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByText('Give back $149.50? A credit note is issued and the entrant is told.');
    await userEvent.click(within(confirm.closest('.ant-popconfirm')! as HTMLElement).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(posted(calls.admin.refundOrder)).toHaveLength(1));
    expect(posted(calls.admin.refundOrder)[0]).toMatchObject({ orderNo: 'E20261127BBBB', amountCents: 14_950, reason: 'Withdrawn', transferReference: 'OUT-1' });
    expect(posted(calls.admin.refundOrder)[0]!.refundNo).toMatch(/^D[A-Z0-9]+$/);
  });

  it('shows a viewer the order without its actions', async () => {
    answer(server, calls.admin.getPaymentOrder, offline);
    renderApp('/admin/payments/order?orderNo=E20261127BBBB', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByText('payment.paid_offline')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the receipt again' })).toBeNull();
  });

  it('reconciles a day, naming the orders that disagree', async () => {
    const day: ReconcileDay = {
      day: '2026-11-27',
      truncated: false,
      providers: [
        {
          provider: 'transferEasy',
          ledger: { paidCount: 1, paidCents: 29_900, refundCount: 0, refundCents: 0 },
          reported: { asked: 2, paidCount: 2, paidCents: 59_800, answered: true },
          disagreements: [{ orderNo: 'E20261127DDDD', ledgerStatus: 'pending', ledgerCents: 29_900, providerStatus: 'paid', providerCents: 29_900, problem: 'providerPaidLedgerNot' }],
        },
        { provider: 'offline', ledger: { paidCount: 1, paidCents: 20_000, refundCount: 0, refundCents: 0 }, reported: { asked: 0, paidCount: 0, paidCents: 0, answered: false }, disagreements: [] },
      ],
    };
    answer(server, calls.admin.reconcilePayments, day);
    renderApp('/admin/payments/reconcile?day=2026-11-27', { user: finance });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reconciliation of 2026-11-27' })).toBeInTheDocument();
    expect(await screen.findByText('1 order disagrees')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E20261127DDDD' })).toHaveAttribute('href', '/admin/payments/order?orderNo=E20261127DDDD');
    expect(screen.getByText('The provider took the money; the ledger does not hold it. Ask the provider again.')).toBeInTheDocument();
    expect(screen.getByText(/Not asked: no provider to ask/)).toBeInTheDocument();
  });
});
