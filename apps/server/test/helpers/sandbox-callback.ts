import { expect } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/services/payments/providers/sandbox/sandbox.ts';
import type { TestApp } from './test-app.ts';

/**
 * The sandbox's signed callback for an order, posted to the notify route as its checkout page
 * sends it (the "pay" or "fail" button), and acknowledged: how a test pays an order in the sandbox.
 */
export async function sandboxCallback(t: TestApp, orderNo: string, amountCents: number, status: 'paid' | 'failed' = 'paid'): Promise<void> {
  const { rawBody, signature } = t.ctx.payments.sandbox!.signCallback({ orderNo, status, amountCents, currency: 'USD', providerReference: `SBX-${orderNo}` });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });
  expect(res.statusCode).toBe(200);
}
