import type { FeeKind, Language } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, paymentOrders, users } from '../../db/schema.ts';
import { paymentNoticeMail, type PaymentEvent } from '../../mail/templates/payment-notice.ts';

/**
 * Mails the order's owner about a change to it (docs/architecture.md#payments): the receipt, the
 * failed or expired notice, the refund notice. Called once per change, by whoever made it, after
 * its transaction committed; it never throws, because a mail that cannot be sent must not undo a
 * payment. A failure is logged with the order number.
 */
export async function notifyPayment(
  ctx: AppContext,
  opts: { orderNo: string; event: PaymentEvent; amountCents?: number },
): Promise<boolean> {
  try {
    const [row] = await ctx.db
      .select({
        orderNo: paymentOrders.orderNo,
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
    if (!row) throw new Error('order not found');
    const language: Language = row.language === 'zh-CN' ? 'zh-CN' : 'en';
    await ctx.mailer.send(
      paymentNoticeMail({
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
      }),
    );
    return true;
  } catch (err) {
    ctx.log.error({ err, orderNo: opts.orderNo, event: opts.event }, 'payment notice not sent');
    return false;
  }
}
