import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { calls } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { getCurrentUser } from '../../../lib/session/current-user.ts';
import { setToken } from '../../../lib/session/token.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { categoryTree, entryDetail, entrySummary } from '../../../testing/entry-data.ts';
import { answer, page } from '../../../testing/public-data.ts';
import { shownToasts, toastsSettled } from '../../../testing/toasts.ts';
import { trophyOrder } from '../../../testing/payment-data.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();

const draft = entrySummary(1, { title: 'Fold chair', status: 'draft', draftStep: 2 });
const submitted = entrySummary(2, {
  title: 'Harbour lamp',
  status: 'submitted',
  category: { id: 3, name: 'Lighting', groupName: 'Product' },
  entryFeeCents: 29900,
  coverUrl: '/files/700/original?exp=1&sig=abc',
});
const paid = entrySummary(3, {
  title: 'Tide chair',
  status: 'in_review',
  entryFeeStatus: 'paid',
  documents: { entryFeeInvoice: true, winnerPackageFeeInvoice: false, additionalTrophyFeeInvoice: false, certificate: false },
});
const awarded = entrySummary(4, {
  title: 'North identity',
  status: 'awarded',
  seasonYear: 2026,
  award: { id: 1, name: 'Gold', rank: 1 },
  entryFeeStatus: 'paid',
  winnerPackageFeeStatus: 'paid',
  winnerPackageFeeCents: 90000,
  trophyFeeCents: 15000,
  documents: { entryFeeInvoice: true, winnerPackageFeeInvoice: true, additionalTrophyFeeInvoice: false, certificate: true },
});

