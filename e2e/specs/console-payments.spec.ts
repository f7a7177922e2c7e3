import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { EntryDetail, PaymentOrder } from '@laurel/contract';
import { startFakeTransferEasy, type FakeTransferEasy } from '../../apps/server/test/services/payments/providers/fake-transfer-easy.ts';
import { registerByApi, uniqueEmail } from '../support/api.ts';
import { startBareServer, type BareServer } from '../support/bare-server.ts';
import { bareCall, openSeasonByApi } from '../support/console.ts';
import { expect, test as base, useToken } from '../support/fixtures.ts';
import { latestMail } from '../support/mail.ts';
import { submittedEntry } from '../support/paid-award.ts';
import { pdfText } from '../support/pdf.ts';

// Issue 29 "done when", the payments desk's journey: the finance role finds an entrant's pending
// TransferEasy order, marks the fee paid offline with the transfer's reference and a reason, later
// refunds half of it; the entrant receives the receipt, then the refund notice, and has the credit
// note; the order's history on the desk shows each step with before and after. Its own server on
// an empty database (support/bare-server.ts), with TransferEasy pointed at a local fake that
// signs and checks as TransferEasy does, and an invoice seller (a live site issues no invoice
// without one).

interface Journey {
  bare: BareServer;
  fake: FakeTransferEasy;
}

const pair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

const test = base.extend<{ journey: Journey }>({
  journey: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this parameter
    async ({}, use, testInfo) => {
      const merchant = pair();
      const platform = pair();
      const fake = await startFakeTransferEasy({ merchantNo: '80000138', productCode: 'CP0001', merchantPublicKey: merchant.publicKey, platformPrivateKey: platform.privateKey });
      const keys = mkdtempSync(join(tmpdir(), 'laurel-e2e-te-'));
      writeFileSync(join(keys, 'merchant.pem'), merchant.privateKey);
      writeFileSync(join(keys, 'platform.pem'), platform.publicKey);
      try {
        const bare = await startBareServer(testInfo.parallelIndex, {
          env: {
            TRANSFEREASY_MERCHANT_NO: '80000138',
            TRANSFEREASY_PRODUCT_CODE: 'CP0001',
            TRANSFEREASY_MERCHANT_PRIVATE_KEY_FILE: join(keys, 'merchant.pem'),
            TRANSFEREASY_PUBLIC_KEY_FILE: join(keys, 'platform.pem'),
            TRANSFEREASY_BASE_URL: fake.baseUrl,
            INVOICE_SELLER_NAME: 'Laurel Awards Ltd',
            INVOICE_SELLER_ADDRESS: '1 Award Street, London',
            INVOICE_SELLER_COUNTRY: 'GB',
            INVOICE_SELLER_TAX_ID: 'GB123456789',
          },
        });
        try {
          await use({ bare, fake });
        } finally {
          await bare.stop();
        }
      } finally {
        await fake.close();
        rmSync(keys, { recursive: true, force: true });
      }
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ journey }, use) => {
    await use(journey.bare.baseURL);
  },
});

/** Confirms the open Popconfirm by its button. */
const confirm = (page: Page, button: string) => page.locator('.ant-popconfirm').getByRole('button', { name: button }).click();

