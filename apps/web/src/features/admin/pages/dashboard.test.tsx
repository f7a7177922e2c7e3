import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { API_PREFIX, calls, type Dashboard } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

// The console's home, /admin (docs/product.md#dashboard), against a real HTTP server answering
// the dashboard call: the figures in words, formatted per language, and every link to its list.
// jsdom matches no media query: the phone layout, tables as cards.

const server = setupPageTestServer();
const viewer = makeUser(0, { staffRole: 'viewer' });
const e = (q: string) => `/admin/entries?season=3&${q}`;
const p = (q: string) => `/admin/payments?season=3${q ? `&${q}` : ''}`;
const money = (over: Partial<Dashboard['revenue']['byDay'][number]> = {}) => ({ paidCents: 0, refundedCents: 0, netCents: 0, orders: 0, href: p(''), ...over });

const DASHBOARD: Dashboard = {
  season: { id: 3, name: 'Laurel 2027', year: 2027, registrationOpensAt: '2026-09-01T00:00:00.000Z', registrationClosesAt: '2026-09-04T00:00:00.000Z' },
  previousSeason: { id: 2, name: 'Laurel 2026', year: 2026, registrationOpensAt: '2025-09-01T00:00:00.000Z', registrationClosesAt: '2025-10-01T00:00:00.000Z' },
  entries: {
    total: 1250,
    submitted: 1234,
    previousTotal: 1100,
    previousSubmitted: 1001,
    href: '/admin/entries?season=3',
    unassigned: { count: 7, href: e('flag=unassigned') },
    byDay: [
      { day: 0, date: '2026-09-01', started: 600, submitted: 500, previousStarted: 400, previousSubmitted: 300 },
      { day: 1, date: '2026-09-02', started: 650, submitted: 734, previousStarted: 300, previousSubmitted: 200 },
      { day: 2, date: '2026-09-03', started: null, submitted: null, previousStarted: 400, previousSubmitted: 501 },
    ],
    byCategory: [
      { id: 11, name: 'Furniture', nameZh: '家具', count: 1000, href: e('categoryId=11') },
      { id: 12, name: 'Lighting', nameZh: null, count: 250, href: e('categoryId=12') },
    ],
    byStatus: [
      { status: 'draft', count: 16, href: e('status=draft') },
      { status: 'submitted', count: 1000, href: e('status=submitted') },
      { status: 'in_review', count: 234, href: e('status=in_review') },
      { status: 'awarded', count: 0, href: e('status=awarded') },
      { status: 'not_awarded', count: 0, href: e('status=not_awarded') },
      { status: 'withdrawn', count: 0, href: e('status=withdrawn') },
    ],
    byEntryFee: [
      { status: 'unpaid', count: 16, href: e('entryFeeStatus=unpaid') },
      { status: 'pending', count: 0, href: e('entryFeeStatus=pending') },
      { status: 'paid', count: 1234, href: e('entryFeeStatus=paid') },
      { status: 'waived', count: 0, href: e('entryFeeStatus=waived') },
      { status: 'refunded', count: 0, href: e('entryFeeStatus=refunded') },
    ],
  },
  revenue: {
    currency: 'USD',
    ...money({ paidCents: 1_234_567_00, refundedCents: 9_950, netCents: 1_234_557_05, orders: 4000, href: p('') }),
    byFeeKind: [
      { feeKind: 'entry', ...money({ paidCents: 1_234_567_00, refundedCents: 9_950, netCents: 1_234_557_05, orders: 4000, href: p('feeKind=entry') }) },
      { feeKind: 'winnerPackage', ...money({ href: p('feeKind=winnerPackage') }) },
      { feeKind: 'additionalTrophy', ...money({ href: p('feeKind=additionalTrophy') }) },
    ],
    byProvider: [{ provider: 'antom', ...money({ paidCents: 1_234_567_00, refundedCents: 9_950, netCents: 1_234_557_05, orders: 4000, href: p('provider=antom') }) }],
    byDay: [
      { date: '2026-09-01', ...money({ paidCents: 1_234_567_00, netCents: 1_234_567_00, orders: 4000, href: p('from=2026-09-01&to=2026-09-01') }) },
      { date: '2026-09-02', ...money({ refundedCents: 9_950, netCents: -9_950, href: p('from=2026-09-02&to=2026-09-02') }) },
    ],
  },
  judging: {
    tiers: [
      { level: 'first', expected: 40, submitted: 10, drafts: 5, reviewers: 2, state: 'dueSoon', startsAt: '2026-10-01T00:00:00.000Z', endsAt: '2026-11-30T00:00:00.000Z', href: '/admin/people?identity=2' },
      { level: 'second', expected: 0, submitted: 0, drafts: 0, reviewers: 1, state: 'notStarted', startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-10T00:00:00.000Z', href: '/admin/people?identity=3' },
    ],
    jurors: [
      { userId: 41, name: 'Di Late', email: 'di@example.com', level: 'first', expected: 30, submitted: 2, drafts: 5, conflicts: 1, overdue: true, href: '/admin/people?id=41' },
      { userId: 42, name: 'Ada Done', email: 'ada@example.com', level: 'first', expected: 10, submitted: 8, drafts: 0, conflicts: 0, overdue: true, href: '/admin/people?id=42' },
      { userId: 43, name: 'Cy Second', email: 'cy@example.com', level: 'second', expected: 0, submitted: 0, drafts: 0, conflicts: 0, overdue: false, href: '/admin/people?id=43' },
    ],
    overdue: 2,
    conflicts: { count: 3, entries: 2, href: e('flag=conflict') },
  },
  generatedAt: '2026-11-27T09:00:00.000Z',
};

const asked = () => server.received.filter((r) => r.url.pathname === `${API_PREFIX}${calls.admin.getDashboard.path}`).map((r) => Object.fromEntries(r.url.searchParams));

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(3, { isCurrent: true, name: 'Laurel 2027' }), adminSeason(2, { name: 'Laurel 2026' })]);
  answer(server, calls.admin.getDashboard, DASHBOARD);
});