beforeEach(() => {
  setToken('tok-entrant');
  answer(server, calls.apply.listEntries, page([draft, submitted, paid], 3, 1, 10));
  answer(server, calls.apply.listHistoryEntries, page([], 0, 1, 10));
  answer(server, calls.apply.listAwards, page([], 0, 1, 10));
  server.route('/api/apply/historyAwardList', (req, res) => {
    const pageNo = Number(req.url.searchParams.get('page'));
    const list = pageNo === 1 ? [awarded] : [entrySummary(9, { title: 'Older win', status: 'awarded', seasonYear: 2024 })];
    sendOk(res, calls.apply.listHistoryAwards.response.parse(page(list, 12, pageNo, 10)));
  });
  answer(server, calls.public.getGlobalAreaCodes, [
    { country: 'DE', name: 'Germany', dialCode: '+49' },
    { country: 'NO', name: 'Norway', dialCode: '+47' },
    { country: 'US', name: 'United States', dialCode: '+1' },
  ]);
  // Entries that received money are read in full for their credit notes.
  server.route('/api/apply/info', (req, res) => sendOk(res, entryDetail(Number(req.url.searchParams.get('apply_order_id')))));
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
  vi.restoreAllMocks();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const item = async (id: number) => within(await screen.findByTestId(`entry-${id}`));
type Item = Awaited<ReturnType<typeof item>>;
/** The entry's progress as a screen reader reads its steps, in order. */
const steps = (entry: Item, title: string) =>
  within(entry.getByRole('list', { name: `Progress of ${title}` }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);
/** The step marked as the one the entry is at: exactly one. */
const current = (entry: Item, title: string) => {
  const marked = within(entry.getByRole('list', { name: `Progress of ${title}` }))
    .getAllByRole('listitem')
    .filter((step) => step.getAttribute('aria-current') === 'step');
  expect(marked).toHaveLength(1);
  return marked[0]!;
};

describe('/account: entries', { timeout: 30_000 }, () => {
  it('shows each entry as one status line: its progress, the fees that apply and its next action first', async () => {
    renderApp('/account', { user: makeUser(0) });

    const d = await item(1);
    expect(d.getByRole('heading', { level: 3, name: 'Fold chair' })).toBeInTheDocument();
    expect(d.getByText('Product · Furniture · Season 2027')).toBeInTheDocument();
    expect(d.getByTestId('entry-status')).toHaveTextContent('Draft');
    expect(steps(d, 'Fold chair')).toEqual([
      'Draft (current step)',
      'Submitted (to come)',
      'Entry fee paid (to come)',
      'In review (to come)',
      'Result (to come)',
    ]);
    expect(current(d, 'Fold chair')).toHaveTextContent('Draft');
    // A draft owes nothing yet: no fee line at all.
    expect(d.queryByTestId('fee-entry')).not.toBeInTheDocument();
    expect(d.queryByTestId('fee-winnerPackage')).not.toBeInTheDocument();
    expect(d.queryByTestId('fee-trophy')).not.toBeInTheDocument();
    const complete = d.getByRole('link', { name: 'Complete entry' });
    expect(complete).toHaveAttribute('href', '/steps?apply_order_id=1');
    expect(complete).toHaveClass('ant-btn-primary');
    expect(d.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/preview?apply_order_id=1');
    expect(d.getByRole('button', { name: 'Submit' })).not.toHaveClass('ant-btn-primary');

    const s = await item(2);
    expect(s.getByTestId('entry-status')).toHaveTextContent('Submitted');
    expect(s.getByText('Entry fee due: $299.00')).toBeInTheDocument();
    expect(steps(s, 'Harbour lamp')).toEqual([
      'Draft (done)',
      'Submitted (done)',
      'Entry fee paid (current step)Due',
      'In review (to come)',
      'Result (to come)',
    ]);
    expect(s.getByTestId('fee-entry')).toHaveTextContent('Entry fee$299.00 · Due');
    expect(s.queryByTestId('fee-winnerPackage')).not.toBeInTheDocument();
    const pay = s.getByRole('link', { name: 'Pay entry fee' });
    expect(pay).toHaveAttribute('href', '/preview?apply_order_id=2#pay');
    expect(pay).toHaveClass('ant-btn-primary');
    expect(s.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/preview?apply_order_id=2');
    expect(s.queryByRole('link', { name: 'Complete entry' })).not.toBeInTheDocument();
    expect(s.queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();

    const p = await item(3);
    expect(current(p, 'Tide chair')).toHaveTextContent('In review');
    expect(p.getByTestId('fee-entry')).toHaveTextContent('Paid');
    expect(p.queryByTestId('fee-trophy')).not.toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Entry fee invoice' })).toBeInTheDocument();
    expect(p.queryByText(/Entry fee due/)).not.toBeInTheDocument();
    // In review: paid; and nothing to pay for a draft.
    expect(p.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(d.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('an award shows its seal; its winner package is due only once awarded, and leads to the winner details', async () => {
    const due = entrySummary(5, {
      title: 'Quiet lamp',
      status: 'awarded',
      award: { id: 2, name: 'Silver', rank: 2 },
      entryFeeStatus: 'paid',
      winnerPackageFeeStatus: 'unpaid',
      winnerPackageFeeCents: 60000,
      trophyFeeCents: 15000,
    });
    const late = entrySummary(6, { title: 'Late chair', status: 'in_review', entryFeeStatus: 'unpaid' });
    answer(server, calls.apply.listEntries, page([due, late], 2, 1, 10));
    renderApp('/account', { user: makeUser(0) });

    const a = await item(5);
    const result = current(a, 'Quiet lamp');
    expect(result).toHaveTextContent('Result');
    expect(result).toHaveTextContent('Silver');
    expect(result.querySelector('svg.award-seal__mark')).not.toBeNull();
    expect(a.getByText('Confirm your winner details and pay the winner package ($600.00).')).toBeInTheDocument();
    const confirm = a.getByRole('link', { name: 'Confirm winner details' });
    expect(confirm).toHaveAttribute('href', '/awards/steps?apply_order_id=5');
    expect(confirm).toHaveClass('ant-btn-primary');
    expect(a.getByTestId('fee-winnerPackage')).toHaveTextContent('Winner package$600.00 · Due');
    // No trophies ordered: no trophy line, and never "Extra trophies: unpaid".
    await waitFor(() => expect(server.received.some((r) => r.url.searchParams.get('apply_order_id') === '5')).toBe(true));
    expect(a.queryByTestId('fee-trophy')).not.toBeInTheDocument();
    expect(a.queryByText(/Extra trophies/)).not.toBeInTheDocument();
    expect(a.queryByRole('link', { name: 'Pay entry fee' })).not.toBeInTheDocument();
    expect(a.queryByRole('button', { name: 'Certificate' })).not.toBeInTheDocument();

    // Review has started: the entry fee can no longer be paid on the site (apps/server/src/services/payments/README.md#payments),
    // and the step says in words that it was left unpaid.
    const l = await item(6);
    expect(l.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(steps(l, 'Late chair')[2]).toBe('Entry fee paid (needs attention)Unpaid');
    expect(l.getByTestId('fee-entry')).toHaveTextContent('Unpaid');
  });

  it('extra trophies ordered and not yet paid: their fee line and "Pay for trophies" first', async () => {
    const won = entrySummary(7, {
      title: 'Rain coat',
      status: 'awarded',
      award: { id: 1, name: 'Gold', rank: 1 },
      entryFeeStatus: 'paid',
      winnerPackageFeeStatus: 'paid',
      winnerPackageFeeCents: 90000,
      trophyFeeCents: 15000,
      documents: { entryFeeInvoice: true, winnerPackageFeeInvoice: true, additionalTrophyFeeInvoice: false, certificate: true },
    });
    answer(server, calls.apply.listEntries, page([won], 1, 1, 10));
    server.route('/api/apply/info', (req, res) =>
      sendOk(res, entryDetail(Number(req.url.searchParams.get('apply_order_id')), {
        trophyOrders: [trophyOrder(1, { applyOrderId: 7, quantity: 2, unitFeeCents: 15000, amountCents: 30000, feeStatus: 'unpaid' })],
      })),
    );
    renderApp('/account', { user: makeUser(0) });
    const w = await item(7);
    const payTrophies = await w.findByRole('link', { name: 'Pay for trophies' });
    expect(payTrophies).toHaveAttribute('href', '/trophie?apply_order_id=7#pay');
    expect(payTrophies).toHaveClass('ant-btn-primary');
    expect(w.getByTestId('fee-trophy')).toHaveTextContent('Extra trophies$300.00 · Due');
    expect(w.getByTestId('fee-winnerPackage')).toHaveTextContent('Paid');
    // The certificate is still there, as a document.
    expect(w.getByRole('button', { name: 'Certificate' })).not.toHaveClass('ant-btn-primary');
  });

  it('a list that fails to load says so in place, with a retry, and no toast', async () => {
    let fail = true;
    server.route('/api/apply/entryList', (_req, res) =>
      fail
        ? sendEnvelope(res, 500, 'Internal server error (request req-1).')
        : sendOk(res, calls.apply.listEntries.response.parse(page([draft], 1, 1, 10))),
    );
    const user = userEvent.setup();
    renderApp('/account', { user: makeUser(0) });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Your entries could not be loaded.');
    expect(await toastsSettled()).toEqual([]);
    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Fold chair' })).toBeInTheDocument();
  });

  it('asks for the billing details before the entry-fee invoice, and lists the credit notes to print', async () => {
    server.route('/api/apply/info', (req, res) => {
      const id = Number(req.url.searchParams.get('apply_order_id'));
      const notes = id === 3 ? [{ number: 'CN-2027-000004', feeKind: 'entry' as const, totalCents: 5000, issuedAt: '2027-04-02T10:00:00.000Z' }] : [];
      sendOk(res, calls.apply.getEntryInfo.response.parse(entryDetail(id, { creditNotes: notes })));
    });
    const opened: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:note' });
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { closed: false } as Window;
    });
    server.route('/api/pdf/printCreditNote', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 credit note');
    });
    const user = userEvent.setup();
    renderApp('/account', { user: makeUser(0) });
    const p = await item(3);
    expect(await p.findByText('Credit notes')).toBeInTheDocument();
    expect(p.getByText('Entry fee · $50.00 · 2 April 2027')).toBeInTheDocument();
    await user.click(p.getByRole('button', { name: 'Credit note CN-2027-000004' }));
    await waitFor(() => expect(opened).toEqual(['blob:note']));
    const print = server.received.find((r) => r.url.pathname === '/api/pdf/printCreditNote');
    expect(Object.fromEntries(print?.url.searchParams ?? [])).toEqual({ apply_order_id: '3', number: 'CN-2027-000004' });
    // Only entries that received money are read for credit notes: the paid one (3), never the
    // draft (1) or the unpaid submission (2). Which others are read depends on what else has
    // loaded (the past awards' list, a late request of the previous test), so it is not asserted.
    const read = server.received.filter((r) => r.url.pathname === '/api/apply/info').map((r) => r.url.searchParams.get('apply_order_id'));
    expect(read).toContain('3');
    expect(read).not.toContain('1');
    expect(read).not.toContain('2');

    await user.click(p.getByRole('button', { name: 'Entry fee invoice' }));
    const form = await p.findByRole('region', { name: 'Details for your invoice' });
    expect(within(form).getByRole('heading', { name: 'Details for your invoice' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(p.getByRole('button', { name: 'Entry fee invoice' })).toHaveFocus());
    expect(server.received.some((r) => r.url.pathname === '/api/pdf/createEntryFeeInvoice')).toBe(false);
  });

  it('submitting an incomplete draft lists what is missing by its labels, once, with no toast', async () => {
    server.route('/api/apply/edit', (_req, res) =>
      sendEnvelope(res, 422, {
        imageFileIds: ['This field is required'],
        title: ['This field is required'],
        description: ['This field is required'],
        categoryId: ['This field is required'],
      }),
    );
    renderApp('/account', { user: makeUser(0) });
    const d = await item(1);
    await userEvent.click(d.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Submit this entry? Its texts can no longer be changed afterwards.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    const refusal = await d.findByRole('alert');
    expect(refusal).toHaveTextContent('The entry cannot be submitted yet:');
    expect(within(refusal).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Images: This field is required',
      'Project title: This field is required',
      'Description: This field is required',
      'Category: This field is required',
    ]);
    expect(document.body).not.toHaveTextContent(/imageFileIds|categoryId/);
    expect(await toastsSettled()).toEqual([]);
    const body = JSON.parse(server.received.findLast((r) => r.url.pathname === '/api/apply/edit')?.body ?? '{}');
    expect(body).toEqual({ apply_order_id: 1, submit: true });
  });

  it('submits a draft from the list: the list reloads, and its page opens on the submitted entry at once', async () => {
    const sent = entryDetail(1, { title: 'Fold chair', status: 'submitted', canEdit: false });
    server.route('/api/apply/edit', (_req, res) => {
      answer(server, calls.apply.listEntries, page([{ ...draft, status: 'submitted' }, submitted, paid], 3, 1, 10));
      sendOk(res, sent);
    });
    answer(server, calls.public.getCategories, categoryTree());
    // The entry's own call never answers: what the preview shows comes from the submit's answer.
    server.route('/api/apply/info', () => undefined);
    const user = userEvent.setup();
    renderApp('/account', { user: makeUser(0) });
    const d = await item(1);
    await user.click(d.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(d.getByTestId('entry-status')).toHaveTextContent('Submitted'));

    await user.click(d.getByRole('link', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fold chair' })).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
  });

  it('pages the past awards, with certificate, invoices and trophies for a settled award', async () => {
    const opened: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:cert' });
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { closed: false } as Window;
    });
    server.route('/api/pdf/printCertPdf', (req, res) => {
      expect(req.headers.token).toBe('tok-entrant');
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 certificate');
    });
    const user = userEvent.setup();
    const app = renderApp('/account', { user: makeUser(0) });
    await user.click(await screen.findByRole('tab', { name: 'Past awards' }));
    await waitFor(() => expect(app.location()).toBe('/account?tab=historyAwards'));

    const a = await item(4);
    expect(a.getByTestId('entry-status')).toHaveTextContent('Awarded');
    expect(a.getByText('Gold')).toBeInTheDocument();
    expect(a.getByText('Congratulations: your certificate is ready.')).toBeInTheDocument();
    expect(a.getByTestId('fee-winnerPackage')).toHaveTextContent('Winner package$900.00 · Paid');
    expect(a.queryByTestId('fee-trophy')).not.toBeInTheDocument();
    expect(a.getByRole('link', { name: 'Winner details' })).toHaveAttribute('href', '/awards/steps?apply_order_id=4');
    expect(a.getByRole('link', { name: 'Order trophies' })).toHaveAttribute('href', '/trophie?apply_order_id=4');
    expect(a.getByRole('button', { name: 'Winner package invoice' })).toBeInTheDocument();
    // Everything settled: the certificate is the next thing to do.
    expect(a.getByRole('button', { name: 'Certificate' })).toHaveClass('ant-btn-primary');
    await user.click(a.getByRole('button', { name: 'Certificate' }));
    await waitFor(() => expect(opened).toEqual(['blob:cert']));
    const print = server.received.find((r) => r.url.pathname === '/api/pdf/printCertPdf');
    expect(print?.url.searchParams.get('apply_order_id')).toBe('4');

    // 12 awards: a second page.
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Older win' })).toBeInTheDocument();
    const last = server.received.findLast((r) => r.url.pathname === '/api/apply/historyAwardList');
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({ page: '2', pageSize: '10' });
  });

  it('downloads the award’s seal as SVG and PNG once the winner package is paid, and refuses in a toast', async () => {
    const saved: { href: string; download: string }[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => `blob:${blob.type}` });
    // A saved file is a click on a download link; jsdom would try to navigate to it.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
      event.preventDefault();
      saved.push({ href: event.target.getAttribute('href')!, download: event.target.download });
    };
    document.addEventListener('click', onClick);
    try {
      server.route('/api/pdf/downloadAwardSealSvg', (req, res) => {
        expect(req.headers.token).toBe('tok-entrant');
        res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Disposition': 'attachment; filename="award-seal-2026-gold-4.svg"' });
        res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      });
      server.route('/api/pdf/downloadAwardSealPng', (_req, res) => sendEnvelope(res, 409, 'The award seal is ready once the winner package is paid.'));
      const user = userEvent.setup();
      renderApp('/account', { user: makeUser(0) });
      // The entry fee paid, no award: no seal.
      const p = await item(3);
      expect(p.getByRole('button', { name: 'Entry fee invoice' })).toBeInTheDocument();
      expect(p.queryByRole('button', { name: /Download seal/ })).not.toBeInTheDocument();

      await user.click(await screen.findByRole('tab', { name: 'Past awards' }));
      const a = await item(4);
      await user.click(a.getByRole('button', { name: 'Download seal (SVG)' }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:image/svg+xml', download: 'award-seal-2026-gold-4.svg' }]));
      const svg = server.received.find((r) => r.url.pathname === '/api/pdf/downloadAwardSealSvg');
      expect(svg?.url.searchParams.get('apply_order_id')).toBe('4');

      // A refusal is the server's message, and nothing is saved.
      await user.click(a.getByRole('button', { name: 'Download seal (PNG)' }));
      await waitFor(() => expect(shownToasts().map((t) => t.text)).toContain('The award seal is ready once the winner package is paid.'));
      expect(saved).toHaveLength(1);
    } finally {
      document.removeEventListener('click', onClick);
    }
  });

  it('tells the entrant what to do next when a list is empty', async () => {
    answer(server, calls.apply.listEntries, page([], 0, 1, 10));
    const user = userEvent.setup();
    renderApp('/account', { user: makeUser(0) });
    expect(await screen.findByText('No entries this season yet')).toBeInTheDocument();
    const start = screen.getAllByRole('link', { name: /Start a new entry/ });
    expect(start.every((link) => link.getAttribute('href') === '/steps')).toBe(true);
    expect(start).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Awards' }));
    expect(await screen.findByText('No awards this season yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past entries' }));
    expect(await screen.findByText('No entries from earlier seasons')).toBeInTheDocument();
  });

  it('the tabs follow the keyboard of the tabs pattern and keep the choice in the address', async () => {
    const user = userEvent.setup();
    const app = renderApp('/account', { user: makeUser(0) });
    const first = await screen.findByRole('tab', { name: 'Current entries' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Current entries' })).toBeInTheDocument();
    // One tab stop: the others are reached with the arrows.
    expect(screen.getByRole('tab', { name: 'Past entries' })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past entries' });
    expect(past).toHaveFocus();
    expect(past).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(app.location()).toBe('/account?tab=history'));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Past awards' })).toHaveFocus();
    await waitFor(() => expect(app.location()).toBe('/account?tab=historyAwards'));
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await waitFor(() => expect(app.location()).toBe('/account'));
  });

  it('lists the e-mails the entrant receives', async () => {
    renderApp('/account', { user: makeUser(0) });
    const section = within(await screen.findByRole('region', { name: 'E-mails you receive' }));
    expect(section.getByText('Submission received')).toBeInTheDocument();
    expect(section.getByText('Entry fee paid')).toBeInTheDocument();
    expect(section.getByText('Awarded')).toBeInTheDocument();
    expect(section.getByText(/ada@example\.com/)).toBeInTheDocument();
  });
});

describe('/account: profile', { timeout: 30_000 }, () => {
  it('edits name, company and phone with the area-code list and refreshes the current user', async () => {
    server.route('/api/user/updateProfile', (req, res) => {
      const body = JSON.parse(req.body) as Record<string, string>;
      sendOk(res, calls.user.updateProfile.response.parse(makeUser(0, { ...body })));
    });
    // Values are pasted, not typed key by key: jsdom's layout calls behind antd inputs cost
    // seconds per key on a busy machine.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const app = renderApp('/account', { user: makeUser(0, { country: 'NO' }) });
    const details = await screen.findByTestId('account-details');
    expect(details).toHaveTextContent('Norway');
    expect(details).toHaveTextContent('Not given');

    await user.click(screen.getByRole('button', { name: /Edit profile/ }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(name);
    await user.paste('Ada King');
    await user.click(screen.getByLabelText(/Company or studio/));
    await user.paste('Analytical Studio');
    await user.click(screen.getByRole('combobox', { name: 'Code' }));
    await user.keyboard('Germ');
    await user.click(await screen.findByText('Germany +49'));
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('30 1234567');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(getCurrentUser(app.queryClient)?.name).toBe('Ada King'));
    const body = JSON.parse(server.received.findLast((r) => r.url.pathname === '/api/user/updateProfile')?.body ?? '{}');
    expect(body).toEqual({
      name: 'Ada King',
      company: 'Analytical Studio',
      country: 'NO',
      areaCode: '+49',
      phone: '30 1234567',
    });
    expect(await screen.findByTestId('account-details')).toHaveTextContent('+49 30 1234567');
    expect(screen.getByTestId('account-menu')).toHaveTextContent('Ada King');
    await waitFor(() => expect(shownToasts()).toContainEqual({ type: 'success', text: 'Your profile has been saved.' }));
  });

  it('puts the server’s 422 on the field and keeps the form open', async () => {
    server.route('/api/user/updateProfile', (_req, res) => sendEnvelope(res, 422, { phone: ['Invalid format'] }));
    const user = userEvent.setup();
    renderApp('/account', { user: makeUser(0) });
    await user.click(await screen.findByRole('button', { name: /Edit profile/ }));
    await user.type(await screen.findByLabelText('Phone number'), '(0) 1234');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    // antd remounts a field's message while its list settles (the area codes arriving re-render
    // the form), so a node found once may be gone a moment later: wait for the settled state.
    await waitFor(() => {
      expect(screen.getByText('Invalid format', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
      expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    });
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeInTheDocument();
    // Said once, where it is corrected: no toast repeats it, and the field has the focus.
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    expect(await toastsSettled()).toEqual([]);
  });
});
