import { payEntryFee } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../../src/db/schema.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../../src/services/payments/providers/sandbox/sandbox.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { captureLog } from '../../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * The notify route hands an adapter every value of every header (apps/server/src/services/payments/README.md#payments),
 * so a signature header sent twice is refused there, whichever provider's: shown with the sandbox,
 * whose callbacks the app itself can sign.
 */

let t: TestApp;
let comp: Competition;
const { log, lines } = captureLog('info');
beforeAll(async () => {
  t = await createTestApp({ log });
  comp = await seedCompetition(t);
});
afterAll(() => t?.close());

async function pendingOrder() {
  const me = await makeEntrant(t);
  const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });
  const { data } = await call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
  return data as { orderNo: string; amountCents: number; currency: string };
}

const notify = (rawBody: string, signature: string | string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });

const statusOf = async (orderNo: string) =>
  (await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!.status;

describe('POST /api/notify/{provider} with a signature header sent twice', () => {
  it('is refused with 400 in the provider’s own format, even when both are genuine, and applies nothing', async () => {
    const order = await pendingOrder();
    const { rawBody, signature } = t.ctx.payments.sandbox!.signCallback({ ...order, status: 'paid', providerReference: `SBX-${order.orderNo}` });

    const twice = await notify(rawBody, [signature, signature]);
    expect([twice.statusCode, twice.json()]).toEqual([400, { ok: false }]);
    expect(await statusOf(order.orderNo)).toBe('pending');
    expect(lines.some((l) => l.msg === 'payment callback refused' && l.reason === `${SANDBOX_SIGNATURE_HEADER} header given more than once`)).toBe(true);

    // The same callback with its header once is applied.
    const once = await notify(rawBody, signature);
    expect([once.statusCode, once.json()]).toEqual([200, { ok: true }]);
    expect(await statusOf(order.orderNo)).toBe('paid');
  });
});