afterEach(async () => {
  setNavigator(null);
  await i18n.changeLanguage('en');
});

const figure = (name: string) => screen.getByRole('figure', { name });

describe('the dashboard', { timeout: 30_000 }, () => {
  it("asks for the current season and links each key figure to the list it counted", async () => {
    renderApp('/admin', { user: viewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: 'Key figures' });
    expect(asked()).toEqual([{ seasonId: '3' }]);
    expect(within(figures).getByRole('link', { name: 'Entries submitted 1,234' })).toHaveAttribute('href', '/admin/entries?season=3');
    expect(within(figures).getByText('1,250 started · 1,001 last season')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Net revenue $1,234,557' })).toHaveAttribute('href', '/admin/payments?season=3');
    expect(within(figures).getByText('$1,234,567.00 paid, $99.50 refunded')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'First-level reviews 25%' })).toHaveAttribute('href', '/admin/people?identity=2');
    expect(within(figures).getByRole('link', { name: 'Overdue jurors 2' })).toHaveAttribute('href', '#dashboard-jurors');
    expect(within(figures).getByRole('link', { name: 'Waiting for a sub-judge 7' })).toHaveAttribute('href', e('flag=unassigned'));
    expect(within(figures).getByRole('link', { name: 'Conflicts declared 3' })).toHaveAttribute('href', e('flag=conflict'));
  });

  it('says each chart in words and shows it as a table whose rows link to their filtered lists', async () => {
    renderApp('/admin', { user: viewer });
    await screen.findByRole('list', { name: 'Key figures' });
    // The running total stops at today (day 1): 500 + 734 against last season's 300 + 200.
    const perDay = figure('Entries submitted since registration opened');
    expect(perDay).toHaveAccessibleDescription('By day 1 of registration, 1,234 entries were submitted this season. Last season had 500 by the same day.');
    expect(within(perDay).getByRole('link', { name: 'All entries of the season' })).toHaveAttribute('href', '/admin/entries?season=3');

    const status = figure('Entries by status');
    expect(status).toHaveAccessibleDescription('1,250 entries in all. Most: Submitted 1,000, In review 234, Draft 16.');
    await userEvent.click(within(status).getByRole('button', { name: 'Show as table' }));
    expect(within(status).getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(status).getByRole('link', { name: 'In review' })).toHaveAttribute('href', e('status=in_review'));

    const category = figure('Entries by category');
    await userEvent.click(within(category).getByRole('button', { name: 'Show as table' }));
    expect(within(category).getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', e('categoryId=11'));

    const fee = figure('Net revenue by fee');
    await userEvent.click(within(fee).getByRole('button', { name: 'Show as table' }));
    expect(within(fee).getByRole('link', { name: 'Entry fee' })).toHaveAttribute('href', p('feeKind=entry'));
    const byDay = figure('Net revenue by day');
    expect(byDay).toHaveAccessibleDescription('2 days with payments or refunds; $1,234,557.05 net in all. Best day: September 1, 2026 $1,234,567.00.');
    await userEvent.click(within(byDay).getByRole('button', { name: 'Show as table' }));
    expect(within(byDay).getByRole('link', { name: 'Sep 2' })).toHaveAttribute('href', p('from=2026-09-02&to=2026-09-02'));
    expect(within(byDay).getByText('-$99.50')).toBeInTheDocument();
    const provider = figure('Net revenue by payment provider');
    await userEvent.click(within(provider).getByRole('button', { name: 'Show as table' }));
    expect(within(provider).getByRole('link', { name: 'Antom' })).toHaveAttribute('href', p('provider=antom'));
  });

  it('shows judging by level and juror, the overdue first, each juror linked to their page', async () => {
    renderApp('/admin', { user: viewer });
    await screen.findByRole('list', { name: 'Key figures' });
    expect(screen.getByRole('progressbar', { name: 'First level: 10 of 40 reviews submitted, 5 in draft, 2 reviewers' })).toBeInTheDocument();
    expect(screen.getByText('Ends soon: November 30, 2026')).toBeInTheDocument();
    const jurors = screen.getByRole('list', { name: 'Jurors' });
    const cards = within(jurors).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getAllByRole('link')[0]!.textContent)).toEqual(['Di Late', 'Ada Done', 'Cy Second']);
    expect(within(cards[0]!).getByRole('link', { name: 'Di Late' })).toHaveAttribute('href', '/admin/people?id=41');
    expect(within(cards[0]!).getByText('2 of 30')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('On track')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entries with a conflict declared' })).toHaveAttribute('href', e('flag=conflict'));
  });

  it('reads in Chinese with numbers and money written the Chinese way', async () => {
    await i18n.changeLanguage('zh-CN');
    renderApp('/admin', { user: viewer });
    const figures = await screen.findByRole('list', { name: '关键数据' });
    expect(within(figures).getByRole('link', { name: '净收入 US$1,234,557' })).toBeInTheDocument();
    const category = figure('按类别统计的作品');
    expect(category).toHaveAccessibleDescription('共 1,250 件作品。最多：家具 1,000、Lighting 250。');
  });

  it('asks for the season chosen in the address', async () => {
    renderApp('/admin?season=2', { user: viewer });
    await screen.findByRole('list', { name: 'Key figures' });
    expect(asked()).toEqual([{ seasonId: '2' }]);
  });
});
