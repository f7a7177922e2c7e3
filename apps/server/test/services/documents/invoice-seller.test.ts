import { payEntryFee, printEntryFeeInvoice } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentOrders } from '../../../src/db/schema.ts';
import { applyPaymentResult } from '../../../src/services/payments/receive-callback.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { pdfText } from './poppler.ts';

/*
 * A live site issues no invoice for real money until the seller a tax office identifies is set
 * (apps/server/src/services/documents/README.md#invoices): INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS, INVOICE_SELLER_TAX_ID.
 */

let t: TestApp;
let comp: Competition;
beforeAll(async () => {
  // Production without the seller's settings, the sandbox on (as in a demo).
  t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENT_SANDBOX: 'true', INVOICE_ZERO_TAX_NOTE: 'VAT not charged: small business exemption.' } });
  comp = await seedCompetition(t);
});
afterAll(() => t?.close());

/** An entry fee paid through the sandbox, then relabelled as a real provider's payment. */
async function paidEntry(provider: 'sandbox' | 'antom') {
  const me = await makeEntrant(t);
  const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });
  const { data: order } = await call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
  await applyPaymentResult(t.ctx, { provider: 'sandbox', result: { orderNo: order.orderNo, status: 'paid', amountCents: order.amountCents, currency: 'USD', providerReference: `SBX-${order.orderNo}` } });
  if (provider !== 'sandbox') await t.ctx.db.update(paymentOrders).set({ provider }).where(eq(paymentOrders.orderNo, order.orderNo));
  return { me, entry, orderNo: order.orderNo };
}

const print = (token: string, entryId: number) =>
  t.app.inject({ method: 'GET', url: `/api${printEntryFeeInvoice.path}?apply_order_id=${entryId}`, headers: { token } });

describe('invoices on a live site without the seller’s settings', () => {
  it('refuses to issue one for real money, saying why, and issues nothing', async () => {
    const { me, entry } = await paidEntry('antom');
    const res = await print(me.token, entry.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/seller’s legal name, address and tax id/);
    expect(await t.ctx.db.select().from(invoices)).toEqual([]);
  });

  it('still prints a sandbox order’s, which is a test and says so', async () => {
    const { me, entry } = await paidEntry('sandbox');
    const res = await print(me.token, entry.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Charged no tax and no reverse charge: the exemption that applies is printed, and kept.
    expect(await pdfText(res.rawPayload)).toContain('VAT not charged: small business exemption.');
    const [row] = await t.ctx.db.select().from(invoices);
    expect(row!.seller.zeroTaxNote).toBe('VAT not charged: small business exemption.');
  });
});
