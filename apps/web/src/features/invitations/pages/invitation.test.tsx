import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type JuryInvitationView } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';

const server = setupPageTestServer();
afterEach(() => setNavigator(null));

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const view = (overrides: Partial<JuryInvitationView> = {}): JuryInvitationView => ({
  email: 'nia@studio.example',
  name: 'Nia',
  identity: 2,
  season: { year: 2027, name: 'Laurel 2027' },
  categories: [{ id: 3, name: 'Lighting', nameZh: '灯具' }],
  expiresAt: '2027-03-15T09:00:00.000Z',
  accountExists: false,
  ...overrides,
});
const session = (identity: number) => ({
  token: 'session-token',
  expiresAt: '2027-03-02T00:00:00.000Z',
  user: makeUser(identity, { email: 'nia@studio.example', name: 'Nia Park' }),
});
const posted = () =>
  server.received
    .filter(
      (r) =>
        r.method === 'POST' &&
        r.url.pathname === `${API_PREFIX}${calls.user.acceptJuryInvitation.path}`,
    )
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('/invitation', { timeout: 30_000 }, () => {
  it('shows the season, role and e-mail; a new account sets name and password and lands on the sub-judge review page', async () => {
    server.route(`${API_PREFIX}${calls.user.getJuryInvitation.path}`, (req, res) => {
      expect(req.url.searchParams.get('token')).toBe(TOKEN);
      sendOk(res, view());
    });
    server.route(`${API_PREFIX}${calls.user.acceptJuryInvitation.path}`, (_req, res) =>
      sendOk(res, session(2)),
    );
    const { location } = renderApp(`/invitation?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jury invitation' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You are invited to join the jury of Laurel 2027 as a sub-judge.'),
    ).toBeInTheDocument();
    expect(screen.getByText('nia@studio.example')).toBeInTheDocument();
    expect(screen.getByText('Lighting')).toBeInTheDocument();
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveValue('Nia');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nia Park');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(location()).toBe('/subjuryreview'));
    expect(posted()).toEqual([{ token: TOKEN, name: 'Nia Park', password: 'a long password' }]);
  });

  it('asks an existing account for its password only, and sends a judge to /juryreview', async () => {
    server.route(`${API_PREFIX}${calls.user.getJuryInvitation.path}`, (_req, res) =>
      sendOk(res, view({ identity: 1, categories: [], accountExists: true })),
    );
    server.route(`${API_PREFIX}${calls.user.acceptJuryInvitation.path}`, (_req, res) =>
      sendOk(res, session(1)),
    );
    const { location } = renderApp(`/invitation?token=${TOKEN}`);
    expect(await screen.findByText(/already exists: enter its password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), 'my old password');
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(location()).toBe('/juryreview'));
    expect(posted().at(-1)).toEqual({ token: TOKEN, password: 'my old password' });
  });

  it('says plainly why a used, expired or withdrawn link cannot be used, with no form', async () => {
    server.route(`${API_PREFIX}${calls.user.getJuryInvitation.path}`, (_req, res) =>
      sendEnvelope(
        res,
        409,
        'This invitation has already been accepted. Log in to reach your review page.',
      ),
    );
    renderApp(`/invitation?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has already been accepted.',
    );
    expect(screen.getByText('This invitation cannot be used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact the organisers' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('asks for the mailed link when the page has no token', async () => {
    renderApp('/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page opens from the link in your invitation e-mail.',
    );
  });
});
