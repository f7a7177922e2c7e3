import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type AdminJuryProfile } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const editor = makeUser(0, { staffRole: 'content' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);

const profile = (id: number, overrides: Partial<AdminJuryProfile> = {}): AdminJuryProfile => ({
  id,
  name: `Juror ${id}`,
  title: 'Design director',
  titleZh: '设计总监',
  company: 'Studio',
  country: 'CN',
  bio: 'Designs chairs.',
  bioZh: '',
  photoUrl: null,
  sort: id,
  isPublished: true,
  seasonId: null,
  userId: null,
  userEmail: null,
  userName: null,
  ...overrides,
});

beforeEach(() => {
  answer(server, calls.admin.listAdminJuryProfiles, [profile(1), profile(2, { isPublished: false, seasonId: 1, userId: 9, userEmail: 'kim@example.com', userName: 'Kim' }), profile(3)]);
  answer(server, calls.admin.moveJuryProfiles, [profile(2), profile(1), profile(3)]);
  answer(server, calls.admin.saveJuryProfile, profile(4, { name: 'Mei Lin' }));
  answer(server, calls.admin.deleteJuryProfile, { id: 3, deleted: true });
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true })]);
  answer(server, calls.admin.searchPeople, { list: [{ id: 9, email: 'kim@example.com', name: 'Kim', company: null, country: null, identity: 1, staffRole: null, deactivatedAt: null, erasedAt: null, createdAt: '2026-01-01T00:00:00.000Z' }], total: 1, page: 1, pageSize: 10 });
});

afterEach(() => setNavigator(null));

describe('the jury profiles page', { timeout: 30_000 }, () => {
  it('lists the profiles in order with their state, and moves one with its buttons', async () => {
    renderApp('/admin/jury', { user: editor });
    const list = await screen.findByRole('list', { name: 'Jury profiles' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Juror 1', 'Juror 2', 'Juror 3']);
    expect(within(list).getByText('Hidden')).toBeInTheDocument();
    expect(within(list).getByText('Account: kim@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Juror 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Juror 2 up' }));
    await waitFor(() => expect(posted(calls.admin.moveJuryProfiles)).toEqual([{ orderedIds: [2, 1, 3] }]));
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Juror 2'));
  });

  it('makes a profile in both languages, linked to an account found by e-mail', async () => {
    renderApp('/admin/jury', { user: editor });
    await userEvent.click(await screen.findByRole('button', { name: /New profile/ }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Mei Lin');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Role (English)' }), 'Curator');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Role \(Chinese\)/ }), '策展人');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Biography \(English\)/ }), 'Curates.');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Country/ }), 'cn');
    await userEvent.type(within(drawer).getByRole('combobox', { name: 'Account' }), 'kim');
    await userEvent.click(await screen.findByTitle('kim@example.com (Kim)'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls.admin.saveJuryProfile)).toHaveLength(1));
    expect(posted(calls.admin.saveJuryProfile)[0]).toMatchObject({ id: null, name: 'Mei Lin', title: 'Curator', titleZh: '策展人', bio: 'Curates.', country: 'CN', userId: 9, seasonId: null, isPublished: true, photoUrl: null });
  });

  it('deletes after a confirmation', async () => {
    renderApp('/admin/jury', { user: editor });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Juror 3' }));
    const confirm = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm')!);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posted(calls.admin.deleteJuryProfile)).toEqual([{ id: 3 }]));
  });

  it('shows a viewer the profiles without a way to change them', async () => {
    renderApp('/admin/jury', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByText('Your role can look at the jury profiles but not change them.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Juror 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New profile/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Juror 1' })).toBeNull();
  });
});
