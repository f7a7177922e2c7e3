import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminAwardLevel, adminCategory, adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { staffRole: 'administrator' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true })]);
  answer(server, calls.admin.listAdminCategories, [adminCategory(1), adminCategory(2, { parentId: 1, name: 'Furniture' })]);
  answer(server, calls.admin.listInvitationCodes, []);
  answer(server, calls.admin.listAgentCodes, [{ id: 1, code: 'AGENT-A', agentName: 'Studio Agency', isActive: true, referrals: 5, referredEntries: 9 }]);
  answer(server, calls.admin.generateInvitationCodes, { codes: ['VIP-AAAA', 'VIP-BBBB'] });
  answer(server, calls.admin.listAdminAwardLevels, [
    adminAwardLevel(1, { name: 'Gold', metal: 'gold', useCount: 2 }),
    adminAwardLevel(2, { name: 'Silver', metal: 'silver' }),
  ]);
});

afterEach(() => setNavigator(null));

describe('the codes and award levels pages', { timeout: 30_000 }, () => {
  it('generates many codes with the same terms and shows them to copy or download', async () => {
    renderApp('/admin/codes', { user: admin });
    expect(await screen.findByText('Studio Agency')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate many' }));
    const drawer = await screen.findByRole('dialog');
    const count = within(drawer).getByRole('spinbutton', { name: 'How many' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Prefix/ }), 'VIP');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(posted(calls.admin.generateInvitationCodes)).toHaveLength(1));
    expect(posted(calls.admin.generateInvitationCodes)[0]).toMatchObject({
      seasonId: 1,
      count: 2,
      prefix: 'VIP',
      kind: 'percent',
      discountPercent: 10,
      discountCents: 0,
      maxUsesPerEntrant: 1,
      categoryIds: [],
    });
    expect(await within(drawer).findByTestId('generated-codes')).toHaveTextContent('VIP-AAAA VIP-BBBB');
    expect(within(drawer).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('refuses to delete an award level in use', async () => {
    renderApp('/admin/award-levels', { user: admin });
    expect(await screen.findByRole('button', { name: 'Delete Gold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Silver' })).toBeEnabled();
    expect(screen.getAllByText('$500.00')).toHaveLength(2);
  });
});
