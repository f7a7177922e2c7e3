import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminSeason, emptyDashboard } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

// The console's guard and its read-only view, against a real HTTP server answering
// contract-shaped data. jsdom matches no media query: the console shows its phone layout, the
// navigation behind the menu button.

const server = setupPageTestServer();

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true, name: 'Laurel 2027' }), adminSeason(0)]);
  answer(server, calls.admin.getDashboard, emptyDashboard(1));
  answer(server, calls.admin.listStaff, [{ id: 7, email: 'ada@example.com', name: 'Ada Lovelace', staffRole: 'viewer' }]);
});

afterEach(() => setNavigator(null));

describe('the organisers’ console', { timeout: 30_000 }, () => {
  it('sends a visitor to log in, with the way back', async () => {
    const app = renderApp('/admin/seasons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/admin/seasons')}`);
  });

  it('tells an account without a console role that it has no access, and asks the server nothing', async () => {
    const app = renderApp('/admin', { user: makeUser(1) });
    expect(await screen.findByRole('heading', { level: 1, name: "You have no access to the organisers' console" })).toBeInTheDocument();
    // The page says so itself: no redirect to /403, the address stays.
    expect(app.location()).toBe('/admin');
    expect(server.received.filter((r) => r.url.pathname.startsWith('/api/admin'))).toEqual([]);
    // Nor is a request on its way: no console query was ever made (a query registers as its page
    // mounts, before its request goes out — which may reach the server after the line above).
    expect(app.queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toEqual([]);
  });

  it('shows a staff member the current season’s dashboard and its timeline', async () => {
    renderApp('/admin', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The current season's figures (pages/dashboard.test.tsx reads them closely).
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: "The season's dates" });
    expect(within(timeline).getByText('Now')).toBeInTheDocument();
    expect(within(timeline).getByText(/Registration opens/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categories and fees' })).toHaveAttribute('href', '/admin/categories');
  });

  it('gives a viewer the seasons without a way to change them', async () => {
    renderApp('/admin/seasons', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByText(/Laurel 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New season/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit the dates of Laurel 2027' })).toBeDisabled();
  });

  it('lets only an administrator give roles', async () => {
    const first = renderApp('/admin/staff', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Give a role' })).toBeNull();
    first.unmount();
    renderApp('/admin/staff', { user: makeUser(0, { staffRole: 'administrator' }) });
    expect(await screen.findByRole('heading', { name: 'Give a role' })).toBeInTheDocument();
  });
});
