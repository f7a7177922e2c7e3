import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls } from '@laurel/contract';
import { renderApp } from './test-app.tsx';
import { toast } from '../lib/feedback.ts';
import { setNavigator } from '../lib/request/index.ts';
import { sendEnvelope } from '../testing/api-server.ts';
import { setupPageTestServer } from '../testing/page-test-server.ts';
import { answer, page, winner, winnerDetail } from '../testing/public-data.ts';
import { toastsSettled } from '../testing/toasts.ts';

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
    const app = renderApp('/winner');
    await screen.findByTestId('winner-grid');
    await userEvent.click(screen.getByLabelText('Award level'));
    await userEvent.click(await screen.findByTitle('Gold'));
    await waitFor(() => expect(app.location()).toBe('/winner?awardLevelId=1'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ awardLevelId: '1', page: '1' }));
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
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(app.location()).toBe('/winner'));
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
    expect(screen.getByText('Product · Furniture')).toBeInTheDocument();
  });

  it('shows a friendly not-found state, without an error toast, when the call answers 404', async () => {
    server.route('/api/index/winnerInfo', (_req, res) => sendEnvelope(res, 404, 'Not found'));
    renderApp('/winnerDetails?apply_order_id=999');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this winner" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the winners' })).toHaveAttribute('href', '/winner');
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
