import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, CONTACT_SUBJECT_MAX, formMessages } from '@laurel/contract';
import { renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

const block = (id: number, kind: 'rules' | 'terms' | 'contact', title: string, body: string, position = kind as string) => ({
  id,
  kind,
  position,
  title,
  body,
  imageUrl: null,
  linkUrl: null,
  sort: id,
  updatedAt: '2027-02-03T10:00:00.000Z',
});

describe('/faq', { timeout: 20_000 }, () => {
  it('lists the questions as an accordion and opens an answer', async () => {
    answer(server, calls.public.getFaqAndPrivacy, {
      faq: [
        { id: 2, question: 'Can I edit an entry?', answer: '<p>Until the review starts.</p>', sort: 2 },
        { id: 1, question: 'Can I enter twice?', answer: '<p>Yes, <a href="/rules">see the rules</a>.</p>', sort: 1 },
      ],
      privacy: [],
    });
    renderApp('/faq');
    const first = await screen.findByRole('button', { name: 'Can I enter twice?' });
    const questions = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(questions.slice(0, 2)).toEqual(['Can I enter twice?', 'Can I edit an entry?']);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'see the rules' })).toHaveAttribute('href', '/rules');
  });

  it('says so when there are no questions', async () => {
    answer(server, calls.public.getFaqAndPrivacy, { faq: [], privacy: [] });
    renderApp('/faq');
    expect(await screen.findByText('No questions have been published yet.')).toBeInTheDocument();
  });
});

describe('/rules and the legal texts', { timeout: 20_000 }, () => {
  it('shows each rule section from its position', async () => {
    server.route('/api/index/rules', (req, res) => {
      const position = req.url.searchParams.get('position') ?? '';
      sendOk(res, position === 'judging' ? [] : [block(position === 'entry' ? 1 : 2, 'rules', `Rule of ${position}`, '<ul><li>One</li></ul>', position)]);
    });
    // The fee schedule of the fees section has its own test (rules-fees.test.tsx).
    answer(server, calls.public.getCategories, []);
    answer(server, calls.public.getAwardClassification, []);
    renderApp('/rules');
    expect(await screen.findByRole('heading', { level: 3, name: 'Rule of entry' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Rule of fees' })).toBeInTheDocument();
    expect(await screen.findByText('The rules for this season have not been published yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '#rules-fees');
  });

  it('renders the terms with the date of their last change', async () => {
    answer(server, calls.public.getPrivacyPolicyAndFaqs, [block(5, 'terms', 'Terms of entry', '<p>You hold the <strong>rights</strong>.</p>')]);
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of entry' })).toBeInTheDocument();
    expect(screen.getByText('rights').tagName).toBe('STRONG');
    expect(screen.getByText('Last updated 3 February 2027')).toBeInTheDocument();
    expect(server.received.findLast((r) => r.url.pathname === '/api/index/privacyPolicyAndFaqs')?.url.searchParams.get('type')).toBe('terms');
    expect(document.querySelector('meta[name=description]')).toHaveAttribute(
      'content',
      'The terms of use of the site and the terms of entry.',
    );
  });
});

describe('/contact', { timeout: 20_000 }, () => {
  beforeEach(() => {
    answer(server, calls.public.getContact, block(9, 'contact', 'Contact', '<p>hello@laurel.local</p>'));
  });

  it('shows the required messages and sends nothing when the form is empty', async () => {
    renderApp('/contact');
    expect(await screen.findByText('hello@laurel.local')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    // antd validates the fields one by one: wait for all four, not for the first.
    await waitFor(() => expect(screen.getAllByText(formMessages.required())).toHaveLength(4));
    expect(server.received.some((r) => r.url.pathname === '/api/index/submitContact')).toBe(false);
  });

  it('checks the e-mail format and the subject length of the contract', async () => {
    renderApp('/contact');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByLabelText('Subject'));
    await userEvent.paste('x'.repeat(CONTACT_SUBJECT_MAX + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(formMessages.pattern())).toBeInTheDocument();
    expect(await screen.findByText(formMessages.max(CONTACT_SUBJECT_MAX))).toBeInTheDocument();
    expect(server.received.some((r) => r.url.pathname === '/api/index/submitContact')).toBe(false);
  });

  it('sends the message and shows the success state', async () => {
    server.route('/api/index/submitContact', (_req, res) => sendOk(res, { id: 1, receivedAt: '2027-03-01T00:00:00.000Z' }));
    renderApp('/contact');
    await userEvent.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Fees');
    await userEvent.type(screen.getByLabelText('Message'), 'Is there a student fee?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, your message has been sent' })).toBeInTheDocument();
    expect(screen.getByText('The organisers will reply to ada@example.com.')).toBeInTheDocument();
    const sent = server.received.findLast((r) => r.url.pathname === '/api/index/submitContact');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Fees',
      message: 'Is there a student fee?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('');
  });

  it("puts the server's field messages next to the fields", async () => {
    server.route('/api/index/submitContact', (_req, res) => sendEnvelope(res, 422, { email: ['Invalid format'] }));
    renderApp('/contact');
    await userEvent.type(await screen.findByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Thank you, your message has been sent')).not.toBeInTheDocument();
  });
});
