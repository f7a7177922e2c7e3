import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type MailKindSummary, type MailLogItem, type MailTemplate } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { id: 7, staffRole: 'administrator' });
const viewer = makeUser(0, { id: 8, staffRole: 'viewer' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);
const logQueries = () => server.received.filter((r) => r.url.pathname === path(calls.admin.listMailLog)).map((r) => Object.fromEntries(r.url.searchParams));

const summary = (kind: string, group: string, title: string, customised = { en: false, 'zh-CN': false }): MailKindSummary => ({
  kind,
  group,
  title: { en: title, 'zh-CN': `${title}（中文）` },
  description: { en: `When ${title}`, 'zh-CN': '何时发送' },
  customised,
});
const receipt = (overrides: Partial<MailTemplate> = {}): MailTemplate => ({
  ...summary('payment.paid', 'payments', 'Receipt', { en: true, 'zh-CN': false }),
  fields: [
    { key: 'entrant.name', label: { en: "The entrant's name", 'zh-CN': '参赛者姓名' }, sample: { en: 'Mia Chen', 'zh-CN': '陈米娅' } },
    { key: 'fee.amount', label: { en: 'The amount', 'zh-CN': '金额' }, sample: { en: '$299.00', 'zh-CN': '$299.00' } },
    { key: 'link.account', label: { en: 'Link to the account page', 'zh-CN': '账户页面链接' }, sample: { en: '/account', 'zh-CN': '/account' } },
  ],
  essential: ['link.account'],
  languages: {
    en: { default: { subject: 'Receipt: {{fee.amount}}', body: '# Payment received\n\nDear {{entrant.name}},' }, saved: { subject: 'Thanks {{entrant.name}}', body: 'Paid.', updatedAt: '2026-11-20T09:00:00.000Z', updatedBy: 'Ada' } },
    'zh-CN': { default: { subject: '付款收据：{{fee.amount}}', body: '{{entrant.name}}，您好：' }, saved: null },
  },
  ...overrides,
});
const logItem = (id: number, overrides: Partial<MailLogItem> = {}): MailLogItem => ({
  id,
  kind: 'payment.paid',
  to: 'grace@example.com',
  subject: 'Receipt: $299.00',
  sensitive: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  sentAt: '2026-11-20T09:00:01.000Z',
  status: 'sent',
  attempts: 1,
  lastError: null,
  ...overrides,
});

beforeEach(() => {
  answer(server, calls.admin.listMailTemplates, [
    summary('verify-code.register', 'account', 'Registration code'),
    summary('payment.paid', 'payments', 'Receipt', { en: true, 'zh-CN': false }),
  ]);
  answer(server, calls.admin.getMailTemplate, receipt());
  answer(server, calls.admin.saveMailTemplate, receipt());
  answer(server, calls.admin.resetMailTemplate, receipt({ customised: { en: false, 'zh-CN': false }, languages: { ...receipt().languages, en: { ...receipt().languages.en, saved: null } } }));
  answer(server, calls.admin.previewMailTemplate, { subject: 'Thanks Mia Chen', html: '<!doctype html><html><body><div style="padding:32px"><p style="margin:0">Paid.</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a></div></body></html>', text: 'Paid.' });
  answer(server, calls.admin.sendTestMail, { id: 3, to: 'ada@example.com' });
  answer(server, calls.admin.listMailLog, {
    list: [logItem(2), logItem(1, { kind: 'verify-code.register', subject: null, sensitive: true, status: 'failed', attempts: 5, lastError: 'ECONNREFUSED', sentAt: null })],
    total: 2,
    page: 1,
    pageSize: 20,
  });
});

afterEach(() => setNavigator(null));

describe('the mail pages', { timeout: 30_000 }, () => {
  it('lists the mails by group, each language default or customised, each a link to its editor', async () => {
    renderApp('/admin/mail', { user: admin });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByRole('link', { name: 'Edit Receipt' })).toHaveAttribute('href', '/admin/mail/edit?kind=payment.paid');
    expect(within(payments).getByText('English: Customised')).toBeInTheDocument();
    expect(within(payments).getByText('Chinese: Default')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Registration code');
  });

  it('edits both languages side by side, inserts a merge field at the cursor, previews and saves', async () => {
    renderApp('/admin/mail/edit?kind=payment.paid', { user: admin });
    const [subject] = await screen.findAllByRole('textbox', { name: 'Subject' });
    expect(screen.getAllByRole('textbox', { name: 'Subject' }).map((i) => (i as HTMLInputElement).value)).toEqual(['Thanks {{entrant.name}}', '付款收据：{{fee.amount}}']);
    expect(screen.getByText(/Saved .* by Ada/)).toBeInTheDocument();
    expect(screen.getByText('Using the default words')).toBeInTheDocument();
    // The cursor at the end of the English subject; insert puts the field there.
    const en = subject as HTMLInputElement;
    en.focus();
    en.setSelectionRange(en.value.length, en.value.length);
    fireEvent.select(en);
    await userEvent.click(screen.getByRole('button', { name: 'Insert {{fee.amount}}' }));
    expect(en.value).toBe('Thanks {{entrant.name}}{{fee.amount}}');
    expect(await screen.findByText('Subject: Thanks Mia Chen')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Preview of the English mail' })).toHaveTextContent('Paid.');
    // Only the layout's own elements and their style are shown: nothing that could load or run.
    const shown = screen.getByRole('region', { name: 'Preview of the English mail' });
    expect(shown.querySelector('img, a, [onerror]')).toBeNull();
    expect(shown.querySelector('p')).toHaveAttribute('style', 'margin:0');
    await waitFor(() => expect(posted(calls.admin.previewMailTemplate).at(-1)).toMatchObject({ kind: 'payment.paid', language: 'en', subject: 'Thanks {{entrant.name}}{{fee.amount}}' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save both languages' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(posted(calls.admin.saveMailTemplate)).toEqual([
      { kind: 'payment.paid', en: { subject: 'Thanks {{entrant.name}}{{fee.amount}}', body: 'Paid.' }, zh: { subject: '付款收据：{{fee.amount}}', body: '{{entrant.name}}，您好：' } },
    ]);
  });

  it('shows an unknown merge field beside the field it is in', async () => {
    server.route(path(calls.admin.saveMailTemplate), (_req, res) => sendEnvelope(res, 422, { 'zh.body': ['{{entrant.email}} is not a merge field of this mail; use one of those listed.'] }));
    renderApp('/admin/mail/edit?kind=payment.paid', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Save both languages' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('{{entrant.email}} is not a merge field');
    const bodies = screen.getAllByRole('textbox', { name: 'Body' });
    expect(bodies[1]).toHaveAttribute('aria-invalid', 'true');
    expect(bodies[0]).not.toHaveAttribute('aria-invalid');
  });

  it('sends a test of the previewed language to oneself, and resets a language to its default', async () => {
    renderApp('/admin/mail/edit?kind=payment.paid', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test of the English mail was sent to ada@example.com.')).toBeInTheDocument();
    expect(posted(calls.admin.sendTestMail)).toEqual([{ kind: 'payment.paid', language: 'en', subject: 'Thanks {{entrant.name}}', body: 'Paid.' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Reset English to default' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('English is back to the default.')).toBeInTheDocument();
    expect(posted(calls.admin.resetMailTemplate)).toEqual([{ kind: 'payment.paid', language: 'en' }]);
    expect((screen.getAllByRole('textbox', { name: 'Subject' })[0] as HTMLInputElement).value).toBe('Receipt: {{fee.amount}}');
  });

  it('lets a viewer read a mail but not change or send it', async () => {
    renderApp('/admin/mail/edit?kind=payment.paid', { user: viewer });
    expect(await screen.findByText(/Your role may look at the mails/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save both languages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a test to me' })).toBeNull();
  });

  it('reads the mail log of an address from the URL, a code’s subject hidden, failures with their error', async () => {
    const app = renderApp('/admin/mail-log?email=grace%40example.com', { user: admin });
    expect(await screen.findByText('2 mails')).toHaveAttribute('role', 'status');
    expect(logQueries()[0]).toMatchObject({ email: 'grace@example.com', page: '1', pageSize: '20' });
    expect(screen.getByRole('searchbox', { name: 'E-mail address, or part of one' })).toHaveValue('grace@example.com');
    expect(screen.getByText('Hidden (it contains a code)')).toBeInTheDocument();
    expect(screen.getByText('ECONNREFUSED')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('after 5 tries')).toBeInTheDocument();
    expect((await screen.findAllByText('Receipt')).length).toBeGreaterThan(0);

    const box = screen.getByRole('searchbox', { name: 'E-mail address, or part of one' });
    await userEvent.clear(box);
    await userEvent.type(box, 'example.com{Enter}');
    await waitFor(() => expect(app.location()).toBe('/admin/mail-log?email=example.com'));
  });

  it('tells a role without the people permission that it cannot read the log', async () => {
    renderApp('/admin/mail-log', { user: viewer });
    expect(await screen.findByText(/may not read the mail log/)).toBeInTheDocument();
    expect(logQueries()).toEqual([]);
  });
});
