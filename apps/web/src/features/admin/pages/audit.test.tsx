import { describe, expect, it, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type AuditRow } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';

const server = setupPageTestServer();
const finance = makeUser(0, { id: 7, staffRole: 'finance' });
const path = `${API_PREFIX}${calls.admin.listAuditLog.path}`;
const asked = () => server.received.filter((r) => r.url.pathname === path).map((r) => Object.fromEntries(r.url.searchParams));

const row = (id: number, overrides: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: '2026-11-20T09:30:00.000Z',
  action: 'season.update',
  subjectType: 'season',
  subjectId: '1',
  actor: null,
  entry: null,
  before: null,
  after: null,
  ...overrides,
});

const newest = [
  row(30, {
    action: 'payment.refunded',
    subjectType: 'payment_order',
    subjectId: 'E2026ABC',
    actor: { id: 7, name: 'Fay Finance', email: 'fay@example.com' },
    entry: { id: 5, title: 'Fold chair' },
    before: { refundedCents: 0, buyer: { address: { city: 'Paris' } } },
    after: { refundedCents: 14950, status: 'paid', buyer: { address: { city: 'Lyon' } } },
  }),
  row(29, { action: 'user.profile', subjectType: 'user', subjectId: '12', actor: { id: 12, name: '', email: 'ada@example.com' }, before: { bio: 'x'.repeat(300) }, after: { bio: 'short' } }),
];

beforeEach(() => {
  server.route(path, (req, res) => {
    const before = req.url.searchParams.get('before');
    sendOk(res, before === '29' ? { list: [row(28, { after: { name: 'Oldest' } })], nextBefore: null } : { list: newest, nextBefore: 29 });
  });
});

describe('the audit log page', { timeout: 30_000 }, () => {
  it('shows each change field by field, with its person, record and entry linked', async () => {
    renderApp('/admin/audit', { user: finance });
    expect(await screen.findByText('2 changes shown')).toHaveAttribute('role', 'status');
    // A phone's width in the test: a card per change.
    const cards = screen.getByRole('list', { name: 'Audit log' });
    const refund = within(cards).getAllByRole('listitem')[0]!;
    expect(within(refund).getByRole('link', { name: 'Fay Finance' })).toHaveAttribute('href', '/admin/people?id=7');
    expect(within(refund).getByRole('link', { name: 'Payment order E2026ABC' })).toHaveAttribute('href', '/admin/payments/order?orderNo=E2026ABC');
    expect(within(refund).getByRole('link', { name: 'Fold chair' })).toHaveAttribute('href', '/admin/entries/one?id=5');
    expect(within(refund).getByRole('link', { name: 'Changes of Fold chair' })).toHaveAttribute('href', '/admin/audit?entryId=5');

    const diff = within(refund).getByRole('table');
    expect(within(diff).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Was', 'Now']);
    const lines = within(diff)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(lines).toEqual([
      ['refundedCents', '0', '14950'],
      ['buyer.address.city', 'Paris', 'Lyon'],
      ['status', '(empty)', 'paid'],
    ]);

    // A change by someone without a name shows their address; a long value is folded.
    const profile = within(cards).getAllByRole('listitem')[1]!;
    expect(within(profile).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', '/admin/people?id=12');
    expect(within(profile).getByText('Show all')).toBeInTheDocument();
  });

  it('sends the filters of the URL, applies typed ones, and pages to older changes by the last id', async () => {
    renderApp('/admin/audit?entryId=5&action=payment.&from=2026-11-01&actorId=nonsense', { user: finance });
    await screen.findByText('Fay Finance');
    expect(asked()[0]).toEqual({ limit: '50', entryId: '5', action: 'payment.', from: '2026-11-01' });
    const form = screen.getByRole('search', { name: 'Filter the log' });
    expect(within(form).getByRole('textbox', { name: 'Entry no.' })).toHaveValue('5');

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Entry no.' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Record (no. or order number)' }), 'E2026ABC');
    await userEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ limit: '50', subjectId: 'E2026ABC', action: 'payment.', from: '2026-11-01' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Show older changes' }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ before: '29', subjectId: 'E2026ABC' }));
    expect(await screen.findByText('That is the oldest change.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 changes shown');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ limit: '50' }));
  });
});
