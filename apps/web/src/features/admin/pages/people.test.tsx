import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type PersonDetail, type PersonSummary } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminCategory, adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { id: 7, staffRole: 'administrator' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);
const searched = () => server.received.filter((r) => r.url.pathname === path(calls.admin.searchPeople)).map((r) => Object.fromEntries(r.url.searchParams));

const summary = (id: number, overrides: Partial<PersonSummary> = {}): PersonSummary => ({
  id,
  email: `person${id}@example.com`,
  name: `Person ${id}`,
  company: null,
  country: 'GB',
  identity: 0,
  staffRole: null,
  deactivatedAt: null,
  erasedAt: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  ...overrides,
});
const detail = (overrides: Partial<PersonDetail> = {}): PersonDetail => ({
  ...summary(42, { name: 'Grace Hopper', email: 'grace@example.com', country: 'US' }),
  areaCode: '+1',
  phone: '555 0100',
  language: 'en',
  agentCode: null,
  invitationCode: 'EARLY',
  juryCategories: [],
  entries: { total: 1, list: [{ id: 5, title: 'Lamp', seasonYear: 2027, categoryName: 'Furniture', categoryNameZh: '家具', status: 'submitted', entryFeeStatus: 'paid', createdAt: '2026-11-01T09:00:00.000Z' }] },
  orders: { total: 1, list: [{ id: 9, orderNo: 'LA-0009', entryId: 5, feeKind: 'entry', provider: 'stripe', amountCents: 29_900, refundedCents: 0, currency: 'USD', status: 'paid', paidAt: '2026-11-02T09:00:00.000Z', createdAt: '2026-11-02T08:00:00.000Z' }] },
  reviews: { total: 0, list: [], counts: { firstDraft: 0, firstSubmitted: 0, secondDraft: 0, secondSubmitted: 0 } },
  ...overrides,
});

beforeEach(() => {
  answer(server, calls.admin.searchPeople, { list: [summary(2, { identity: 2, staffRole: 'finance' }), summary(1, { deactivatedAt: '2026-11-20T09:00:00.000Z' })], total: 45, page: 1, pageSize: 20 });
  answer(server, calls.admin.getPerson, detail());
  answer(server, calls.admin.setPersonIdentity, detail({ identity: 2 }));
  answer(server, calls.admin.setPersonActive, detail({ deactivatedAt: '2026-11-27T09:00:00.000Z' }));
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true })]);
  answer(server, calls.admin.listAdminCategories, [adminCategory(1, { name: 'Product Design' }), adminCategory(2, { parentId: 1, name: 'Furniture' }), adminCategory(3, { parentId: 1, name: 'Lighting' })]);
});

afterEach(() => setNavigator(null));

describe('the people pages', { timeout: 30_000 }, () => {
  it('searches on the server with the filters in the URL, and pages', async () => {
    renderApp('/admin/people', { user: admin });
    expect(await screen.findByRole('link', { name: 'Open Person 2' })).toHaveAttribute('href', '/admin/people?id=2');
    expect(screen.getByRole('status')).toHaveTextContent('45 people');
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByText('Sub-judge')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'Search' });
    await userEvent.type(within(search).getByRole('textbox', { name: 'Name or e-mail' }), '100%_off');
    await userEvent.type(within(search).getByRole('textbox', { name: 'Country' }), 'cn');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searched().at(-1)).toMatchObject({ q: '100%_off', country: 'CN', page: '1', pageSize: '20' }));
    // On a phone the other filters fold behind a toggle that counts the one in use.
    expect(within(search).getByRole('button', { name: 'Filters · 1 in use' })).toHaveAttribute('aria-expanded', 'false');

    // The page of the new search has come (the table no longer shows the previous one loading).
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(searched().at(-1)).toMatchObject({ q: '100%_off', page: '2' }));
  });

  it("shows one person's details, entries and orders, links their mail log, and sets a sub-judge's categories", async () => {
    renderApp('/admin/people?id=42', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mail sent to them' })).toHaveAttribute('href', '/admin/mail-log?email=grace%40example.com');
    expect(screen.getByRole('heading', { name: 'Entries (1)' })).toBeInTheDocument();
    // A phone's width in the test: a card per entry and per order.
    expect(screen.getByText('#5 Lamp')).toBeInTheDocument();
    expect(screen.getByText('$299.00')).toBeInTheDocument();
    expect(screen.getByText('LA-0009')).toBeInTheDocument();
    expect(screen.getByText('No reviews.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews written (0)' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Jury identity' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Identity' }));
    await userEvent.click(await screen.findByTitle('Sub-judge'));
    const cats = await within(form).findByRole('combobox', { name: 'Categories covered' });
    await userEvent.click(cats);
    await userEvent.click(await screen.findByTitle('Product Design › Lighting'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save identity' }));
    await waitFor(() => expect(posted(calls.admin.setPersonIdentity)).toEqual([{ userId: 42, identity: 2, categoryIds: [3] }]));
    expect(await within(form).findByRole('status')).toHaveTextContent('Identity saved');
  });

  it('deactivates after a confirmation', async () => {
    renderApp('/admin/people?id=42', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    await screen.findByText(/Deactivate Grace Hopper\?/);
    const confirm = document.querySelector<HTMLElement>('.ant-popconfirm')!;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate account' }));
    await waitFor(() => expect(posted(calls.admin.setPersonActive)).toEqual([{ userId: 42, active: false }]));
    expect(await screen.findByRole('button', { name: 'Reactivate account' })).toBeInTheDocument();
  });

  it('does not offer an administrator to deactivate themselves', async () => {
    answer(server, calls.admin.getPerson, detail({ id: 7 }));
    renderApp('/admin/people?id=7', { user: admin });
    expect(await screen.findByText('You cannot deactivate your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
  });

  it('shows a viewer the person without the forms', async () => {
    renderApp('/admin/people?id=42', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByText('Your role can look at people but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Jury identity' })).toBeNull();
  });
});