test('the finance role marks a pending transfer paid offline, then refunds half of it', async ({ page, journey }) => {
  test.setTimeout(180_000);
  const { bare } = journey;
  const entrant = { email: uniqueEmail('payer'), name: 'Pat Payer' };
  const finance = { email: uniqueEmail('finance'), name: 'Fay Finance', password: 'Finance#2026xy' };
  let entry: EntryDetail;
  let pending: PaymentOrder;

  await test.step('a current season with a 200.00 category, and a finance role given by the administrator', async () => {
    const { token } = await openSeasonByApi(bare, 'Laurel Awards Money Season', [{ name: 'Lighting', entryFeeCents: 20_000 }]);
    await registerByApi(finance.email, finance.password, finance.name, bare.baseURL);
    await bareCall(bare, 'POST', '/admin/staff/setRole', { email: finance.email, staffRole: 'finance' }, token);
  });

  await test.step('the entrant submits an entry and opens a TransferEasy payment, then leaves it pending', async () => {
    const token = await registerByApi(entrant.email, 'Payer#2026xyz', entrant.name, bare.baseURL);
    entry = await submittedEntry(token, 'Folded Lamp', { description: 'A lamp of one folded sheet.', credits: entrant.name }, bare.baseURL);
    pending = await bareCall<PaymentOrder>(bare, 'POST', '/apply/entryFeePayment', { apply_order_id: entry.id, provider: 'transferEasy' }, token);
    expect(pending).toMatchObject({ provider: 'transferEasy', status: 'pending', amountCents: 20_000 });
    expect(journey.fake.order(pending.orderNo)?.orderStatus).toBe('PENDING');
  });

  const financeToken = await bareCall<{ token: string }>(bare, 'POST', '/user/login', { email: finance.email, password: finance.password });
  await useToken(page, financeToken.token);
  const since = Date.now();

  await test.step('the finance role finds the pending transfer by the entrant and marks it paid with a reason', async () => {
    await page.goto('/admin/payments');
    await page.getByRole('textbox', { name: 'Order, reference, entry or entrant' }).fill(entrant.email);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: /order/ })).toHaveText('1 order');
    await page.getByRole('link', { name: `Open order ${pending.orderNo}` }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${pending.orderNo}` })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Mark paid offline' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('spinbutton', { name: 'Amount received' })).toHaveValue('200.00');
    await dialog.getByRole('textbox', { name: 'Transfer reference' }).fill('HSBC-7781-2026');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The transfer is on the bank statement of 27 November');
    await dialog.getByRole('button', { name: 'Record the payment' }).click();
    await expect(page.getByText(`Record $200.00 received for entry #${entry.id}? The entrant is sent the receipt.`)).toBeVisible();
    await confirm(page, 'Record the payment');
    await expect(page.getByText(/^Recorded as order E/)).toBeVisible();
  });

  let offlineNo = '';
  await test.step('the pending transfer is cancelled and closed at TransferEasy; the new order is paid offline', async () => {
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    expect(journey.fake.order(pending.orderNo)?.orderStatus).toBe('CLOSED');
    await page.goto(`/admin/payments?provider=offline&q=${encodeURIComponent(entrant.email)}`);
    const link = page.getByRole('link', { name: /^Open order E/ }).first();
    offlineNo = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page.getByText('Offline (by hand)').first()).toBeVisible();
    await expect(page.getByText('HSBC-7781-2026').first()).toBeVisible();
  });

  await test.step('the entrant receives the receipt', async () => {
    await expect.poll(async () => (await latestMail(entrant.email, since, 20_000)).subject, { timeout: 30_000 }).toMatch(/^Receipt: \$200\.00 for /);
    expect((await latestMail(entrant.email, since)).text).toContain(offlineNo);
  });

  await test.step('later, the finance role refunds half of it with the transfer back', async () => {
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Half' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The entrant withdrew one of two pieces');
    await dialog.getByRole('textbox', { name: 'Reference of your transfer back' }).fill('HSBC-OUT-0042');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Give back $100.00? A credit note is issued and the entrant is told.')).toBeVisible();
    await confirm(page, 'Refund');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('HSBC-OUT-0042').first()).toBeVisible();
  });

  await test.step('the entrant receives the refund notice and has the credit note', async () => {
    await expect.poll(async () => (await latestMail(entrant.email, since, 20_000)).subject, { timeout: 30_000 }).toMatch(/^Refund of \$100\.00/);
    const token = await bareCall<{ token: string }>(bare, 'POST', '/user/login', { email: entrant.email, password: 'Payer#2026xyz' });
    const info = await bareCall<EntryDetail>(bare, 'GET', `/apply/info?apply_order_id=${entry.id}`, undefined, token.token);
    expect(info.entryFeeStatus).toBe('paid');
    expect(info.creditNotes).toHaveLength(1);
    const number = info.creditNotes[0]!.number;
    const pdf = await fetch(`${bare.baseURL}/api/pdf/printCreditNote?apply_order_id=${entry.id}&number=${encodeURIComponent(number)}`, { headers: { token: token.token } });
    expect(pdf.status).toBe(200);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(number);
    expect(text).toContain('100.00');
  });

  await test.step("the order's history on the desk shows each step with before and after", async () => {
    await page.reload();
    const history = page.getByRole('region', { name: 'History' });
    for (const action of ['payment.paid_offline', 'entry.entry_fee_paid', 'payment.refund_requested', 'payment.refunded', 'credit_note.issued']) {
      await expect(history.getByText(action, { exact: true }).first()).toBeVisible();
    }
    const marked = history.getByRole('row').filter({ hasText: 'payment.paid_offline' });
    await expect(marked).toContainText('Fay Finance');
    await expect(marked).toContainText('feeStatus: pending');
    await expect(marked).toContainText('reference: HSBC-7781-2026');
    const refunded = history.getByRole('row').filter({ hasText: 'payment.refunded' });
    await expect(refunded).toContainText('refundedCents: 0');
    await expect(refunded).toContainText('refundedCents: 10000');
    await expect(page.getByRole('region', { name: 'Invoice and credit notes' })).toContainText('Credit note · $100.00');
  });

  await test.step('the audit log shows the same steps of the order, who took them, before and after field by field', async () => {
    await page.goto(`/admin/audit?subjectType=payment_order&subjectId=${encodeURIComponent(offlineNo)}`);
    const main = page.getByRole('main');
    for (const action of ['payment.paid_offline', 'payment.refund_requested', 'payment.refunded']) {
      await expect(main.getByText(action, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Fay Finance' }).first()).toBeVisible();
    // The refund's line: the field, what it was, what it is now.
    await expect(main.getByRole('row', { name: /refundedCents 0 10000/ }).first()).toBeVisible();
  });
});
