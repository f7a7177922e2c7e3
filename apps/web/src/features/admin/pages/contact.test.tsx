import { describe, expect, it, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type ContactMessage } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { id: 7, staffRole: 'administrator' });
const p = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const listed = () => server.received.filter((r) => r.url.pathname === p(calls.admin.listContactMessages)).map((r) => Object.fromEntries(r.url.searchParams));
const posted = (call: { path: string }) => server.received.filter((r) => r.method === 'POST' && r.url.pathname === p(call)).map((r) => JSON.parse(r.body) as unknown);

const message = (id: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  subject: `Question ${id}`,
  message: `Can I still enter?\n\nThanks, visitor ${id}`,
  userId: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  repliedAt: null,
  repliedBy: null,
  reply: null,
  ...overrides,
});

beforeEach(() => {
  answer(server, calls.admin.listContactMessages, {
    list: [message(2), message(1, { repliedAt: '2026-11-21T10:00:00.000Z', repliedBy: { id: 7, name: 'Ann Admin' }, reply: 'Yes, until March.' })],
    total: 2,
    page: 1,
    pageSize: 20,
  });
  answer(server, calls.admin.replyContactMessage, message(2, { repliedAt: '2026-11-27T10:00:00.000Z', repliedBy: { id: 7, name: 'Ann Admin' }, reply: 'Yes.' }));
  answer(server, calls.admin.setContactMessageReplied, message(2, { repliedAt: '2026-11-27T10:00:00.000Z', repliedBy: { id: 7, name: 'Ann Admin' } }));
});

describe('the contact messages page', { timeout: 30_000 }, () => {
  it('lists messages with their state, and filters waiting ones and by a text in the URL', async () => {
    renderApp('/admin/contact', { user: admin });
    expect(await screen.findByText('2 messages')).toHaveAttribute('role', 'status');
    const cards = within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Waiting for a reply')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/by Ann Admin/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Reply sent')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Waiting'));
    await waitFor(() => expect(listed().at(-1)).toEqual({ page: '1', pageSize: '20', replied: 'false' }));
    const search = screen.getByRole('search', { name: 'Search messages' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Name, address or words' }), 'deadline');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listed().at(-1)).toEqual({ page: '1', pageSize: '20', replied: 'false', q: 'deadline' }));
  });

  it('replies by mail in the language chosen, says a second reply is a second mail, and marks replied', async () => {
    renderApp('/admin/contact', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply: Question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Visitor 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'Yes.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Chinese' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(posted(calls.admin.replyContactMessage)).toEqual([{ id: 2, reply: 'Yes.', language: 'zh-CN', again: false }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Reply again: Question 1' }));
    const again = await screen.findByRole('dialog', { name: 'Reply to Visitor 1' });
    expect(within(again).getByText(/sending mails a second reply/)).toBeInTheDocument();
    await userEvent.type(within(again).getByRole('textbox', { name: 'Your reply' }), 'And one more thing.');
    await userEvent.click(within(again).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(posted(calls.admin.replyContactMessage).at(-1)).toMatchObject({ id: 1, again: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Mark replied: Question 2' }));
    await waitFor(() => expect(posted(calls.admin.setContactMessageReplied)).toEqual([{ id: 2, replied: true }]));
  });

  it('lets a viewer read without the reply buttons', async () => {
    renderApp('/admin/contact', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByText('Replying needs the people permission.')).toBeInTheDocument();
    await screen.findByText('Question 2');
    expect(screen.queryByRole('button', { name: /Reply/ })).toBeNull();
  });
});
