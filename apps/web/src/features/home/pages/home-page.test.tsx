import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer, juryMember, page, phaseInfo, winner } from '../../../testing/public-data.ts';

const server = setupPageTestServer();

beforeEach(() => {
  answer(server, calls.public.getBanners, [
    // The entry form is behind the login: a visitor following the banner would land on /login.
    { id: 1, position: 'home', title: 'Design that earns its laurels', text: 'Entries are open.', imageUrl: '/files/1/original', linkUrl: '/steps', sort: 1 },
    { id: 2, position: 'home', title: 'This year’s jury', text: '', imageUrl: null, linkUrl: '/jury', sort: 2 },
  ]);
  answer(server, calls.public.getPhase, phaseInfo('registration', '2027-04-29T22:30:30.000Z'));
  answer(server, calls.public.listIndexWinners, page([winner(1), winner(2, { award: { id: 2, name: 'Silver', rank: 2 } })]));
  answer(server, calls.public.getCategories, [
    { id: 10, parentId: null, name: 'Product', description: '', coverUrl: null, entryFeeCents: 0, feeTiers: [], sort: 1, children: [
      { id: 11, parentId: 10, name: 'Furniture', description: '', coverUrl: null, entryFeeCents: 20000, feeTiers: [{ tier: 'regular', feeCents: 20000, startsAt: null, endsAt: null }], sort: 1, children: [] },
      // Cheaper than Furniture until its early-bird price ends, a day before the phase's clock.
      { id: 12, parentId: 10, name: 'Lighting', description: '', coverUrl: null, entryFeeCents: 18000, feeTiers: [
        { tier: 'earlyBird', feeCents: 9900, startsAt: null, endsAt: '2027-04-28T00:00:00.000Z' },
        { tier: 'regular', feeCents: 18000, startsAt: '2027-04-28T00:00:00.000Z', endsAt: null },
      ], sort: 2, children: [] },
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

    // The category tree is fetched past any HTTP cache (docs/product.md#public-calls): fetch's
    // `no-store` mode, which asks every cache on the way for a fresh answer too.
    const categoryCall = server.received.find((r) => r.url.pathname === '/api/index/category');
    expect(categoryCall?.headers['cache-control']).toBe('no-cache');
    expect(server.received.find((r) => r.url.pathname === '/api/index/banner')?.url.searchParams.get('position')).toBe('home');
  });

  it('has one headline, the award, and no banner title competing with it', async () => {
    renderApp('/');
    await screen.findByText('Design that earns its laurels');
    const headlines = screen.getAllByRole('heading', { level: 1 });
    expect(headlines).toHaveLength(1);
    expect(headlines[0]).toHaveTextContent('Laurel');
    // The slides' titles are captions, not headings.
    expect(screen.queryByRole('heading', { name: /Design that earns its laurels/ })).not.toBeInTheDocument();
  });

  it('links a banner only to public pages: never to a page that asks a visitor to log in', async () => {
    renderApp('/');
    const first = await screen.findByRole('group', { name: '1 of 2' });
    expect(within(first).getByText('Design that earns its laurels')).toBeInTheDocument();
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const second = screen.getByRole('group', { name: '2 of 2' });
    expect(within(second).getByRole('link', { name: /This year’s jury/ })).toHaveAttribute('href', '/jury');
  });

  it('shows the next deadline, the lowest entry fee in force and Enter in the strip under the hero', async () => {
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'The season' });
    expect(await within(strip).findByTestId('countdown')).toBeInTheDocument();
    const deadline = within(strip).getByTestId('next-deadline');
    expect(deadline).toHaveTextContent('Registration closes');
    expect(within(deadline).getByText('30 April 2027')).toHaveAttribute('datetime', '2027-04-30T00:00:00.000Z');
    // Lighting's early-bird $99 has ended at the server's clock: the lowest fee now is $180.
    const fee = await within(strip).findByTestId('fee-from');
    expect(fee).toHaveTextContent('Entry fee');
    expect(fee).toHaveTextContent('from $180');
    expect(within(fee).getByRole('link', { name: 'All fees' })).toHaveAttribute('href', '/rules#rules-fees');
    expect(within(strip).getByRole('link', { name: 'Enter now' })).toHaveAttribute('href', '/register');
  });

  it('shows the early-bird price while it is in force', async () => {
    answer(server, calls.public.getPhase, phaseInfo('registration', '2027-04-01T00:00:00.000Z'));
    renderApp('/');
    expect(await screen.findByTestId('fee-from')).toHaveTextContent('from $99');
  });

  it('leaves the entry fee out once registration has closed', async () => {
    answer(server, calls.public.getPhase, phaseInfo('first_review', '2027-05-20T00:00:00.000Z'));
    renderApp('/');
    expect(await screen.findByTestId('countdown')).toBeInTheDocument();
    expect(screen.queryByTestId('fee-from')).not.toBeInTheDocument();
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
