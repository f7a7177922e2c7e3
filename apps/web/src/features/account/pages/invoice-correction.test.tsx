import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type Invoice } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { setToken } from '../../../lib/session/token.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { entryDetail, entrySummary } from '../../../testing/entry-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer, page } from '../../../testing/public-data.ts';
import { shownToasts } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();

const paid = entrySummary(3, {
  title: 'Tide chair',
  status: 'in_review',
  entryFeeStatus: 'paid',
  documents: { entryFeeInvoice: true, winnerPackageFeeInvoice: false, additionalTrophyFeeInvoice: false, certificate: false },
});

const issued: Invoice = {
  id: 7,
  kind: 'invoice',
  number: 'INV-2027-000007',
  creditsInvoiceNumber: null,
  applyOrderId: 3,
  orderNo: 'E20270302A1B2C3D4E5F60718',
  feeKind: 'entry',
  amountCents: 5000,
  currency: 'USD',
  billingName: 'Ada Lovelace',
  billingCompany: 'Studio Mira',
  billingAddress: 'Storgata 1, 0155 Oslo',
  country: 'NO',
  taxId: 'NO123456789MVA',
  fapiao: false,
  issuedAt: '2027-03-02T10:06:00.000Z',
};

const awarded = entrySummary(4, {
  title: 'Halo lamp',
  status: 'awarded',
  entryFeeStatus: 'paid',
  winnerPackageFeeStatus: 'paid',
  documents: { entryFeeInvoice: true, winnerPackageFeeInvoice: true, additionalTrophyFeeInvoice: false, certificate: true },
});

const winnerIssued: Invoice = {
  ...issued,
  id: 9,
  number: 'INV-2027-000009',
  applyOrderId: 4,
  orderNo: 'W20270610A1B2C3D4E5F60718',
  feeKind: 'winnerPackage',
  amountCents: 119_900,
  billingCompany: 'Studio Halo',
  billingAddress: 'Karl Johans gate 5, 0154 Oslo',
};

