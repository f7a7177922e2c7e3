import { formatMoney, type FeeKind } from '@laurel/contract';
import { say } from '../../lib/texts/say.ts';
import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/**
 * What a payment order's owner is told (services/payments/queue-payment-notice.ts): a receipt when
 * it is paid, a notice when it failed or expired unpaid, one when money arrived for a fee that was
 * already settled (it is given back), and one when money is given back.
 */
export type PaymentEvent = 'paid' | 'failed' | 'expired' | 'excess' | 'refunded';

const FEES = {
  entry: 'mail.payment.fee.entry',
  winnerPackage: 'mail.payment.fee.winnerPackage',
  additionalTrophy: 'mail.payment.fee.additionalTrophy',
} as const satisfies Record<FeeKind, string>;

const EVENTS = {
  paid: {
    subject: 'mail.payment.paid.subject',
    heading: 'mail.payment.paid.heading',
    body: 'mail.payment.paid.body',
    account: 'mail.payment.paid.account',
  },
  failed: {
    subject: 'mail.payment.failed.subject',
    heading: 'mail.payment.failed.heading',
    body: 'mail.payment.failed.body',
    account: 'mail.payment.failed.account',
  },
  expired: {
    subject: 'mail.payment.expired.subject',
    heading: 'mail.payment.expired.heading',
    body: 'mail.payment.expired.body',
    account: 'mail.payment.expired.account',
  },
  excess: {
    subject: 'mail.payment.excess.subject',
    heading: 'mail.payment.excess.heading',
    body: 'mail.payment.excess.body',
    account: 'mail.payment.excess.account',
  },
  refunded: {
    subject: 'mail.payment.refunded.subject',
    heading: 'mail.payment.refunded.heading',
    body: 'mail.payment.refunded.body',
    account: 'mail.payment.refunded.account',
  },
} as const satisfies Record<PaymentEvent, Record<string, string>>;

export function paymentNoticeMail(
  opts: MailRecipient & {
    event: PaymentEvent;
    name: string;
    entryId: number;
    title: string;
    feeKind: FeeKind;
    amountCents: number;
    orderNo: string;
    accountUrl: string;
    /** Settled in the payment sandbox: said in the subject and first (no money moved). */
    test?: boolean;
    /** The organiser's saved text for this mail and language (services/mail/find-mail-template.ts), if any. */
    custom?: MailText | null;
  },
): MailMessage {
  const l = opts.language;
  const keys = EVENTS[opts.event];
  const fee = say(l, FEES[opts.feeKind]);
  const amount = formatMoney(opts.amountCents);
  if (opts.custom) {
    return renderCustomMail(mailKind(`payment.${opts.event}`)!, {
      ...opts,
      text: opts.custom,
      values: { 'entrant.name': opts.name, 'entry.title': opts.title, 'entry.no': String(opts.entryId), 'fee.name': fee, 'fee.amount': amount, 'order.no': opts.orderNo, 'link.account': opts.accountUrl },
      notice: opts.test ? { subject: (subject) => say(l, 'mail.payment.testSubject', { subject }), paragraph: say(l, 'mail.payment.test') } : undefined,
    });
  }
  const subject = say(l, keys.subject, { fee, amount, site: opts.siteName });
  return templateMail(opts, {
    subject: opts.test ? say(l, 'mail.payment.testSubject', { subject }) : subject,
    heading: say(l, keys.heading),
    paragraphs: [
      ...(opts.test ? [say(l, 'mail.payment.test')] : []),
      say(l, 'mail.greeting', { name: opts.name }),
      say(l, keys.body, { fee, amount, title: opts.title, no: opts.entryId, order: opts.orderNo }),
      say(l, keys.account),
      opts.accountUrl,
    ],
    footer: say(l, 'mail.payment.footer'),
  });
}
