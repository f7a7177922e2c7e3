import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { calls, type AwardLevel, type CategoryNode, type FeeTier } from '@laurel/contract';
import { NAMESPACES } from '../../../i18n/index.ts';
import { zhTexts } from '../../../i18n/zh-cn.ts';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk, type TestRequest } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();

// Midnights of the test's own time zone: a period ending as 15 March begins is "until 14 March".
const earlyBirdEndsAt = new Date(2027, 2, 15).toISOString();
const lateStartsAt = new Date(2027, 4, 1).toISOString();

const tiers = (earlyBird: number, regular: number, late: number): FeeTier[] => [
  { tier: 'earlyBird', feeCents: earlyBird, startsAt: null, endsAt: earlyBirdEndsAt },
  { tier: 'regular', feeCents: regular, startsAt: earlyBirdEndsAt, endsAt: lateStartsAt },
  { tier: 'late', feeCents: late, startsAt: lateStartsAt, endsAt: null },
];

const node = (id: number, parentId: number | null, name: string, fees: FeeTier[], children: CategoryNode[] = []): CategoryNode => ({
  id,
  parentId,
  name,
  description: '',
  coverUrl: null,
  entryFeeCents: fees.find((f) => f.tier === 'regular')?.feeCents ?? 0,
  feeTiers: fees,
  sort: id,
  children,
});

/** The tree as the server names it in the request's language. */
const tree = (zh: boolean): CategoryNode[] => [
  node(1, null, zh ? '产品设计' : 'Product', [], [
    node(2, 1, zh ? '家具' : 'Furniture', tiers(30_000, 35_000, 40_000)),
    node(3, 1, zh ? '照明' : 'Lighting', tiers(24_900, 29_900, 34_900)),
  ]),
  node(4, null, zh ? '传达设计' : 'Communication', [], [node(5, 4, zh ? '品牌形象' : 'Branding', tiers(19_900, 24_900, 29_900))]),
];

const level = (id: number, name: string, winnerPackageFeeCents: number, trophyFeeCents: number): AwardLevel => ({
  id,
  name,
  rank: id,
  description: '',
  winnerPackageFeeCents,
  trophyFeeCents,
});

const levels = (zh: boolean): AwardLevel[] => [
  // Sent out of order: the page lists the highest level first.
  level(2, zh ? '银奖' : 'Silver', 89_900, 29_900),
  level(1, zh ? '金奖' : 'Gold', 119_900, 34_900),
];

const chinese = (req: TestRequest) => req.headers['accept-language'] === 'zh-CN';

beforeEach(() => {
  server.route('/api/index/category', (req, res) => sendOk(res, calls.public.getCategories.response.parse(tree(chinese(req)))));
  server.route('/api/index/awardClassification', (req, res) =>
    sendOk(res, calls.public.getAwardClassification.response.parse(levels(chinese(req)))),
  );
  server.route('/api/index/rules', (_req, res) => sendOk(res, []));
  // Only Date: the page reads the visitor's clock to mark the period in force.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 1, 20, 12));
});

afterEach(async () => {
  vi.useRealTimers();
  toast.destroy();
  setNavigator(null);
  await i18n.changeLanguage('en');
});

const entryTable = (name = 'Entry fee per category and price period, in US dollars') => screen.findByRole('table', { name });
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);
const cellsOf = (table: HTMLElement, rowName: string) => {
  const row = within(table).getByRole('row', { name: new RegExp(`^${rowName}`) });
  return within(row).getAllByRole('cell');
};

