import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { sendEnvelope } from '../../../testing/api-server.ts';
import { adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { id: 7, staffRole: 'administrator' });
const finance = makeUser(0, { id: 8, staffRole: 'finance' });
const asked = (call: { path: string }) => server.received.filter((r) => r.url.pathname === `${API_PREFIX}${call.path}`).map((r) => Object.fromEntries(r.url.searchParams));
const csv = (name: string) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` });
  res.end('\uFEFFEntry,Title\r\n1,Chair\r\n');
};
let saved: string[] = [];

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true, year: 2027 }), adminSeason(2, { year: 2026 })]);
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:export' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the exports page', { timeout: 30_000 }, () => {
  it("downloads the entries with the table's filter from its link, and says what was saved", async () => {
    server.route(`${API_PREFIX}${calls.admin.exportEntries.path}`, csv('laurel-2027-entries.csv'));
    const user = userEvent.setup();
    renderApp('/admin/exports?season=1&status=submitted&flag=conflict&ids=4,5', { user: admin });
    const card = within(await screen.findByRole('region', { name: 'Entries' }));
    expect(card.getByText('Only the 2 chosen entries')).toBeInTheDocument();
    expect(card.getByText('flag = conflict')).toBeInTheDocument();
    await user.type(card.getByRole('textbox', { name: 'Text' }), '竹椅');
    await user.click(card.getByRole('button', { name: 'Download Entries' }));
    expect(await card.findByText(/Saved laurel-2027-entries\.csv/)).toBeInTheDocument();
    expect(saved).toEqual(['laurel-2027-entries.csv']);
    expect(asked(calls.admin.exportEntries)).toEqual([{ seasonId: '1', status: 'submitted', flag: 'conflict', ids: '4,5', q: '竹椅' }]);
    for (const name of ['Payments', 'Invoices and credit notes', 'Reviews', 'People']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('sends the money filters and tells a finance role what it may not download', async () => {
    server.route(`${API_PREFIX}${calls.admin.exportPayments.path}`, csv('laurel-all-payments.csv'));
    const user = userEvent.setup();
    renderApp('/admin/exports', { user: finance });
    const entries = within(await screen.findByRole('region', { name: 'Entries' }));
    expect(entries.getByText('Your role cannot download this: it needs the “People” permission.')).toBeInTheDocument();
    expect(entries.queryByRole('button', { name: /Download/ })).toBeNull();
    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    await user.type(payments.getByLabelText(/^From/), '2027-03-01');
    await user.click(payments.getByRole('button', { name: 'Download Payments' }));
    expect(await payments.findByText(/Saved laurel-all-payments\.csv/)).toBeInTheDocument();
    expect(asked(calls.admin.exportPayments)).toEqual([{ seasonId: '1', from: '2027-03-01' }]);
  });

  it('says why a download was refused beside its button', async () => {
    server.route(`${API_PREFIX}${calls.admin.exportReviews.path}`, (_req, res) => sendEnvelope(res, 404, 'There is no such season.'));
    const user = userEvent.setup();
    renderApp('/admin/exports?season=2', { user: admin });
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
    await user.click(reviews.getByRole('button', { name: 'Download Reviews' }));
    expect(await reviews.findByRole('alert')).toHaveTextContent('There is no such season.');
    expect(asked(calls.admin.exportReviews)).toEqual([{ seasonId: '2' }]);
    expect(saved).toEqual([]);
  });
});
