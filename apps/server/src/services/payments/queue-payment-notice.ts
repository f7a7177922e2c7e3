import type { FeeKind, Language } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { entries, paymentOrders, users } from '../../db/schema.ts';
import { paymentNoticeMail, type PaymentEvent } from '../../mail/templates/payment-notice.ts';
import { findMailTemplate } from '../mail/find-mail-template.ts';
import { queueMail } from '../mail/queue-mail.ts';

/**
 * Queues the mail that tells an order's owner about a change to it (apps/server/src/services/payments/README.md#payments):
 * the receipt, the failed or expired notice, the refund notice. Called inside the transaction that
 * makes the change, by whoever made it, so the mail exists exactly when the change does and a crash
 * after the commit still sends it (services/mail/). One per order and event (a refund: per refund),
 * whatever repeats.
 */
export async function queuePaymentNotice(
  ctx: AppContext,
  tx: DbLike,
  opts: { orderNo: string; event: PaymentEvent; amountCents?: number; refundNo?: string; resend?: string },
): Promise<void> {
  const [row] = await tx
    .select({
      orderNo: paymentOrders.orderNo,
      provider: paymentOrders.provider,
      feeKind: paymentOrders.feeKind,
      amountCents: paymentOrders.amountCents,
      entryId: entries.id,
      title: entries.title,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(paymentOrders)
    .innerJoin(entries, eq(entries.id, paymentOrders.entryId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(eq(paymentOrders.orderNo, opts.orderNo))
    .limit(1);
  if (!row) throw new Error(`order ${opts.orderNo} not found`);
  const language: Language = row.language === 'zh-CN' ? 'zh-CN' : 'en';
  const kind = `payment.${opts.event}`;
  await queueMail(ctx, tx, {
    // A resend from the payments desk carries a key of its own, so the outbox really sends it again.
    key: `payment:${row.orderNo}:${opts.event}${opts.refundNo ? `:${opts.refundNo}` : ''}${opts.resend ? `:resend:${opts.resend}` : ''}`,
    kind,
    message: paymentNoticeMail({
      to: row.email,
      language,
      siteName: ctx.config.siteName,
      event: opts.event,
      name: row.name,
      entryId: row.entryId,
      title: row.title,
      feeKind: row.feeKind as FeeKind,
      amountCents: opts.amountCents ?? row.amountCents,
      orderNo: row.orderNo,
      accountUrl: `${ctx.config.publicUrl}/account`,
      test: row.provider === 'sandbox',
      custom: await findMailTemplate(tx, kind, language),
    }),
  });
}
