import type { PaymentResult } from '../../../../core/payment-providers.ts';
import { parseTransferEasyAmount } from './transfer-easy-amount.ts';

const FAILED_STATUSES = new Set(['FAIL', 'FAILED', 'CLOSED', 'CANCELLED']);

/**
 * A payment's result from a query answer's `data` or a notification (the same fields): null while
 * its `orderStatus` is not final. The amount comes back in integer cents from TransferEasy's major
 * units. `fail` makes the error the caller throws for a broken one.
 */
export function readResult(fields: Record<string, unknown>, fail: (reason: string) => Error): PaymentResult | null {
  const status = String(fields.orderStatus ?? '').toUpperCase();
  const outcome = status === 'SUCCESS' ? 'paid' : FAILED_STATUSES.has(status) ? 'failed' : null;
  if (!outcome) return null;
  if (typeof fields.outTradeNo !== 'string' || !fields.outTradeNo) throw fail('no order number');
  if (typeof fields.currency !== 'string' || !/^[A-Za-z]{3}$/.test(fields.currency)) throw fail('no currency');
  const currency = fields.currency.toUpperCase();
  const amountCents = parseTransferEasyAmount(fields.amount, currency);
  if (amountCents === null) throw fail('unreadable amount');
  return {
    orderNo: fields.outTradeNo,
    status: outcome,
    amountCents,
    currency,
    providerReference: typeof fields.paymentNo === 'string' && fields.paymentNo ? fields.paymentNo : null,
  };
}
