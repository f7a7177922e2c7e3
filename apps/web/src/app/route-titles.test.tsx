import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { NOT_FOUND_TITLE_KEY, ROUTES, type RouteWrapper, type UserInfo } from '@laurel/contract';
import en from '../i18n/locales/en/common.json';
import { setNavigator } from '../lib/request/index.ts';
import { sendOk } from '../testing/api-server.ts';
import { setupPageTestServer } from '../testing/page-test-server.ts';
import { RouteEffects } from './layout/route-effects.tsx';
import { PAGES } from './route-pages.tsx';
import { makeUser, renderApp } from './test-app.tsx';

const SITE = 'Test Award';
const titles = en.title as Record<string, string>;
const nameOf = (key: string) => titles[key.replace(/^title\./, '')];

/** An account each wrapper lets in, so every page can be reached. */
const USER_FOR: Record<RouteWrapper, () => UserInfo> = {
  auth: () => makeUser(0),
  'only-jury': () => makeUser(1),
  'jury-level-sub-jury': () => makeUser(3),
  'sub-jury': () => makeUser(2),
  'jury-auth': () => makeUser(1),
  staff: () => makeUser(0, { staffRole: 'viewer' }),
};

setupPageTestServer({ '/api/index/category': (_req, res) => sendOk(res, []) });

let meta: HTMLMetaElement;
let scrollTo: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  // The set-up above has replaced it with a spy by now.
  scrollTo = vi.mocked(window.scrollTo);
  // What the server writes into index.html (apps/server/src/plugins/static-spa.ts).
  meta = document.createElement('meta');
  meta.name = 'laurel-site-name';
  meta.content = SITE;
  document.head.append(meta);
});

afterAll(() => {
  meta.remove();
});

beforeEach(() => {
  scrollTo.mockClear();
  document.title = 'stale';
});

afterEach(() => {
  setNavigator(null);
});

describe('page titles (docs/product.md#routes)', () => {
  it('has a page for every route of the contract', () => {
    for (const route of ROUTES) expect(PAGES[route.path], route.path).toBeDefined();
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('%s is titled "Page name - site"', async (path, route) => {
    const user = route.wrapper ? USER_FOR[route.wrapper]() : null;
    renderApp(path, { user });
    const name = route.titleKey ? nameOf(route.titleKey) : '';
    expect(name, `English title for ${route.titleKey}`).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${name} - ${SITE}`));
  });

  it('titles an unknown path with the not-found title', async () => {
    const app = renderApp('/nope/deeper');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${nameOf(NOT_FOUND_TITLE_KEY)} - ${SITE}`);
    expect(app.location()).toBe('/nope/deeper');
  });

  it('sets an empty title for a route without one', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <RouteEffects />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', handle: { titleKey: 'title.faq' }, element: <Link to="/bare">bare</Link> },
            { path: '/bare', handle: { titleKey: null }, element: <p>no title</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe(`FAQ - ${SITE}`));
    await userEvent.click(screen.getByRole('link', { name: 'bare' }));
    await screen.findByText('no title');
    expect(document.title).toBe('');
  });

  it('scrolls smoothly to the top on every route change', async () => {
    const app = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    scrollTo.mockClear();
    await userEvent.click(screen.getAllByRole('link', { name: 'Rules' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Rules' });
    expect(app.location()).toBe('/rules');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.title).toBe(`Rules - ${SITE}`);
  });
});
