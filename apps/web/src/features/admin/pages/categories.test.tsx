import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminCategory, adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { staffRole: 'administrator' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);

const tree = [
  adminCategory(1, { name: 'Product', sort: 1 }),
  adminCategory(2, { name: 'Furniture', parentId: 1, sort: 1, entryFeeCents: 30000, entryCount: 4 }),
  adminCategory(3, { name: 'Lighting', parentId: 1, sort: 2, entryFeeCents: 30000 }),
  adminCategory(4, { name: 'Textiles', parentId: 1, sort: 3, entryFeeCents: 30000 }),
];

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true })]);
  answer(server, calls.admin.listAdminCategories, tree);
  answer(server, calls.admin.moveCategories, tree);
  answer(server, calls.admin.saveCategory, tree[2]!);
});

afterEach(() => setNavigator(null));

describe('the categories page', { timeout: 30_000 }, () => {
  it('reorders a group’s categories by keyboard, sending the whole new order', async () => {
    renderApp('/admin/categories', { user: admin });
    const down = await screen.findByRole('button', { name: 'Move Furniture down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(posted(calls.admin.moveCategories)).toEqual([{ seasonId: 1, parentId: 1, orderedIds: [3, 2, 4] }]));
    expect(await screen.findByText('Furniture moved to place 2 of 3.')).toBeInTheDocument();
    // The keyboard stays on the moved row's button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Furniture down' })).toHaveFocus());
    // The current season is the one asked for, by default.
    expect(server.received.find((r) => r.url.pathname === path(calls.admin.listAdminCategories))?.url.searchParams.get('seasonId')).toBe('1');
  });

  it('sends fees typed in dollars as whole cents, and offers only closing a category with entries', async () => {
    renderApp('/admin/categories?season=1', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Furniture' }));
    let drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(drawer).getByText('It has 4 entries: it can only be closed.')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lighting' }));
    drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Edit Lighting');
    expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const regular = within(drawer).getByRole('spinbutton', { name: 'Regular' });
    await userEvent.clear(regular);
    await userEvent.type(regular, '299.5');
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: /Early bird/ }), '249.99');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls.admin.saveCategory)).toHaveLength(1));
    expect(posted(calls.admin.saveCategory)[0]).toMatchObject({
      id: 3,
      parentId: 1,
      seasonId: 1,
      entryFeeCents: 29950,
      earlyBirdFeeCents: 24999,
      lateFeeCents: null,
    });
  });
});
