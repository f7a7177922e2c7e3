import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, type RouteWrapper } from '@laurel/contract';
import en from '../../i18n/locales/en/common.json';
import { setNavigator } from '../../lib/request/index.ts';
import { sendOk } from '../../testing/api-server.ts';
import { setupPageTestServer } from '../../testing/page-test-server.ts';
import { makeUser, renderApp } from '../test-app.tsx';
import { GUARD_RULES, guardVerdict } from './rules.ts';

const titles = en.title as Record<string, string>;
const titleOf = (path: string) => {
  const key = ROUTES.find((r) => r.path === path)?.titleKey ?? '';
  return titles[key.replace(/^title\./, '')] ?? '';
};

/** One route of each wrapper kind, from the contract's table. */
const routeWith = (wrapper: RouteWrapper) => {
  const route = ROUTES.find((r) => r.wrapper === wrapper && !r.loadCategories);
  if (!route) throw new Error(`no route uses ${wrapper}`);
  return route.path;
};

const CASES: { wrapper: RouteWrapper; allowed: number[]; refused: number[] }[] = [
  { wrapper: 'auth', allowed: [0, 1, 2, 3], refused: [] },
  { wrapper: 'only-jury', allowed: [1], refused: [0, 2, 3] },
  { wrapper: 'jury-level-sub-jury', allowed: [3], refused: [0, 1, 2] },
  { wrapper: 'sub-jury', allowed: [2], refused: [0, 1, 3] },
  { wrapper: 'jury-auth', allowed: [1, 2, 3], refused: [0] },
  // Lets every account in: the console itself says "no access" without a staff role, and the
  // router's part (visitor → login, no redirect for an account) is tested in
  // features/admin/pages/console.test.tsx.
  { wrapper: 'staff', allowed: [0, 1, 2, 3], refused: [] },
];

let categoryCalls = 0;
const server = setupPageTestServer({
  '/api/index/category': (_req, res) => {
    categoryCalls++;
    sendOk(res, [
      { id: 1, parentId: null, name: 'Product', description: '', coverUrl: null, entryFeeCents: 0, feeTiers: [], sort: 1, children: [
        { id: 2, parentId: 1, name: 'Furniture', description: '', coverUrl: null, entryFeeCents: 30000, feeTiers: [{ tier: 'regular', feeCents: 30000, startsAt: null, endsAt: null }], sort: 1, children: [] },
        { id: 3, parentId: 1, name: 'Lighting', description: '', coverUrl: null, entryFeeCents: 30000, feeTiers: [{ tier: 'regular', feeCents: 30000, startsAt: null, endsAt: null }], sort: 2, children: [] },
      ] },
    ]);
  },
  '/api/user/logout': (_req, res) => sendOk(res, null),
  '/api/apply/registrationTime': (_req, res) =>
    sendOk(res, { isOpen: true, seasonYear: 2027, opensAt: null, closesAt: null, now: '2027-03-01T00:00:00.000Z' }),
});

beforeEach(() => {
  categoryCalls = 0;
});

afterEach(() => {
  setNavigator(null);
});

describe('the rule table', () => {
  it('covers every wrapper kind the route table uses', () => {
    for (const route of ROUTES) if (route.wrapper) expect(GUARD_RULES[route.wrapper]).toBeDefined();
  });

  it.each(CASES)('$wrapper: anonymous → login, allowed and refused identities', ({ wrapper, allowed, refused }) => {
    expect(guardVerdict(wrapper, null)).toBe('login');
    for (const id of allowed) expect(guardVerdict(wrapper, makeUser(id))).toBe('allow');
    for (const id of refused) expect(guardVerdict(wrapper, makeUser(id))).toBe('forbidden');
  });
});

describe('route wrappers in the router', { timeout: 15_000 }, () => {
  describe.each(CASES.filter((c) => c.wrapper !== 'staff'))('$wrapper', ({ wrapper, allowed, refused }) => {
    const path = routeWith(wrapper);

    it(`sends an anonymous visitor of ${path} to /login with the way back`, async () => {
      const app = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    });

    it.each(refused)(`sends identity %i on ${path} to /403`, async (identity) => {
      const app = renderApp(path, { user: makeUser(identity) });
      expect(
        await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/403');
    });

    it.each(allowed)(`renders ${path} for identity %i`, async (identity) => {
      const app = renderApp(path, { user: makeUser(identity) });
      expect(
        await screen.findByRole('heading', { level: 1, name: titleOf(path) }),
      ).toBeInTheDocument();
      expect(app.location()).toBe(path);
    });
  });
});

describe('guarded routes with the category loader', () => {
  it('redirects an anonymous visitor before fetching the categories', async () => {
    const app = renderApp('/steps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login?redirect=%2Fsteps');
    expect(categoryCalls).toBe(0);
  });

  it('loads the categories, uncached, before a logged-in user sees the page', async () => {
    renderApp('/steps', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit an entry' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Furniture/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Lighting/ })).toBeInTheDocument();
    const call = server.received.findLast((r) => r.url.pathname === '/api/index/category');
    expect(call?.headers['cache-control']).toBe('no-cache');
  });

  it('shows a friendly error page inside the layout when the categories fail to load', async () => {
    server.route('/api/index/category', (_req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, code: 500, msg: 'Something broke (request abc).', data: null }));
    });
    renderApp('/trophie', { user: makeUser(0) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something broke (request abc).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // Still inside the global layout.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('logging out on a guarded page', { timeout: 15_000 }, () => {
  it('goes home, not to a login form for the page just left', async () => {
    const app = renderApp('/account', { user: makeUser(0) });
    await userEvent.click(await screen.findByTestId('account-logout'));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