describe('/rules: the fee schedule', { timeout: 20_000 }, () => {
  it("lists every category's entry fee in each period of the season, grouped, with the period in force marked", async () => {
    renderApp('/rules');
    const table = await entryTable();
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Category',
      'Early bird, until 14 March 2027Current price',
      'Regular',
      'Late, from 1 May 2027',
    ]);
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['Product', 'Furniture', 'Lighting', 'Communication', 'Branding']);
    expect(texts(cellsOf(table, 'Furniture'))).toEqual(['$300.00', '$350.00', '$400.00']);
    expect(texts(cellsOf(table, 'Branding'))).toEqual(['$199.00', '$249.00', '$299.00']);
    // The early-bird column is the tinted one, down to the last row.
    expect(cellsOf(table, 'Branding').map((cell) => cell.classList.contains('is-current'))).toEqual([true, false, false]);
    expect(within(table).getAllByText('Current price')).toHaveLength(1);

    // The phone layout carries the same figures: the periods once, then a card per category.
    expect(texts(within(screen.getByRole('list', { name: 'Price periods' })).getAllByRole('listitem'))).toEqual([
      'Early bird, until 14 March 2027Current price',
      'Regular',
      'Late, from 1 May 2027',
    ]);
    const card = screen.getByText('Lighting', { selector: '.fee-card__name' }).closest('li');
    expect(card).toHaveTextContent('LightingEarly bird (Current price)$249.00Regular$299.00Late$349.00');

    expect(screen.getByText(/^All fees are in US dollars \(USD\)\. The entry fee is due once you submit an entry;/)).toHaveTextContent(
      'the winner package fee once your entry wins an award; additional trophies when you order them.',
    );
    // The organisers wrote nothing more about fees: the schedule stands alone, with no "not published".
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(within(fees).queryByText('The rules for this season have not been published yet.')).not.toBeInTheDocument();
  });

  it('marks the regular price once the early bird is over', async () => {
    vi.setSystemTime(new Date(2027, 2, 15, 0, 0, 1));
    renderApp('/rules');
    const table = await entryTable();
    expect(texts(within(table).getAllByRole('columnheader')).slice(1)).toEqual([
      'Early bird, until 14 March 2027',
      'RegularCurrent price',
      'Late, from 1 May 2027',
    ]);
    expect(cellsOf(table, 'Furniture').map((cell) => cell.classList.contains('is-current'))).toEqual([false, true, false]);
  });

  it('lists the winner package and the trophy price of every award level, highest first', async () => {
    renderApp('/rules');
    const table = await screen.findByRole('table', {
      name: 'Winner package fee and additional trophy price per award level, in US dollars',
    });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Award level', 'Winner package', 'Additional trophy, each']);
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['Gold', 'Silver']);
    expect(texts(cellsOf(table, 'Gold'))).toEqual(['$1,199.00', '$349.00']);
    expect(texts(cellsOf(table, 'Silver'))).toEqual(['$899.00', '$299.00']);
  });

  it('shows the schedule in Chinese, with the names the server gives in Chinese and dates in Chinese', async () => {
    for (const ns of NAMESPACES) i18n.addResourceBundle('zh-CN', ns, zhTexts[ns], true, true);
    await i18n.changeLanguage('zh-CN');
    renderApp('/rules');
    const table = await entryTable('各类别在各价格阶段的报名费（美元）');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      '类别',
      '早鸟（截至2027年3月14日）当前价格',
      '常规',
      '延期（2027年5月1日起）',
    ]);
    expect(texts(cellsOf(table, '家具'))).toEqual(['$300.00', '$350.00', '$400.00']);
    const awards = await screen.findByRole('table', { name: '各奖项级别的获奖套餐费与额外奖杯单价（美元）' });
    expect(texts(within(awards).getAllByRole('rowheader'))).toEqual(['金奖', '银奖']);
    expect(texts(cellsOf(awards, '金奖'))).toEqual(['$1,199.00', '$349.00']);
    expect(screen.getByRole('heading', { level: 2, name: '费用' })).toBeInTheDocument();
    expect(screen.getByText(/^所有费用均以美元（USD）计价。报名费在提交作品后支付；/)).toBeInTheDocument();
  });

  it("puts the organisers' fee texts after the schedule, and offers a retry when the fees did not load", async () => {
    let failures = 1;
    server.route('/api/index/category', (req, res) => {
      if (failures-- > 0) return sendEnvelope(res, 500, 'Internal error');
      sendOk(res, tree(chinese(req)));
    });
    server.route('/api/index/rules', (req, res) => {
      const position = req.url.searchParams.get('position') ?? '';
      const blocks = position === 'fees' ? [{ id: 7, kind: 'rules', position, title: 'Refunds', body: '<p>Until registration closes.</p>', imageUrl: null, linkUrl: null, sort: 1, updatedAt: '2027-02-03T10:00:00.000Z' }] : [];
      sendOk(res, blocks);
    });
    renderApp('/rules');
    const section = await screen.findByRole('region', { name: 'Fees' });
    const retry = await within(section).findByRole('button', { name: 'Try again' });
    expect(within(section).getByRole('alert')).toHaveTextContent('The fees could not be loaded.');
    await within(section).findByText('Until registration closes.');
    expect(texts(within(section).getAllByRole('heading', { level: 3 }))).toEqual(['Entry fees', 'Winner package and trophies', 'Refunds']);

    await userEvent.click(retry);
    expect(texts(cellsOf(await entryTable(), 'Lighting'))).toEqual(['$249.00', '$299.00', '$349.00']);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});
