import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type AdminJuryInvitation } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminCategory, adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received
    .filter((r) => r.method === 'POST' && r.url.pathname === path(call))
    .map((r) => JSON.parse(r.body) as unknown);

const invitation = (
  id: number,
  overrides: Partial<AdminJuryInvitation> = {},
): AdminJuryInvitation => ({
  id,
  email: `juror${id}@example.com`,
  name: '',
  identity: 1,
  seasonId: 1,
  categoryIds: [],
  language: 'en',
  state: 'pending',
  invitedBy: 'Staff administrator',
  createdAt: '2027-03-01T09:00:00.000Z',
  expiresAt: '2027-03-15T09:00:00.000Z',
  remindersSent: 0,
  acceptedAt: null,
  acceptedBy: null,
  revokedAt: null,
  ...overrides,
});

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true })]);
  answer(server, calls.admin.listAdminCategories, [
    adminCategory(1),
    adminCategory(2, { parentId: 1, name: 'Furniture' }),
  ]);
  answer(server, calls.admin.listJuryInvitations, [
    invitation(1, { name: 'Ada Lin' }),
    invitation(2, {
      identity: 2,
      state: 'accepted',
      acceptedAt: '2027-03-02T10:00:00.000Z',
      acceptedBy: { id: 9, name: 'Bo Chen', email: 'juror2@example.com' },
    }),
    invitation(3, { state: 'expired' }),
  ]);
  answer(server, calls.admin.inviteJurors, [invitation(4)]);
  answer(server, calls.admin.resendJuryInvitation, invitation(1));
  answer(server, calls.admin.revokeJuryInvitation, invitation(1, { state: 'revoked' }));
});
afterEach(() => setNavigator(null));

describe('/admin/invitations', { timeout: 30_000 }, () => {
  it('lists the invitations with their state and who accepted; invites a sub-judge with categories', async () => {
    renderApp('/admin/invitations', { user: makeUser(0, { staffRole: 'administrator' }) });
    const table = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(table).findByText('Ada Lin')).toBeInTheDocument();
    expect(within(table).getByText('Accepted')).toBeInTheDocument();
    expect(within(table).getByText('Bo Chen')).toBeInTheDocument();
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    // Only pending and expired invitations can be resent or withdrawn.
    expect(within(table).getAllByRole('button', { name: /^Resend the invitation/ })).toHaveLength(
      2,
    );

    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail address' }),
      'new@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: /Add a person/ }));
    const emails = screen.getAllByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(emails[1]!, 'second@example.com');
    await userEvent.type(
      screen.getAllByRole('textbox', { name: 'Name (optional)' })[1]!,
      'Second Person',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
    await userEvent.click(
      await screen.findByText('Furniture', { selector: '.ant-select-item-option-content' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(posted(calls.admin.inviteJurors)).toHaveLength(1));
    expect(posted(calls.admin.inviteJurors)[0]).toEqual({
      seasonId: 1,
      identity: 2,
      categoryIds: [2],
      invitees: [
        { email: 'new@example.com', name: '', language: 'en' },
        { email: 'second@example.com', name: 'Second Person', language: 'en' },
      ],
    });
    expect(await screen.findByText('Invitations sent: 1.')).toBeInTheDocument();
  });

  it('resends and, after confirming, withdraws an invitation', async () => {
    renderApp('/admin/invitations', { user: makeUser(0, { staffRole: 'administrator' }) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend the invitation to juror1@example.com' }),
    );
    await waitFor(() => expect(posted(calls.admin.resendJuryInvitation)).toEqual([{ id: 1 }]));
    expect(
      await screen.findByText('A new link was sent to juror1@example.com.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Withdraw the invitation to juror1@example.com' }),
      ).toBeEnabled(),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to juror1@example.com' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(posted(calls.admin.revokeJuryInvitation)).toEqual([{ id: 1 }]));
  });

  it('shows a viewer the invitations without the form or the actions', async () => {
    renderApp('/admin/invitations', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(
      await screen.findByText('Your role can see the invitations but not send them.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ada Lin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
  });
});
