import { getSiteNotices } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/core/config.ts';
import { siteNotices } from '../../../src/services/competition/site-notices.ts';
import { call, makeEntrant } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * What the settings leave undone, told to the judge (docs/product.md#site-notices) as the start
 * log tells the operator: invoices held back for want of the seller's details, the payment
 * sandbox on, no public address.
 */

const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/laurel-notices', HOST: '127.0.0.1', ...env });

describe('siteNotices', () => {
  it('names each setting a production site still lacks, and nothing once they are set', () => {
    expect(siteNotices(production({ DEMO_DATA: 'true' })).map((n) => n.code)).toEqual(['invoiceSellerMissing', 'paymentSandbox', 'publicUrlLocal']);
    expect(siteNotices(production({ DEMO_DATA: 'true' }))[0]!.settings).toEqual(['INVOICE_SELLER_NAME', 'INVOICE_SELLER_ADDRESS', 'INVOICE_SELLER_TAX_ID']);
    const ready = production({
      PUBLIC_URL: 'https://awards.example',
      INVOICE_SELLER_NAME: 'Laurel Awards Ltd',
      INVOICE_SELLER_ADDRESS: '1 Quay Street, Dublin',
      INVOICE_SELLER_TAX_ID: 'IE1234567T',
      PAYMENT_SANDBOX: 'false',
    });
    expect(siteNotices(ready)).toEqual([]);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /judge/siteNotices', () => {
  it('tells a judge what the running server lacks (here: the sandbox of the tests is on)', async () => {
    const judge = await makeEntrant(t, { identity: 1 });
    const res = await call(t, getSiteNotices, { token: judge.token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([{ code: 'paymentSandbox', settings: ['PAYMENT_SANDBOX'] }]);
  });
});
