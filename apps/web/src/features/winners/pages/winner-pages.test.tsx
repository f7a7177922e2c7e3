import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls } from '@laurel/contract';
import { renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer, page, winner, winnerDetail } from '../../../testing/public-data.ts';
import { toastsSettled } from '../../../testing/toasts.ts';

const server = setupPageTestServer();

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  answer(server, calls.public.getAward, {
    currentSeason: null,
    winnerYears: [2026, 2025],
    levels: [
      { id: 2, name: 'Silver', rank: 2, description: '', winnerPackageFeeCents: 0, trophyFeeCents: 0 },
      { id: 1, name: 'Gold', rank: 1, description: '', winnerPackageFeeCents: 0, trophyFeeCents: 0 },
    ],
  });
  answer(server, calls.public.getCategories, [
    { id: 10, parentId: null, name: 'Product', description: '', coverUrl: null, entryFeeCents: 0, feeTiers: [], sort: 1, children: [
      { id: 11, parentId: 10, name: 'Furniture', description: '', coverUrl: null, entryFeeCents: 20000, feeTiers: [{ tier: 'regular', feeCents: 20000, startsAt: null, endsAt: null }], sort: 1, children: [] },
    ] },
  ]);
  answer(server, calls.public.listWinners, page(Array.from({ length: 24 }, (_, i) => winner(i + 1)), 60, 1, 24));
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

/** The query of the last winner-list request. */
const lastListQuery = () => {
  const req = server.received.findLast((r) => r.url.pathname === '/api/index/winnerList');
  return req ? Object.fromEntries(req.url.searchParams) : undefined;
};

