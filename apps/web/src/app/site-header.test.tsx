import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNavigator } from '../lib/request/index.ts';
import { setupPageTestServer } from '../testing/page-test-server.ts';
import { makeUser, renderApp } from './test-app.tsx';

// The header's drawer and account menu are chunks of their own
// (docs/decisions/004-light-first-load.md): they must still open, hold the same links and work by
// keyboard.

// No test here answers a call: the server is there so the app's calls get its 404 envelope
// rather than going to the network.
setupPageTestServer();

afterAll(() => {
  setNavigator(null);
});

describe('site header', { timeout: 20_000 }, () => {
  it('opens the menu drawer, loaded on demand, with the sections and account actions', async () => {
    renderApp('/faq');
    const button = await screen.findByTestId('menu-button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-drawer')).toBeNull();

    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Winners' })).toHaveAttribute('href', '/winner');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByTestId('header-login')).toHaveAttribute('href', '/login');

    // Following a link closes it; it opens again from the same button.
    await userEvent.click(within(nav).getByRole('link', { name: 'Rules' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  it("a logged-in user's menu, loaded with the session, lists their pages and leads to them", async () => {
    const app = renderApp('/faq', { user: makeUser(1, { name: 'Ada Lovelace' }) });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(trigger).toHaveTextContent('AAda Lovelace');
    // The trigger shows at once; the menu's chunk wires it up (antd marks its trigger).
    await waitFor(() => expect(screen.getByTestId('account-menu')).toHaveClass('ant-dropdown-trigger'));
    await userEvent.click(screen.getByTestId('account-menu'));
    await screen.findByRole('menu');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Jury review' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My account' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
  });
});
