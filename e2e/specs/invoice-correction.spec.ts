import type { Invoice } from '@laurel/contract';
import type { Page } from '@playwright/test';
import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { asAnotherClient } from '../support/env.ts';
import { expect, test, useToken } from '../support/fixtures.ts';
import { paidAward } from '../support/paid-award.ts';
import { pdfText } from '../support/pdf.ts';

// Issue 24: an entrant corrects the billing name and address of an issued invoice on the account
// page — here the winner package's, chosen beside the entry fee's — and gets a new invoice and a
// credit note cancelling the old one, both listed and both printing what a tax office reads. Each
// run makes its own entrant, entry and payments; the demo judge only awards that entry.

const PASSWORD = 'Billing#2026x';

/**
 * What makes the page scroll sideways: the elements that end past the screen's right edge (their
 * class and text, so a failure names them), none when the page fits.
 */
const pastTheScreen = (page: Page) =>
  page.evaluate(() => {
    const right = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= right) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > right + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 60)}`);
  });

/** Clicks what opens a PDF and returns the document that call gives this entrant. */
async function pdfFrom(page: Page, token: string, path: string, click: () => Promise<void>): Promise<string> {
  const response = page.waitForResponse((r) => r.url().includes(`/api/pdf/${path}`) && r.request().method() === 'GET');
  await click();
  const seen = await response;
  expect(seen.status()).toBe(200);
  const again = await fetch(seen.url(), { headers: { token, ...asAnotherClient() } });
  expect(again.headers.get('content-type')).toBe('application/pdf');
  return pdfText(Buffer.from(await again.arrayBuffer()));
}

for (const width of [1440, 320]) {
  test(`corrects the winner package's invoice: a new invoice with the new name and address, and a credit note (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const token = await registerByApi(uniqueEmail(`billing-${width}`), PASSWORD, 'Ada Lindqvist');
    const entry = await paidAward(token, `Tide Lamp ${width}`);
    await useToken(page, token);
    await page.goto('/account');

    const item = page.getByTestId(`entry-${entry.id}`);
    await item.getByRole('button', { name: 'Correct the billing details' }).click();
    const form = item.getByRole('region', { name: 'Correct the billing details' });
    // Two fees were paid: the entry fee's invoice is offered first, the winner package's beside it.
    await expect(form.getByRole('radio', { name: 'Entry fee invoice' })).toBeChecked();
    await form.getByRole('radio', { name: 'Winner package invoice' }).check();
    // The form reads the invoice in force; the same call tells this test its number.
    const before = await api<Invoice>('GET', `/pdf/getFeeInvoice?apply_order_id=${entry.id}&feeKind=winnerPackage`, { token });
    const old = before.data.number;
    await expect(form.getByText(`Invoice ${old} will be cancelled by a credit note`)).toBeVisible();
    await expect(form.getByLabel('Name on the invoice')).toHaveValue('Ada Lindqvist');
    expect(await pastTheScreen(page)).toEqual([]);

    await form.getByLabel('Name on the invoice').fill('Ada Lindqvist-Berg');
    await form.getByLabel('Billing address').fill('Karl Johans gate 5\n0154 Oslo');
    await form.getByRole('button', { name: 'Issue the corrected invoice' }).click();

    const done = form.getByRole('status');
    await expect(done).toContainText(`A credit note cancelling invoice ${old} was issued too`);
    const issued = /Invoice (INV-\d{4}-\d{6}) is issued/.exec((await done.textContent()) ?? '')?.[1];
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(old);
    // The credit note is listed with the entry, for the winner package.
    const creditNote = item.getByRole('button', { name: /^Credit note CN-\d{4}-\d{6}$/ });
    await expect(creditNote).toBeVisible();
    await expect(item.getByRole('listitem').filter({ hasText: /^Credit note CN-/ })).toContainText('Winner package');
    expect(await pastTheScreen(page)).toEqual([]);

    const invoice = await pdfFrom(page, token, 'printWinnerPackageFeeInvoice', () =>
      form.getByRole('button', { name: `Download invoice ${issued}` }).click(),
    );
    expect(invoice).toContain(issued!);
    expect(invoice).toContain('Ada Lindqvist-Berg');
    expect(invoice).toContain('Karl Johans gate 5');
    expect(invoice).toContain('0154 Oslo');
    const credit = await pdfFrom(page, token, 'printCreditNote', () => creditNote.click());
    expect(credit).toContain(`Credit note for invoice ${old}`);
  });
}