beforeEach(() => {
  setToken('tok-entrant');
  answer(server, calls.apply.listEntries, page([paid], 1, 1, 10));
  answer(server, calls.apply.listHistoryEntries, page([], 0, 1, 10));
  answer(server, calls.apply.listAwards, page([], 0, 1, 10));
  answer(server, calls.apply.listHistoryAwards, page([], 0, 1, 10));
  answer(server, calls.public.getGlobalAreaCodes, [
    { country: 'NO', name: 'Norway', dialCode: '+47' },
  ]);
  server.route('/api/apply/info', (req, res) =>
    sendOk(res, entryDetail(Number(req.url.searchParams.get('apply_order_id')))),
  );
  // The invoice in force of the fee asked for.
  server.route('/api/pdf/getFeeInvoice', (req, res) => {
    const feeKind = req.url.searchParams.get('feeKind');
    sendOk(res, calls.pdf.getFeeInvoice.response.parse(feeKind === 'winnerPackage' ? winnerIssued : issued));
  });
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
  vi.restoreAllMocks();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const openCorrection = async () => {
  const user = userEvent.setup();
  renderApp('/account', { user: makeUser(0) });
  const entry = within(await screen.findByTestId('entry-3'));
  await user.click(await entry.findByRole('button', { name: 'Correct the billing details' }));
  const region = within(await entry.findByRole('region', { name: 'Correct the billing details' }));
  // It starts from the details of the invoice in force, and says what a correction does.
  await waitFor(() => expect(region.getByLabelText(/^Company/)).toHaveValue('Studio Mira'));
  expect(
    region.getByText(
      'Invoice INV-2027-000007 will be cancelled by a credit note for its whole amount, and a new invoice is issued with the details below.',
    ),
  ).toBeInTheDocument();
  const company = region.getByLabelText(/^Company/);
  await user.clear(company);
  await user.click(company);
  await user.paste('Mira Design AS');
  await user.click(region.getByRole('button', { name: 'Issue the corrected invoice' }));
  return { user, region };
};

const sentCorrection = () => {
  const sent = server.received.find((r) => r.url.pathname === '/api/pdf/correctInvoice');
  return JSON.parse(sent?.body ?? '{}') as Record<string, unknown>;
};

describe('/account: correcting an invoice', { timeout: 60_000 }, () => {
  it('sends the new company, then offers the new invoice and says a credit note cancelled the old one', async () => {
    server.route('/api/pdf/correctInvoice', (req, res) => {
      const body = JSON.parse(req.body) as Record<string, unknown>;
      sendOk(
        res,
        calls.pdf.correctInvoice.response.parse({
          ...issued,
          id: 8,
          number: 'INV-2027-000008',
          billingCompany: body.billingCompany,
        }),
      );
    });
    const opened: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:new-invoice' });
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { closed: false } as Window;
    });
    server.route('/api/pdf/printEntryFeeInvoice', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 invoice');
    });

    const { user, region } = await openCorrection();

    expect(
      await region.findByText(
        'Invoice INV-2027-000008 is issued. A credit note cancelling invoice INV-2027-000007 was issued too; it is listed under Credit notes.',
      ),
    ).toBeInTheDocument();
    expect(sentCorrection()).toEqual({
      apply_order_id: 3,
      feeKind: 'entry',
      billingName: 'Ada Lovelace',
      billingCompany: 'Mira Design AS',
      billingAddress: 'Storgata 1, 0155 Oslo',
      country: 'NO',
      taxId: 'NO123456789MVA',
      fapiao: false,
    });
    await user.click(region.getByRole('button', { name: 'Download invoice INV-2027-000008' }));
    await waitFor(() => expect(opened).toEqual(['blob:new-invoice']));
  });

  it('corrects the winner package’s invoice too: picked first, its own details, its own print', async () => {
    answer(server, calls.apply.listEntries, page([awarded], 1, 1, 10));
    server.route('/api/pdf/correctInvoice', (req, res) => {
      const body = JSON.parse(req.body) as Record<string, unknown>;
      sendOk(
        res,
        calls.pdf.correctInvoice.response.parse({ ...winnerIssued, id: 10, number: 'INV-2027-000010', billingCompany: body.billingCompany }),
      );
    });
    const opened: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:winner-invoice' });
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { closed: false } as Window;
    });
    server.route('/api/pdf/printWinnerPackageFeeInvoice', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 invoice');
    });
    const user = userEvent.setup();
    renderApp('/account', { user: makeUser(0) });
    const entry = within(await screen.findByTestId('entry-4'));
    await user.click(await entry.findByRole('button', { name: 'Correct the billing details' }));
    const region = within(await entry.findByRole('region', { name: 'Correct the billing details' }));
    // Both invoices were paid: the entry fee's comes first, the winner package's is a choice away.
    const which = region.getByRole('radiogroup', { name: 'Which invoice' });
    expect(within(which).getByRole('radio', { name: 'Entry fee invoice' })).toBeChecked();
    await waitFor(() => expect(region.getByLabelText(/^Company/)).toHaveValue('Studio Mira'));
    await user.click(within(which).getByRole('radio', { name: 'Winner package invoice' }));
    await waitFor(() => expect(region.getByLabelText(/^Company/)).toHaveValue('Studio Halo'));
    expect(region.getByText(/^Invoice INV-2027-000009 will be cancelled/)).toBeInTheDocument();
    const company = region.getByLabelText(/^Company/);
    await user.clear(company);
    await user.click(company);
    await user.paste('Halo Lighting AS');
    await user.click(region.getByRole('button', { name: 'Issue the corrected invoice' }));

    expect(
      await region.findByText(
        'Invoice INV-2027-000010 is issued. A credit note cancelling invoice INV-2027-000009 was issued too; it is listed under Credit notes.',
      ),
    ).toBeInTheDocument();
    expect(sentCorrection()).toMatchObject({ apply_order_id: 4, feeKind: 'winnerPackage', billingCompany: 'Halo Lighting AS', billingAddress: 'Karl Johans gate 5, 0154 Oslo' });
    await user.click(region.getByRole('button', { name: 'Download invoice INV-2027-000010' }));
    await waitFor(() => expect(opened).toEqual(['blob:winner-invoice']));
    expect(server.received.some((r) => r.url.pathname === '/api/pdf/printWinnerPackageFeeInvoice')).toBe(true);
  });

  it('shows the refusal of a refunded payment in place, with no toast, and keeps the form', async () => {
    const refused = 'This payment was refunded in part or whole: its invoice is corrected by the organisers.';
    server.route('/api/pdf/correctInvoice', (_req, res) => sendEnvelope(res, 409, refused));

    const { region } = await openCorrection();

    expect(await region.findByRole('alert')).toHaveTextContent(refused);
    expect(region.getByLabelText(/^Company/)).toHaveValue('Mira Design AS');
    expect(region.getByRole('button', { name: 'Issue the corrected invoice' })).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });
});
