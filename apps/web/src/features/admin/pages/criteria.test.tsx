import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminCriteria, adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { staffRole: 'administrator' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true })]);
  answer(server, calls.admin.getAdminCriteria, adminCriteria());
  answer(server, calls.admin.saveCriteria, adminCriteria());
});

afterEach(() => setNavigator(null));

describe('the criteria page', { timeout: 30_000 }, () => {
  it('keeps saving off until the weights add up to 100', async () => {
    renderApp('/admin/criteria', { user: admin });
    const weight = (await screen.findAllByRole('spinbutton', { name: 'Weight' }))[0]!;
    expect(screen.getByTestId('weight-sum')).toHaveTextContent('The weights add up to 100%.');
    await userEvent.clear(weight);
    await userEvent.type(weight, '30');
    expect(screen.getByTestId('weight-sum')).toHaveTextContent('The weights add up to 90%: they must add up to 100% before saving.');
    expect(screen.getByRole('button', { name: 'Save criteria' })).toBeDisabled();

    await userEvent.clear(weight);
    await userEvent.type(weight, '40');
    const save = screen.getByRole('button', { name: 'Save criteria' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(posted(calls.admin.saveCriteria)).toHaveLength(1));
    expect(posted(calls.admin.saveCriteria)[0]).toMatchObject({ seasonId: 1, scoreMax: 10, confirmChange: null });
  });

  it('warns that reviews used locked criteria and sends the version read once the change is confirmed', async () => {
    answer(server, calls.admin.getAdminCriteria, adminCriteria({ locked: true, submittedReviews: 17, version: 3 }));
    renderApp('/admin/criteria', { user: admin });
    expect(await screen.findByText(/17 reviews were already submitted with these criteria/)).toBeInTheDocument();
    const name = screen.getAllByRole('textbox', { name: 'Name (English)' })[0]!;
    await userEvent.type(name, ' and craft');
    await userEvent.click(screen.getByRole('button', { name: 'Save criteria' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('17 submitted reviews keep the scores they were given under the old criteria.');
    expect(posted(calls.admin.saveCriteria)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change them' }));
    await waitFor(() => expect(posted(calls.admin.saveCriteria)).toHaveLength(1));
    expect(posted(calls.admin.saveCriteria)[0]).toMatchObject({
      seasonId: 1,
      confirmChange: 3,
      criteria: [
        { key: 'innovation', name: 'Innovation and craft', weight: 40 },
        { key: 'function', name: 'Function', weight: 60 },
      ],
    });
  });
});
