import type { PaymentResult } from '../provider.ts';

const FAILED_STATUSES = new Set(['FAIL', 'FAILED', 'CLOSED', 'CANCELLED']);

/**
 * A payment's result from a query answer's `data` or a notification (the same fields): null while
 * its `orderStatus` is not final. `fail` makes the error the caller throws for a broken one.
 */
export function readResult(fields: Record<string, unknown>, fail: (reason: string) => Error): PaymentResult | null {
  const status = String(fields.orderStatus ?? '').toUpperCase();
  const outcome = status === 'SUCCESS' ? 'paid' : FAILED_STATUSES.has(status) ? 'failed' : null;
  if (!outcome) return null;
  if (typeof fields.outTradeNo !== 'string' || !fields.outTradeNo) throw fail('no order number');
  const amountCents = cents(fields.amount);
  if (amountCents === null) throw fail('the amount is not whole cents');
  if (typeof fields.currency !== 'string' || !/^[A-Za-z]{3}$/.test(fields.currency)) throw fail('no currency');
  return {
    orderNo: fields.outTradeNo,
    status: outcome,
    amountCents,
    currency: fields.currency.toUpperCase(),
    providerReference: typeof fields.paymentNo === 'string' && fields.paymentNo ? fields.paymentNo : null,
  };
}

/**
 * An amount in cents exactly as sent: a JSON integer, or a string of digits ("29900" in a
 * notification). Anything with a decimal point, a sign or an exponent is refused, never rounded:
 * TransferEasy counts in minor units, so "299.00" would be a misread, not a price.
 */
export function cents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
