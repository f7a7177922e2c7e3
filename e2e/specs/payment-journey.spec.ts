import { formatMoney, type EntryDetail } from '@laurel/contract';
import type { Page } from '@playwright/test';
import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { asAnotherClient } from '../support/env.ts';
import { apiLogin, DEMO, expect, test, useToken } from '../support/fixtures.ts';
import { submittedEntry } from '../support/paid-award.ts';
import { pdfText } from '../support/pdf.ts';

// Issue 12 "done when": an entrant pays the entry fee in the sandbox, sees /pay-result turn to
// success and the account show it paid, downloads the invoice; a judge awards the entry; the
// entrant pays the winner package, downloads the certificate, opens its verification page from
// the address its QR code carries, orders two trophies and pays — against the real server,
// database, provider callback path and PDFs.

const PASSWORD = 'Payment#2026x';

/** The journey's entry: the lamp whose title and credits the invoice and certificate print. */
const submittedLamp = (token: string) =>
  submittedEntry(token, 'Salt Lamp', { description: 'A lamp grown from sea salt crystals.', credits: 'Ada Lindqvist' });

/** Picks the sandbox on a pay step, opens its checkout page from the QR panel, pays and lands on /pay-result. */
async function payInSandbox(page: Page, amount: RegExp): Promise<void> {
  await page.getByRole('radio', { name: /Sandbox/ }).check();
  await page.getByRole('button', { name: amount }).click();
  // The sandbox's QR code is its checkout page's address; this device opens the page itself.
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toBeVisible();
  await page.getByRole('link', { name: 'Or open the Sandbox checkout on this device' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: /Sandbox checkout/ })).toBeVisible();
  await page.getByRole('button', { name: amount }).click();
  await expect(page).toHaveURL(/\/pay-result\?order_no=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

/**
 * Clicks what opens a PDF, checks the page fetched one, and returns that document as the server
 * gives it to this entrant (the page hands its copy to a new window as a blob, out of reach).
 */
async function pdfFrom(page: Page, token: string, path: string, click: () => Promise<void>): Promise<Buffer> {
  const response = page.waitForResponse((r) => r.url().includes(`/api/pdf/${path}`) && r.request().method() === 'GET');
  await click();
  const seen = await response;
  expect(seen.status()).toBe(200);
  expect(seen.headers()['content-type']).toBe('application/pdf');
  const again = await fetch(seen.url(), { headers: { token, ...asAnotherClient() } });
  expect(again.status).toBe(200);
  return Buffer.from(await again.arrayBuffer());
}

test('pays the entry fee, the winner package and two trophies in the sandbox, with invoice, certificate and its verification', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await registerByApi(uniqueEmail('payer'), PASSWORD, 'Ada Lindqvist');
  const entry = await submittedLamp(token);
  await useToken(page, token);

  // The entry fee, from the preview, for what the quote says today.
  const quote = await api<{ amountCents: number }>('POST', '/apply/getEntryFee', { token, body: { apply_order_id: entry.id } });
  const fee = formatMoney(quote.data.amountCents);
  await page.goto(`/preview?apply_order_id=${entry.id}`);
  await payInSandbox(page, new RegExp(`^Pay ${fee.replace('$', '\\$')}`));
  const invoice = await pdfFrom(page, token, 'printEntryFeeInvoice', async () => {
    await page.getByRole('button', { name: 'Download invoice' }).click();
    await page.getByLabel('Company').fill('Studio Saltmarsh');
    await page.getByRole('button', { name: 'Issue and download' }).click();
  });
  const invoiceText = await pdfText(invoice);
  expect(invoiceText).toMatch(/INV-\d{4}-\d{6}/);
  expect(invoiceText).toContain('Studio Saltmarsh');
  expect(invoiceText).toContain('Ada Lindqvist');
  expect(invoiceText).toContain(fee);

  await page.goto('/account');
  await expect(page.getByTestId('fee-entry').first()).toHaveText(/^Entry fee\s*\$[\d,.]+ · Paid$/);

  // The jury's decision, through the API as a judge.
  const judge = await apiLogin(DEMO.judge.email, DEMO.judge.password);
  const levels = await api<{ id: number; name: string }[]>('GET', '/index/awardClassification');
  const gold = levels.data.find((l) => l.name === 'Gold') ?? levels.data[0]!;
  expect((await api('POST', '/judge/award', { token: judge, body: { apply_order_id: entry.id, awardLevelId: gold.id } })).code).toBe(200);

  // The winner package, then the certificate and its public verification.
  await page.goto(`/awards/steps?apply_order_id=${entry.id}`);
  await payInSandbox(page, /Pay \$[\d,]+\.\d\d/);
  const certificate = await pdfFrom(page, token, 'printCertPdf', () => page.getByRole('button', { name: 'Download certificate' }).click());
  const verifyUrl = /(http\S+\/verify\?code=[0-9A-Z]{5}-[0-9A-Z]{5})/.exec((await pdfText(certificate)).replace(/\s+/g, ''))?.[1];
  expect(verifyUrl).toBeTruthy();
  await page.goto(verifyUrl!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
  await expect(page.getByText('Salt Lamp').first()).toBeVisible();

  // Two more trophies, shipped and paid.
  await page.goto(`/trophie?apply_order_id=${entry.id}`);
  await page.getByLabel('How many trophies').fill('2');
  await page.getByLabel('Recipient').fill('Ada Lindqvist');
  await page.getByLabel('Street and number').fill('1 Harbour Road');
  await page.getByLabel('City').fill('Copenhagen');
  await page.getByRole('combobox', { name: 'Country or region' }).fill('Denmark');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Code' }).fill('+45');
  await page.keyboard.press('Enter');
  await page.getByLabel('Phone number').fill('12345678');
  await page.getByRole('button', { name: /Order for \$/ }).click();
  await payInSandbox(page, /Pay \$[\d,]+\.\d\d/);
  const info = await api<EntryDetail>('GET', `/apply/info?apply_order_id=${entry.id}`, { token });
  expect(info.data).toMatchObject({ entryFeeStatus: 'paid', winnerPackageFeeStatus: 'paid', additionalTrophyFeeStatus: 'paid' });
  expect(info.data.trophyOrders).toEqual([expect.objectContaining({ quantity: 2, feeStatus: 'paid' })]);
});

test('on a phone the pay step opens the checkout on this phone, and a payment left half-way says it is in progress', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const token = await registerByApi(uniqueEmail('phone-payer'), PASSWORD, 'Ada Lindqvist');
  const entry = await submittedLamp(token);
  await useToken(page, token);
  await page.goto(`/preview?apply_order_id=${entry.id}`);
  await page.getByRole('radio', { name: /Sandbox/ }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  // The main action is this phone's checkout; the code is for another screen; no second link.
  const here = page.getByRole('link', { name: /with Sandbox on this phone$/ });
  await expect(here).toBeVisible();
  // Its label wraps inside the screen rather than running off it.
  const box = (await here.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await here.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByRole('link', { name: 'Or open the Sandbox checkout on this device' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('pay-step-phone.png'), fullPage: true });

  // Left half-way and come back: the fee says a payment is in progress, and continues it.
  await page.reload();
  await expect(page.getByText('Payment in progress')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('pay-step-in-progress-phone.png'), fullPage: true });
  await page.getByRole('radio', { name: /Sandbox/ }).check();
  await page.getByRole('button', { name: /^Continue the payment of \$/ }).click();
  await page.getByRole('link', { name: /with Sandbox on this phone$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/.*\?key=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: /Sandbox checkout/ })).toBeVisible();
});
