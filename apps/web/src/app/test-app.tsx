import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserInfo } from '@laurel/contract';
import { setNavigator } from '../lib/request/index.ts';
import { setCurrentUser } from '../lib/session/current-user.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { buildRoutes } from './router.tsx';

/**
 * jsdom has no ResizeObserver, which antd's Avatar, Input.Password and Drawer observe with.
 * A stand-in for the platform (never fires), installed only where it is missing.
 * TODO(testing/jsdom-gaps.ts owner): move into installJsdomGaps.
 */
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/** A user as getUserInfo returns it, for tests. */
export function makeUser(identity: number, overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    company: null,
    country: null,
    areaCode: null,
    phone: null,
    identity,
    staffRole: null,
    language: 'en',
    agentCode: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The real route table in a memory router with the app's providers, starting at `path`, with
 * `user` as the current user (what the startup rule would have loaded). Page tests sit beside their
 * pages (features/<feature>/pages/*.test.tsx) and import this, the one file of app/ they may
 * (eslint.config.js).
 */
export function renderApp(path: string, { user = null }: { user?: UserInfo | null } = {}) {
  const queryClient = createQueryClient();
  setCurrentUser(queryClient, user);
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  setNavigator(
    (to) => void router.navigate(to),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
