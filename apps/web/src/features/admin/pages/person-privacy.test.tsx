import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type PersonDetail, type PersonExport } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminSeason } from '../../../testing/admin-data.ts';
import { sendEnvelope } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

/*
 * Data protection on a person's page (docs/product.md#data-protection): their data saved as JSON
 * and their files as a zip, the erasure dialog (what goes, what stays, the judging choice, the
 * typed address), an erased person shown as erased; and a season's retention period.
 */
const server = setupPageTestServer();
const admin = makeUser(0, { id: 7, staffRole: 'administrator' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);

const person = (overrides: Partial<PersonDetail> = {}): PersonDetail => ({
  id: 42,
  email: 'grace@example.com',
  name: 'Grace Hopper',
  company: 'Navy',
  country: 'US',
  identity: 1,
  staffRole: null,
  deactivatedAt: null,
  erasedAt: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  areaCode: '+1',
  phone: '555 0100',
  language: 'en',
  agentCode: null,
  invitationCode: null,
  juryCategories: [],
  entries: { total: 0, list: [] },
  orders: { total: 0, list: [] },
  reviews: { total: 3, list: [], counts: { firstDraft: 0, firstSubmitted: 3, secondDraft: 0, secondSubmitted: 0 } },
  ...overrides,
});
const erased = person({ email: 'erased-42@erased.invalid', name: 'Erased 42', company: null, country: null, phone: null, erasedAt: '2026-11-27T09:00:00.000Z', deactivatedAt: '2026-11-27T09:00:00.000Z' });
const exported: PersonExport = {
  kind: 'laurel.person-export',
  exportedAt: '2026-11-27T09:00:00.000Z',
  account: { id: 42, email: 'grace@example.com' },
  sessions: [],
  entries: [],
  uploads: [],
  trophyOrders: [],
  orders: [],
  refunds: [],
  invoices: [],
  feeDecisions: [],
  reviews: [],
  conflicts: [],
  assignments: [],
  juryCategories: [],
  juryInvitations: [],
  contactMessages: [],
  mails: [],
  audit: [],
  auditTruncated: false,
};

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

/** Blobs the page saved, by the object URL it was given, and the names it saved them under. */
let saved: Blob[] = [];
let names: string[] = [];
// A saved file is a click on a download link; jsdom would try to navigate to it.
const onClick = (event: MouseEvent) => {
  if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
  event.preventDefault();
  names.push(event.target.download);
};
beforeEach(() => {
  saved = [];
  names = [];
  document.addEventListener('click', onClick);
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (saved.push(blob), `blob:${saved.length}`) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  answer(server, calls.admin.getPerson, person());
  answer(server, calls.admin.exportPerson, exported);
  server.route(path(calls.admin.exportPersonFiles), (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="person-42-files.zip"' });
    res.end(Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')));
  });
  answer(server, calls.admin.erasePerson, erased);
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true, retentionDays: 365 })]);
});
afterEach(() => {
  document.removeEventListener('click', onClick);
  setNavigator(null);
});

describe("a person's data protection", { timeout: 30_000 }, () => {
  it('saves their data as JSON and their files as a zip', async () => {
    renderApp('/admin/people?id=42', { user: admin });
    const section = within(await screen.findByRole('region', { name: 'Data protection' }));
    await userEvent.click(section.getByRole('button', { name: 'Export data (JSON)' }));
    expect(await section.findByRole('status')).toHaveTextContent('Saved person-42.json.');
    expect(JSON.parse(await textOf(saved[0]!))).toEqual(exported);
    await userEvent.click(section.getByRole('button', { name: 'Download files (zip)' }));
    expect(await section.findByText('Saved person-42-files.zip.')).toBeInTheDocument();
    expect(saved[1]!.size).toBe(22);
    expect(names).toEqual(['person-42.json', 'person-42-files.zip']);
  });

  it('erases only once the address is typed, with the judging chosen, then shows the person as erased', async () => {
    renderApp('/admin/people?id=42', { user: admin });
    const section = within(await screen.findByRole('region', { name: 'Data protection' }));
    await userEvent.click(section.getByRole('button', { name: 'Erase…' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Erase Grace Hopper?')).toBeInTheDocument();
    expect(dialog.getByText(/Invoices and credit notes as issued/)).toBeInTheDocument();
    expect(dialog.getByText(/Their name, e-mail address, phone/)).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Erase this person' });
    expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /Delete their reviews/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Their e-mail address' }), 'grace@example');
    expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Their e-mail address' }), '.COM');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(posted(calls.admin.erasePerson)).toEqual([{ userId: 42, judging: 'drop', confirmEmail: 'grace@example.COM' }]));
    expect(await screen.findByText(/This person was erased on/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Erased 42' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase…' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Jury identity' })).toBeNull();
    expect(screen.getAllByText('Erased').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal of the address under the field", async () => {
    server.route(path(calls.admin.erasePerson), (_req, res) => sendEnvelope(res, 422, { confirmEmail: ['Type the person’s e-mail address exactly to confirm.'] }));
    renderApp('/admin/people?id=42', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Their e-mail address' }), 'grace@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase this person' }));
    expect(await dialog.findByText('Type the person’s e-mail address exactly to confirm.')).toBeInTheDocument();
  });

  it('offers no erasure of oneself, and nothing to a viewer', async () => {
    answer(server, calls.admin.getPerson, person({ id: 7 }));
    renderApp('/admin/people?id=7', { user: admin });
    expect(await screen.findByText('You cannot erase your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase…' })).toBeNull();
  });

  it('shows a viewer no data-protection actions', async () => {
    renderApp('/admin/people?id=42', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByText('Your role can look at people but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Data protection' })).toBeNull();
  });
});

describe("a season's retention period", { timeout: 30_000 }, () => {
  it('is edited in the season drawer and sent with the season', async () => {
    answer(server, calls.admin.updateSeason, adminSeason(1, { isCurrent: true, retentionDays: 90 }));
    renderApp('/admin/seasons', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the dates of Laurel 2027' }));
    const drawer = within(await screen.findByRole('dialog'));
    const field = await drawer.findByRole('spinbutton', { name: /^Retention of personal data \(days after the results\)/ });
    expect(field).toHaveValue('365');
    expect(drawer.getByText(/the credits and the custom fields the jury does not read of the entries that won nothing/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '90');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls.admin.updateSeason)).toEqual([expect.objectContaining({ seasonId: 1, retentionDays: 90 })]));
  });
});
