import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type BulkJob, type BulkPreview } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendOk } from '../../../testing/api-server.ts';
import { adminAwardLevel, adminSeason } from '../../../testing/admin-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { id: 7, staffRole: 'administrator' });
const finance = makeUser(0, { id: 8, staffRole: 'finance' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as Record<string, unknown>);

const preview = (overrides: Partial<BulkPreview> = {}): BulkPreview => ({
  seasonId: 1,
  total: 3,
  ids: [4, 5, 6],
  hash: 'h4sh',
  change: 1,
  same: 1,
  refused: [{ code: 'entryFeeNotSettled', count: 1, ids: [6] }],
  sample: [
    { id: 4, title: 'Fold chair' },
    { id: 5, title: 'Lamp' },
    { id: 6, title: 'Stool' },
  ],
  inlineMax: 200,
  ...overrides,
});
const job = (overrides: Partial<BulkJob> = {}): BulkJob => ({
  id: 31,
  kind: 'status',
  seasonId: 1,
  actor: { id: 7, name: 'Ada Admin' },
  status: 'done',
  total: 1000,
  done: 998,
  failed: 2,
  createdAt: '2026-11-27T09:00:00.000Z',
  finishedAt: '2026-11-27T09:01:00.000Z',
  startedAt: '2026-11-27T09:00:01.000Z',
  params: { kind: 'status', to: 'not_awarded' },
  failures: [
    { entryId: 12, code: 'entryFeeNotSettled' },
    { entryId: 13, code: 'subJudgeDeclaredConflict' },
  ],
  ...overrides,
});

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true, name: 'Laurel 2027' })]);
  answer(server, calls.admin.listAdminAwardLevels, [adminAwardLevel(3, { name: 'Gold' })]);
  answer(server, calls.admin.previewBulk, preview());
  answer(server, calls.admin.startBulk, job({ id: 31, total: 3, done: 2, failed: 1 }));
  answer(server, calls.admin.getBulkJob, job());
  answer(server, calls.admin.listBulkJobs, { list: [job(), job({ id: 30, kind: 'message', status: 'running', done: 200, failed: 0, finishedAt: null })], total: 2, page: 1, pageSize: 20 });
});

afterEach(() => setNavigator(null));

/** antd's list draws each option as a div (its role="option" elements are for screen readers only). */
const option = (name: string | RegExp) => screen.findByText(name, { selector: '.ant-select-item-option-content' });
async function chooseAction(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Action' }));
  await userEvent.click(await option(name));
}

describe('the bulk action pages', { timeout: 30_000 }, () => {
  it('previews the entries named in the address, then starts exactly what was previewed and opens its job', async () => {
    renderApp('/admin/bulk/new?season=1&ids=4,5,6,x', { user: admin });
    expect(await screen.findByText('3 entries chosen by id')).toBeInTheDocument();
    expect(await screen.findByText('Season: Laurel 2027')).toBeInTheDocument();
    await chooseAction('Change status');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const counts = await screen.findByRole('status');
    expect(counts).toHaveTextContent('1 will change');
    expect(counts).toHaveTextContent('1 already so, left as it is');
    expect(counts).toHaveTextContent('1 refused: The entry fee of this entry is not settled');
    expect(screen.getByText('4 — Fold chair')).toBeInTheDocument();
    expect(posted(calls.admin.previewBulk)).toEqual([{ selection: { seasonId: 1, ids: [4, 5, 6] }, action: { kind: 'status', to: 'not_awarded' } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm: act on 3 entries' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk action 31' })).toBeInTheDocument();
    const [start] = posted(calls.admin.startBulk);
    expect(start).toMatchObject({ selection: { seasonId: 1, ids: [4, 5, 6] }, action: { kind: 'status', to: 'not_awarded' }, hash: 'h4sh' });
    expect(start!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses to confirm a preview once the action changed, and sends the filter of the address', async () => {
    renderApp('/admin/bulk/new?season=1&status=submitted&entryFeeStatus=unpaid&q=lamp', { user: admin });
    expect(await screen.findByText('Every entry of the season matching: status = submitted, entryFeeStatus = unpaid, q = lamp')).toBeInTheDocument();
    await chooseAction('Show or hide in the gallery');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm: act on 3 entries' });
    expect(confirm).toBeEnabled();
    expect(posted(calls.admin.previewBulk)[0]).toEqual({ selection: { filter: { seasonId: 1, status: 'submitted', entryFeeStatus: 'unpaid', q: 'lamp' } }, action: { kind: 'show', show: true } });

    await userEvent.click(screen.getByRole('radio', { name: 'Hide from the gallery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('preview again');
    expect(confirm).toBeDisabled();
  });

  it("offers finance the fee decisions and not the others; an export is a download of the same entries", async () => {
    renderApp('/admin/bulk/new?season=1&ids=4,5', { user: finance });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Action' }));
    expect((await option('Change status — Your role cannot do this')).parentElement).toHaveAttribute('aria-disabled', 'true');
    expect((await option('Set a fee')).parentElement).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(await option('Export as CSV'));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/exports/entries?format=csv&seasonId=1&ids=4%2C5');
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  it('lists the jobs newest first with their progress, each a link to its page', async () => {
    renderApp('/admin/bulk', { user: finance });
    expect(await screen.findByRole('link', { name: 'Open bulk action 31' })).toHaveAttribute('href', '/admin/bulk/job?id=31');
    expect(screen.getByRole('link', { name: 'Open bulk action 30' })).toBeInTheDocument();
    expect(screen.getByText('2 bulk actions')).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
  });

  it("follows a running job until it ends, then lists the entries it could not change with why", async () => {
    let reads = 0;
    server.route(path(calls.admin.getBulkJob), (_req, res) => {
      reads += 1;
      sendOk(res, reads < 2 ? job({ status: 'running', done: 400, failed: 0, failures: [], finishedAt: null }) : job());
    });
    renderApp('/admin/bulk/job?id=31', { user: finance });
    expect(await screen.findByText('400 done, 0 not changed, of 1000')).toBeInTheDocument();
    expect(screen.getByText('Updated every second until it ends.')).toBeInTheDocument();
    expect(await screen.findByText('998 done, 2 not changed, of 1000')).toBeInTheDocument();
    expect(screen.queryByText('Updated every second until it ends.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open entry 12' })).toHaveAttribute('href', '/admin/entries/one?id=12');
    expect(screen.getByText('A sub-judge declared a conflict of interest.')).toBeInTheDocument();
    // What it set, in the form's words.
    expect(screen.getByText('New status')).toBeInTheDocument();
    expect(screen.getByText('Not awarded')).toBeInTheDocument();
  });

  it('says no job is chosen when the address names none, and asks the server nothing', async () => {
    renderApp('/admin/bulk/job', { user: finance });
    expect(await screen.findByText('No bulk action is chosen here: open one from the list of bulk actions.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bulk action' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /bulk actions/i })).toHaveAttribute('href', '/admin/bulk');
    expect(server.received.some((r) => r.url.pathname === path(calls.admin.getBulkJob))).toBe(false);
  });
});
