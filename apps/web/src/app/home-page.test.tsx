import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls } from '@laurel/contract';
import { makeUser, renderApp } from './test-app.tsx';
import { toast } from '../lib/feedback.ts';
import { setNavigator } from '../lib/request/index.ts';
import { sendEnvelope } from '../testing/api-server.ts';
import { setupPageTestServer } from '../testing/page-test-server.ts';
import { answer, juryMember, page, phaseInfo, winner } from '../testing/public-data.ts';

const server = setupPageTestServer();

beforeEach(() => {
  answer(server, calls.public.getBanners, [
    { id: 1, position: 'home', title: 'Design that earns its laurels', text: 'Entries are open.', imageUrl: '/files/1/original', linkUrl: '/steps', sort: 1 },
    { id: 2, position: 'home', title: 'Meet the jury', text: '', imageUrl: null, linkUrl: null, sort: 2 },
  ]);
  answer(server, calls.public.getPhase, phaseInfo('registration', '2027-04-29T22:30:30.000Z'));
  answer(server, calls.public.listIndexWinners, page([winner(1), winner(2, { award: { id: 2, name: 'Silver', rank: 2 } })]));
  answer(server, calls.public.getCategories, [
    { id: 10, parentId: null, name: 'Product', description: '', coverUrl: null, entryFeeCents: 0, feeTiers: [], sort: 1, children: [
      { id: 11, parentId: 10, name: 'Furniture', description: '', coverUrl: null, entryFeeCents: 20000, feeTiers: [{ tier: 'regular', feeCents: 20000, startsAt: null, endsAt: null }], sort: 1, children: [] },
    ] },
  ]);
  answer(server, calls.public.getJury, [juryMember(1), juryMember(2)]);
  answer(server, calls.public.listMediaReports, page([
    { id: 1, title: 'A quiet award', outlet: 'Design Weekly', url: 'https://example.com/a', imageUrl: null, summary: 'Review.', publishedAt: '2027-02-01T00:00:00.000Z' },
  ]));
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

const action = (name: string) => screen.findByRole('link', { name });

describe('home page', { timeout: 20_000 }, () => {
  it('invites an anonymous visitor to register or log in while registration is open', async () => {
    renderApp('/');
    expect(await action('Enter now')).toHaveAttribute('href', '/register');
    expect(await action('Log in to enter')).toHaveAttribute('href', '/login?redirect=%2Fsteps');
    expect(screen.getByTestId('phase')).toHaveTextContent('Registration open');
  });

  it('sends a logged-in entrant straight to the entry form and their entries', async () => {
    renderApp('/', { user: makeUser(0) });
    expect(await action('Enter now')).toHaveAttribute('href', '/steps');
    expect(await action('My entries')).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Log in to enter' })).not.toBeInTheDocument();
  });

  it('points to the winners once the results are out', async () => {
    answer(server, calls.public.getPhase, phaseInfo('results', '2027-09-02T00:00:00.000Z'));
    renderApp('/');
    expect(await action('See the winners')).toHaveAttribute('href', '/winner');
    expect(await action('Meet the jury')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enter now' })).not.toBeInTheDocument();
    expect(screen.getByTestId('phase')).toHaveTextContent('Results published');
    // Every milestone has passed: no countdown.
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
  });

  it('points to the jury while the entries are being judged', async () => {
    answer(server, calls.public.getPhase, phaseInfo('first_review', '2027-05-20T00:00:00.000Z'));
    renderApp('/', { user: makeUser(0) });
    expect(await action('Meet the jury')).toHaveAttribute('href', '/jury');
    expect(await action('My entries')).toBeInTheDocument();
  });

  it('counts down to the next key date against the server clock', async () => {
    renderApp('/');
    expect(await screen.findByText('Registration closes in 0 days, 1 hour and 29 minutes.')).toBeInTheDocument();
    const dates = screen.getByRole('heading', { name: 'Key dates' }).nextElementSibling as HTMLElement;
    const items = within(dates).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Registration opens');
    expect(items[0]).toHaveTextContent('(passed)');
    expect(items[1]).not.toHaveTextContent('(passed)');
  });

  it('shows the banner, latest winners, categories, jury and press', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest winners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Project 1/ })).toHaveAttribute('href', '/winnerDetails?apply_order_id=1');
    expect(await screen.findByRole('heading', { level: 3, name: 'Product' })).toBeInTheDocument();
    expect(screen.getByText('Furniture', { selector: '.category-tile__children li' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Judge 1/ })).toHaveAttribute('href', '/jurymember?id=1');
    expect(await screen.findByRole('link', { name: /A quiet award/ })).toHaveAttribute('target', '_blank');

    // The category tree is fetched past any HTTP cache (docs/product.md#public-calls).
    const categoryCall = server.received.find((r) => r.url.pathname === '/api/index/category');
    expect(categoryCall?.url.searchParams.get('_')).toMatch(/^\d+$/);
    expect(server.received.find((r) => r.url.pathname === '/api/index/banner')?.url.searchParams.get('position')).toBe('home');
  });

  it('moves between banner slides with the carousel buttons', async () => {
    renderApp('/');
    const first = await screen.findByRole('group', { name: '1 of 2' });
    expect(first).toHaveAttribute('aria-hidden', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('group', { name: '2 of 2', hidden: true })).toHaveAttribute('aria-hidden', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 1 of 2' }));
    await waitFor(() => expect(first).toHaveAttribute('aria-hidden', 'false'));
  });

  it('still offers a way on when the phase cannot be loaded', async () => {
    server.route('/api/index/getPhase', (_req, res) => sendEnvelope(res, 500, 'Server error'));
    renderApp('/');
    expect(await action('See the winners')).toHaveAttribute('href', '/winner');
    expect(await action('About the award')).toHaveAttribute('href', '/about');
  });
});