describe('/winner', { timeout: 20_000 }, () => {
  it('sends the filters of the URL with the request', async () => {
    renderApp('/winner?year=2026&categoryId=11&awardLevelId=1&keyword=chair&page=2');
    expect(await screen.findByTestId('winner-grid')).toBeInTheDocument();
    expect(lastListQuery()).toEqual({
      year: '2026',
      categoryId: '11',
      awardLevelId: '1',
      keyword: 'chair',
      page: '2',
      pageSize: '24',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('chair');
    expect(screen.getByRole('heading', { name: '60 winners' })).toBeInTheDocument();
  });

  it('puts a keyword search into the URL and starts again at page 1', async () => {
    const app = renderApp('/winner?page=2');
    await screen.findByTestId('winner-grid');
    await userEvent.type(screen.getByLabelText('Search'), 'lamp{Enter}');
    await waitFor(() => expect(app.location()).toBe('/winner?keyword=lamp'));
    await waitFor(() => expect(lastListQuery()).toEqual({ keyword: 'lamp', page: '1', pageSize: '24' }));
  });

  it('puts a chosen award level into the URL and the request', async () => {
    const app = renderApp('/winner?page=2');
    await screen.findByTestId('winner-grid');
    const level = screen.getByLabelText('Award level');
    // Highest first, whatever order the levels come in.
    expect(within(level).getAllByRole('option').map((o) => o.textContent)).toEqual(['All award levels', 'Gold', 'Silver']);
    await userEvent.selectOptions(level, 'Gold');
    await waitFor(() => expect(app.location()).toBe('/winner?awardLevelId=1'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ awardLevelId: '1', page: '1' }));
  });

  it('offers season and category chips that are links to the filtered gallery, the chosen one marked', async () => {
    const app = renderApp('/winner?year=2026&page=3');
    await screen.findByTestId('winner-grid');
    const seasons = screen.getByRole('group', { name: 'Season' });
    const chip = (group: HTMLElement, name: string) => within(group).getByRole('link', { name });
    expect(chip(seasons, '2026')).toHaveAttribute('aria-current', 'true');
    expect(chip(seasons, '2025')).toHaveAttribute('href', '/winner?year=2025');
    expect(chip(seasons, 'All seasons')).toHaveAttribute('href', '/winner');
    expect(chip(seasons, 'All seasons')).not.toHaveAttribute('aria-current');

    const categories = screen.getByRole('group', { name: 'Category' });
    expect(chip(categories, 'All categories')).toHaveAttribute('aria-current', 'true');
    // No group chosen: no row of its categories yet.
    expect(screen.queryByRole('group', { name: 'Categories of Product' })).not.toBeInTheDocument();
    await userEvent.click(chip(categories, 'Product'));
    await waitFor(() => expect(app.location()).toBe('/winner?year=2026&categoryId=10'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ year: '2026', categoryId: '10', page: '1' }));
    expect(chip(categories, 'Product')).toHaveAttribute('aria-current', 'true');

    const group = screen.getByRole('group', { name: 'Categories of Product' });
    expect(chip(group, 'All Product')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(chip(group, 'Furniture'));
    await waitFor(() => expect(app.location()).toBe('/winner?year=2026&categoryId=11'));
    expect(chip(screen.getByRole('group', { name: 'Categories of Product' }), 'Furniture')).toHaveAttribute('aria-current', 'true');
    expect(chip(categories, 'Product')).toHaveAttribute('aria-current', 'true');
    // In the wide bar and beside the phone's "Filters" button (one of them hidden by CSS).
    for (const clear of screen.getAllByRole('link', { name: 'Clear filters' })) expect(clear).toHaveAttribute('href', '/winner');
  });

  it('keeps the search a plain GET form to /winner carrying the other filters, for before the app runs', async () => {
    renderApp('/winner?year=2026&categoryId=11&keyword=lamp');
    await screen.findByTestId('winner-grid');
    const form = screen.getByRole('search', { name: 'Find winners' });
    expect(form).toHaveAttribute('action', '/winner');
    expect(form).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      year: '2026',
      categoryId: '11',
      awardLevelId: '',
      keyword: 'lamp',
    });
  });

  it("opens the phone's filter sheet: a dialog that applies chips, closes on Escape and gives focus back", async () => {
    const app = renderApp('/winner?year=2026');
    await screen.findByTestId('winner-grid');
    const opener = screen.getByRole('button', { name: 'Filters (1)' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus());

    await userEvent.click(within(within(sheet).getByRole('group', { name: 'Award level' })).getByRole('link', { name: 'Silver' }));
    await waitFor(() => expect(app.location()).toBe('/winner?year=2026&awardLevelId=2'));
    // The sheet stays open while the visitor picks; its button names the count and closes it.
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 60 winners' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reopen = screen.getByRole('button', { name: 'Filters (2)' });
    await waitFor(() => expect(reopen).toHaveFocus());

    await userEvent.click(reopen);
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Close' })).toHaveFocus());
    // Shift+Tab from the first control wraps to the last: focus never leaves the sheet.
    await userEvent.tab({ shift: true });
    expect(within(again).getByRole('button', { name: 'Show 60 winners' })).toHaveFocus();
    await userEvent.tab();
    expect(within(again).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus());
  });

  it('pages through the winners with the page in the URL', async () => {
    const app = renderApp('/winner?year=2026');
    await screen.findByTestId('winner-grid');
    const pages = screen.getByRole('navigation', { name: 'Pages of winners' });
    await userEvent.click(within(pages).getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(app.location()).toBe('/winner?year=2026&page=3'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ year: '2026', page: '3' }));
  });

  it('shows an empty state that clears the filters', async () => {
    answer(server, calls.public.listWinners, page([], 0, 1, 24));
    const app = renderApp('/winner?categoryId=11');
    expect(await screen.findByText('No winners match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).toBe('/winner'));
  });

  it('says a failed load in place, with a retry that loads it, and no toast above it', async () => {
    server.route('/api/index/winnerList', (_req, res) => sendEnvelope(res, 500, 'Internal error (request req-1)'));
    renderApp('/winner');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The winners could not be loaded.');
    expect(await toastsSettled()).toEqual([]);

    answer(server, calls.public.listWinners, page([winner(1)], 1, 1, 24));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('winner-grid')).toBeInTheDocument();
    expect(screen.queryByText('The winners could not be loaded.')).not.toBeInTheDocument();
  });

  it('says so when no winner is published yet', async () => {
    answer(server, calls.public.listWinners, page([], 0, 1, 24));
    renderApp('/winner');
    expect(await screen.findByText('No winners published yet')).toBeInTheDocument();
  });
});

