import { describe, expect, it } from 'vitest';
import {
  createEntryFeeInvoice,
  getWxpayEntryFeeQrcode,
  printAdditionalTrophyFeeInvoice,
  printCertPdf,
  queryAntomOrder,
  type PaymentOrder,
} from '../src/index.ts';
import { INVALID_TYPE, REQUIRED, fieldErrors } from './helpers.ts';

describe('payment calls', () => {
  it('the QR code is for one entry', () => {
    expect(getWxpayEntryFeeQrcode.body.parse({ apply_order_id: 12 })).toEqual({
      apply_order_id: 12,
    });
    expect(fieldErrors(getWxpayEntryFeeQrcode.body, { apply_order_id: -1 })).toEqual({
      apply_order_id: [INVALID_TYPE],
    });
  });

  it('order queries need the order number', () => {
    expect(fieldErrors(queryAntomOrder.body, { order_no: '  ' })).toEqual({ order_no: [REQUIRED] });
  });

  it('answers the order with status and amount in cents', () => {
    const order: PaymentOrder = {
      orderNo: 'LA2026000001',
      applyOrderId: 12,
      feeKind: 'entry',
      provider: 'wxpay',
      amountCents: 24_900,
      currency: 'USD',
      status: 'pending',
      qrCodeUrl: 'weixin://wxpay/bizpayurl?pr=abc',
      checkoutUrl: null,
      expiresAt: '2026-03-01T10:15:00.000Z',
      paidAt: null,
      refundedCents: 0,
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    expect(queryAntomOrder.response.parse(order)).toEqual(order);
    expect(queryAntomOrder.response.safeParse({ ...order, status: 'done' }).success).toBe(false);
    expect(queryAntomOrder.response.safeParse({ ...order, amountCents: -1 }).success).toBe(false);
  });
});

describe('pdf calls', () => {
  it('print calls take apply_order_id from the query string', () => {
    expect(printCertPdf.query.parse({ apply_order_id: '12' })).toEqual({ apply_order_id: 12 });
    expect(printCertPdf.query.safeParse({}).success).toBe(false);
    expect(
      printAdditionalTrophyFeeInvoice.query.parse({ apply_order_id: '12', trophyOrderId: '3' }),
    ).toEqual({ apply_order_id: 12, trophyOrderId: 3 });
  });

  it('billing details on the invoice are optional and bounded', () => {
    expect(createEntryFeeInvoice.body.parse({ apply_order_id: 12 })).toEqual({
      apply_order_id: 12,
    });
    expect(
      fieldErrors(createEntryFeeInvoice.body, { apply_order_id: 12, taxId: 'x'.repeat(51) }),
    ).toEqual({ taxId: ['Must be at most 50 characters'] });
  });
});
