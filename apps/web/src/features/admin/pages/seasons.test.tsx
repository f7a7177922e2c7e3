import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope } from '../../../testing/api-server.ts';
import { adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { staffRole: 'administrator' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true, name: 'Laurel 2027' })]);
  answer(server, calls.admin.getCopyPlan, {
    fromSeasonId: 1,
    copied: [
      { part: 'categories', count: 12 },
      { part: 'awardLevels', count: 3 },
    ],
    notCopied: [{ part: 'entries', count: 240 }],
  });
  answer(server, calls.admin.createSeason, adminSeason(2, { name: 'Laurel 2028' }));
});

afterEach(() => setNavigator(null));

describe('the seasons page', { timeout: 30_000 }, () => {
  it('on a phone shows each season as a card with its actions in reach', async () => {
    // jsdom matches no media query: the page is as narrow as a phone.
    renderApp('/admin/seasons', { user: admin });
    const cards = await screen.findByRole('list', { name: 'Seasons' });
    const card = within(cards).getByText(/2027 · Laurel 2027/).closest('li')!;
    expect(within(card).getByText('current')).toBeInTheDocument();
    expect(within(card).getByText('Entries')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Laurel 2027/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows what a copy takes and leaves, with counts, before the season is made', async () => {
    renderApp('/admin/seasons', { user: admin });
    await screen.findByText(/Laurel 2027/);
    await userEvent.click(screen.getByRole('button', { name: /New season/ }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Copy from/ }));
    await userEvent.click(await screen.findByTitle('2027 · Laurel 2027'));

    const plan = await within(drawer).findByTestId('copy-plan');
    expect(within(plan).getByText('Categories and groups, with their fees: 12')).toBeInTheDocument();
    expect(within(plan).getByText('Award levels: 3')).toBeInTheDocument();
    expect(within(plan).getByText('Entries: 240')).toBeInTheDocument();
    expect(server.received.find((r) => r.url.pathname === path(calls.admin.getCopyPlan))?.url.searchParams.get('fromSeasonId')).toBe('1');
    expect(posted(calls.admin.createSeason)).toEqual([]);

    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Laurel 2028');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create season' }));
    await waitFor(() => expect(posted(calls.admin.createSeason)).toHaveLength(1));
    // The dates start a year after the copied season's.
    expect(posted(calls.admin.createSeason)[0]).toMatchObject({
      year: 2028,
      name: 'Laurel 2028',
      copyFromSeasonId: 1,
      registrationOpensAt: '2028-01-10T09:00:00.000Z',
      resultsAt: '2028-07-01T09:00:00.000Z',
      lateFeeStartsAt: null,
      makeCurrent: false,
    });
  });

  it('shows the server’s refusal in the form', async () => {
    server.route(path(calls.admin.updateSeason), (_req, res) =>
      sendEnvelope(res, 409, 'The results must not come before the second review ends.'),
    );
    renderApp('/admin/seasons', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the dates of Laurel 2027' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The results must not come before the second review ends.')).toBeInTheDocument();
  });

  it('says what changes for the public site before making a season current', async () => {
    answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true, name: 'Laurel 2027' }), adminSeason(2, { name: 'Laurel 2028' })]);
    answer(server, calls.admin.makeSeasonCurrent, adminSeason(2, { name: 'Laurel 2028', isCurrent: true }));
    renderApp('/admin/seasons', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Make Laurel 2028 the current season' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('From now on the public site, the fees and the entry wizard show Laurel 2028 (2028)');
    expect(dialog).toHaveTextContent('Laurel 2027 stops being current.');
    expect(posted(calls.admin.makeSeasonCurrent)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make current' }));
    await waitFor(() => expect(posted(calls.admin.makeSeasonCurrent)).toEqual([{ seasonId: 2 }]));
  });
});
