import { formatMoney, type FeeKind } from '@laurel/contract';
import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/**
 * What a payment order's owner is told (services/payments/queue-payment-notice.ts): a receipt when
 * it is paid, a notice when it failed or expired unpaid, one when money arrived for a fee that was
 * already settled (it is given back), and one when money is given back.
 */
export type PaymentEvent = 'paid' | 'failed' | 'expired' | 'excess' | 'refunded';

const FEES = {
  en: { entry: 'the entry fee', winnerPackage: 'the winner package', additionalTrophy: 'additional trophies' },
  'zh-CN': { entry: '报名费', winnerPackage: '获奖套餐费', additionalTrophy: '追加奖杯费' },
} as const;

interface Facts {
  name: string;
  title: string;
  entryId: number;
  fee: string;
  amount: string;
  orderNo: string;
}

const texts = {
  en: {
    paid: {
      subject: (f: Facts, site: string) => `Receipt: ${f.amount} for ${f.fee} — ${site}`,
      heading: 'Payment received',
      body: (f: Facts) => [
        `Dear ${f.name},`,
        `we have received ${f.amount} for ${f.fee} of “${f.title}” (entry no. ${f.entryId}). Order number: ${f.orderNo}.`,
        'Your invoice can be downloaded from your account page:',
      ],
    },
    failed: {
      subject: (f: Facts, site: string) => `Payment not completed: ${f.fee} — ${site}`,
      heading: 'Your payment did not go through',
      body: (f: Facts) => [
        `Dear ${f.name},`,
        `the payment of ${f.amount} for ${f.fee} of “${f.title}” (entry no. ${f.entryId}, order ${f.orderNo}) was declined, so nothing was charged.`,
        'You can try again, with the same or another payment method, from your account page:',
      ],
    },
    expired: {
      subject: (f: Facts, site: string) => `Payment not completed: ${f.fee} — ${site}`,
      heading: 'Your payment was not completed in time',
      body: (f: Facts) => [
        `Dear ${f.name},`,
        `the payment of ${f.amount} for ${f.fee} of “${f.title}” (entry no. ${f.entryId}, order ${f.orderNo}) was not completed before it expired, so nothing was charged.`,
        'You can start it again from your account page:',
      ],
    },
    excess: {
      subject: (f: Facts, site: string) => `A payment we will give back: ${f.fee} — ${site}`,
      heading: 'This fee was already settled',
      body: (f: Facts) => [
        `Dear ${f.name},`,
        `we received ${f.amount} for ${f.fee} of “${f.title}” (entry no. ${f.entryId}, order ${f.orderNo}), but that fee had already been paid or waived. Nothing more is due: we are refunding this payment, and you will receive a refund notice when it is on its way.`,
        'Your account page shows your fees:',
      ],
    },
    refunded: {
      subject: (f: Facts, site: string) => `Refund of ${f.amount} — ${site}`,
      heading: 'We have made a refund',
      body: (f: Facts) => [
        `Dear ${f.name},`,
        `we have refunded ${f.amount} of ${f.fee} for “${f.title}” (entry no. ${f.entryId}, order ${f.orderNo}). It reaches you the way you paid, usually within a few working days.`,
        'The credit note can be downloaded from your account page:',
      ],
    },
    footer: 'You receive this e-mail because of a payment made with this account.',
    testSubject: '[TEST]',
    test: 'TEST – no payment was made: this order was settled in the payment sandbox, where the payer chooses the outcome.',
  },
  'zh-CN': {
    paid: {
      subject: (f: Facts, site: string) => `付款收据：${f.fee} ${f.amount} — ${site}`,
      heading: '已收到您的付款',
      body: (f: Facts) => [
        `${f.name}，您好：`,
        `我们已收到作品“${f.title}”（作品编号 ${f.entryId}）的${f.fee} ${f.amount}。订单号：${f.orderNo}。`,
        '您可以在账户页面下载发票：',
      ],
    },
    failed: {
      subject: (f: Facts, site: string) => `付款未完成：${f.fee} — ${site}`,
      heading: '您的付款未成功',
      body: (f: Facts) => [
        `${f.name}，您好：`,
        `作品“${f.title}”（作品编号 ${f.entryId}，订单 ${f.orderNo}）的${f.fee} ${f.amount} 付款未成功，未产生扣款。`,
        '您可以在账户页面使用相同或其他方式重新付款：',
      ],
    },
    expired: {
      subject: (f: Facts, site: string) => `付款未完成：${f.fee} — ${site}`,
      heading: '您的付款已超时',
      body: (f: Facts) => [
        `${f.name}，您好：`,
        `作品“${f.title}”（作品编号 ${f.entryId}，订单 ${f.orderNo}）的${f.fee} ${f.amount} 未在有效期内完成付款，未产生扣款。`,
        '您可以在账户页面重新付款：',
      ],
    },
    excess: {
      subject: (f: Facts, site: string) => `将退还的付款：${f.fee} — ${site}`,
      heading: '该费用此前已结清',
      body: (f: Facts) => [
        `${f.name}，您好：`,
        `我们收到了作品“${f.title}”（作品编号 ${f.entryId}，订单 ${f.orderNo}）的${f.fee} ${f.amount}，但该费用此前已付清或已减免，无需再付。我们正在退还这笔款项，退款发出时您会收到退款通知。`,
        '您可以在账户页面查看各项费用：',
      ],
    },
    refunded: {
      subject: (f: Facts, site: string) => `退款 ${f.amount} — ${site}`,
      heading: '我们已为您退款',
      body: (f: Facts) => [
        `${f.name}，您好：`,
        `我们已退还作品“${f.title}”（作品编号 ${f.entryId}，订单 ${f.orderNo}）的${f.fee} ${f.amount}，款项将按原支付方式退回，通常需要几个工作日。`,
        '您可以在账户页面下载红字发票（退款凭证）：',
      ],
    },
    footer: '您收到此邮件是因为此账户有一笔付款。',
    testSubject: '【测试】',
    test: '测试——未发生实际付款：此订单在支付沙盒中完成，付款结果由付款人自行选择。',
  },
} as const;

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
  },
): MailMessage {
  const all = texts[opts.language];
  const t = all[opts.event];
  const facts: Facts = {
    name: opts.name,
    title: opts.title,
    entryId: opts.entryId,
    fee: FEES[opts.language][opts.feeKind],
    amount: formatMoney(opts.amountCents),
    orderNo: opts.orderNo,
  };
  return templateMail(opts, { heading: t.heading, footer: all.footer }, {
    subject: `${opts.test ? `${all.testSubject} ` : ''}${t.subject(facts, opts.siteName)}`,
    paragraphs: [...(opts.test ? [all.test] : []), ...t.body(facts), opts.accountUrl],
  });
}
