import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer({
  '/api/user/register': (_req, res) =>
    sendOk(res, { token: 'tok-new', expiresAt: '2027-12-01T00:00:00.000Z', user: makeUser(0) }),
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
  window.sessionStorage.clear();
});

describe('/register?agent=CODE', { timeout: 30_000 }, () => {
  it('pre-fills the agent code of the link and sends it with the registration', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp('/register?agent=PARTNER01');
    const agent = await screen.findByLabelText(/Agent code/);
    expect(agent).toHaveValue('PARTNER01');

    await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('E-mail'), 'grace@example.com');
    await user.type(screen.getByLabelText('E-mail code'), '123456');
    await user.type(screen.getByLabelText('Password'), 'Compiler#1952');
    await user.type(screen.getByLabelText('Confirm password'), 'Compiler#1952');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
    const body = JSON.parse(server.received.findLast((r) => r.url.pathname === '/api/user/register')?.body ?? '{}');
    expect(body).toMatchObject({ email: 'grace@example.com', agentCode: 'PARTNER01' });
  });

  it('remembers the code for the session when the visitor comes back without the link', async () => {
    const first = renderApp('/register?agent=PARTNER01');
    expect(await screen.findByLabelText(/Agent code/)).toHaveValue('PARTNER01');
    first.unmount();
    renderApp('/register');
    expect(await screen.findByLabelText(/Agent code/)).toHaveValue('PARTNER01');
  });

  it('leaves the field empty without a link', async () => {
    renderApp('/register');
    expect(await screen.findByLabelText(/Agent code/)).toHaveValue('');
  });
});