describe('/winnerDetails', { timeout: 20_000 }, () => {
  it('shows the winner with its images, credits and facts', async () => {
    answer(server, calls.public.getWinnerInfo, winnerDetail(7, { title: 'Folded chair' }));
    renderApp('/winnerDetails?apply_order_id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Folded chair' })).toBeInTheDocument();
    expect(server.received.findLast((r) => r.url.pathname === '/api/index/winnerInfo')?.url.searchParams.get('apply_order_id')).toBe('7');
    expect(screen.getByText(/Engineering: Charles Babbage/)).toBeInTheDocument();
    const lead = screen.getByRole('img', { name: 'Folded chair, image 1 of 3' });
    expect(lead).toHaveAttribute('src', '/files/501/medium');
    expect(lead).toHaveAttribute('width', '1600');
    expect(screen.getByRole('img', { name: 'Folded chair, image 2 of 3' })).toHaveAttribute('src', '/files/502/thumb');
    expect(screen.getByRole('img', { name: 'Folded chair, image 2 of 3' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Product · Furniture' })).toHaveAttribute('href', '/winner?categoryId=11');
  });

  it('opens as a feature: the award, category and season in the hero, the statement as the designer\'s, credits once', async () => {
    answer(server, calls.public.getWinnerInfo, winnerDetail(7, { title: 'Folded chair', designer: 'Design: Ada Lovelace', credits: 'Design: Ada Lovelace', text: 'We folded it.' }));
    renderApp('/winnerDetails?apply_order_id=7');
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Folded chair' })).closest('header')!;
    expect(within(hero).getByText('Gold')).toBeInTheDocument();
    // The award's seal, large (docs/product.md#award-marks): gold's, with its three stars.
    const seal = hero.querySelector('.award-seal[data-tone="gold"] svg')!;
    expect(Number(seal.getAttribute('width'))).toBeGreaterThanOrEqual(120);
    expect(seal.querySelectorAll('.award-seal__star')).toHaveLength(3);
    expect(within(hero).getByRole('link', { name: '2026 season' })).toHaveAttribute('href', '/winner?year=2026');
    expect(within(hero).getByText('Design: Ada Lovelace')).toBeInTheDocument();
    const statement = screen.getByRole('region', { name: "Designer's statement" });
    expect(statement).toHaveTextContent('We folded it.');
    expect(screen.queryByRole('heading', { name: /jury/i })).not.toBeInTheDocument();
    // The credits are the line under the title already: no second copy.
    expect(screen.getAllByText('Design: Ada Lovelace')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Credits' })).not.toBeInTheDocument();
  });

  it('leads to the previous and next winner of the season and to more of the category', async () => {
    answer(server, calls.public.getWinnerInfo, winnerDetail(7, { title: 'Folded chair' }));
    renderApp('/winnerDetails?apply_order_id=7');
    const pager = await screen.findByRole('navigation', { name: 'Winners of the 2026 season' });
    expect(within(pager).getByRole('link', { name: /Previous winner.*The project before/ })).toHaveAttribute('href', '/winnerDetails?apply_order_id=6');
    expect(within(pager).getByRole('link', { name: /Next winner.*The project after.*Silver/ })).toHaveAttribute('href', '/winnerDetails?apply_order_id=8');

    const more = screen.getByRole('region', { name: 'More from Product' });
    expect(within(more).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Related 21', 'Related 22', 'Related 23']);
    expect(within(more).getByRole('link', { name: 'All Product winners' })).toHaveAttribute('href', '/winner?categoryId=10');
  });

  it('leaves out what is not there: no pager at either end of a one-winner season, no empty related section', async () => {
    answer(server, calls.public.getWinnerInfo, winnerDetail(7, { title: 'Folded chair', previous: null, next: null, more: { categoryId: 10, categoryName: 'Product', winners: [] } }));
    renderApp('/winnerDetails?apply_order_id=7');
    await screen.findByRole('heading', { level: 1, name: 'Folded chair' });
    expect(screen.queryByRole('navigation', { name: /season/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /More from/ })).not.toBeInTheDocument();
  });

  it("shares through the device's share sheet when there is one", async () => {
    answer(server, calls.public.getWinnerInfo, winnerDetail(7, { title: 'Folded chair' }));
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
    try {
      renderApp('/winnerDetails?apply_order_id=7');
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() => expect(shared).toEqual([{ title: 'Folded chair', url: `${window.location.origin}/winnerDetails?apply_order_id=7` }]));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('copies the link where the device cannot share, and says so in a live region', async () => {
    answer(server, calls.public.getWinnerInfo, winnerDetail(7, { title: 'Folded chair' }));
    renderApp('/winnerDetails?apply_order_id=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied to the clipboard.');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/winnerDetails?apply_order_id=7`);
  });

  it('shows a friendly not-found state, without an error toast, when the call answers 404', async () => {
    server.route('/api/index/winnerInfo', (_req, res) => sendEnvelope(res, 404, 'Not found'));
    renderApp('/winnerDetails?apply_order_id=999');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this winner" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the winners' })).toHaveAttribute('href', '/winner');
    expect(await toastsSettled()).toEqual([]);
  });

  it('says a failed load in place, with a retry, and no toast above it', async () => {
    server.route('/api/index/winnerInfo', (_req, res) => sendEnvelope(res, 500, 'Internal error (request req-2)'));
    renderApp('/winnerDetails?apply_order_id=7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This text could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await toastsSettled()).toEqual([]);
  });

  it('treats a missing or malformed id as not found without calling the server', async () => {
    renderApp('/winnerDetails?apply_order_id=abc');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this winner" })).toBeInTheDocument();
    expect(server.received.some((r) => r.url.pathname === '/api/index/winnerInfo')).toBe(false);
  });

  it('opens a lightbox that follows the arrow keys, closes on Escape and gives focus back', async () => {
    answer(server, calls.public.getWinnerInfo, winnerDetail(7, { title: 'Folded chair' }));
    renderApp('/winnerDetails?apply_order_id=7');
    const opener = await screen.findByRole('button', { name: 'Open image 2 of 3 full screen' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Image viewer' });
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/files/502/large');
    // The lightbox moves focus in an effect, which may run after the dialog is on screen.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());

    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();

    // Focus stays inside: Tab from the last control wraps to the first.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
