import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../lib/constants.ts';
import { toast } from '../lib/feedback.ts';
import { setNavigator } from '../lib/request/index.ts';
import { bootstrapSession } from '../lib/session/current-user.ts';
import { sendEnvelope } from '../testing/api-server.ts';
import { setupPageTestServer } from '../testing/page-test-server.ts';
import { toastsSettled, toastTexts } from '../testing/toasts.ts';
import { createQueryClient } from './providers.tsx';
import { renderApp } from './test-app.tsx';

const server = setupPageTestServer();
const EXPIRED = 'Login information has expired, please log in again.';

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

/**
 * What main.tsx does: the startup rule of docs/product.md#session-and-startup, then the app at the
 * path it settled on.
 */
async function start(path: string) {
  const startup = await bootstrapSession(createQueryClient(), path);
  return renderApp(startup.redirectTo ?? path);
}

describe('a visitor coming back with a stored token (docs/product.md#session-and-startup, docs/product.md#errors)', { timeout: 20_000 }, () => {
  it.each([
    ['expired', 'Login information has expired.'],
    ['revoked', 'Please log in.'],
  ])('whose session the server refuses (%s) lands on /login with the 401 toast, once', async (_, msg) => {
    server.route('/api/user/getUserInfo', (_req, res) => sendEnvelope(res, 401, msg));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stale-token');
    const app = await start('/account');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // Logging in again leads back to the page asked for.
    expect(app.location()).toBe('/login?redirect=%2Faccount');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await toastsSettled()).toEqual([{ type: 'error', text: EXPIRED }]);

    // Moving on within the app does not tell them again.
    toast.destroy();
    await waitFor(() => expect(toastTexts()).toEqual([]));
    await userEvent.click(screen.getAllByRole('link', { name: 'Register' })[0]!);
    expect(await screen.findByRole('heading', { name: /register/i })).toBeInTheDocument();
    expect(await toastsSettled()).toEqual([]);
  });

  it('without a token: no call, no toast', async () => {
    await start('/account');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(server.received.filter((r) => r.url.pathname === '/api/user/getUserInfo')).toHaveLength(0);
    expect(await toastsSettled()).toEqual([]);
  });

  it('when the server fails otherwise: /login without the expiry toast, token kept', async () => {
    server.route('/api/user/getUserInfo', (_req, res) => sendEnvelope(res, 500, 'Internal server error.'));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    await start('/account');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(await toastsSettled()).toEqual([]);
  });
});
