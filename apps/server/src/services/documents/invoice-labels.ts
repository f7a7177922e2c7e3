import { say } from '../../lib/texts/say.ts';
import type { DocumentLocale } from './document-types.ts';
import { documentLanguage } from './pdf-text.ts';

/** The reverse-charge wording of the EU VAT Directive, art. 196; printed in English in both languages. */
export const REVERSE_CHARGE_EN = say('en', 'invoice.reverseCharge');

export interface InvoiceLabels {
  invoice: string;
  creditNote: string;
  /** The English title under a Chinese one, for an accounts department abroad. */
  subtitle: (kind: 'invoice' | 'credit_note') => string | null;
  number: string;
  issued: string;
  supplied: string;
  reference: string;
  creditFor: (invoiceNumber: string) => string;
  seller: string;
  buyer: string;
  taxId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  tax: string;
  amount: string;
  subtotal: string;
  totalTax: string;
  total: string;
  paid: (date: string) => string;
  refunded: (date: string) => string;
  notes: string;
  /** A document of a sandbox order: no money moved. */
  test: string;
  /** Under the English wording, in the document's language when that is not English. */
  reverseCharge: string | null;
  fapiao: string;
  page: (n: number, of: number) => string;
  continued: string;
}

/** An invoice's labels in its language (lib/texts/: the Chinese ones are a Chinese tax invoice's terms). */
function invoiceLabels(locale: DocumentLocale): InvoiceLabels {
  const l = documentLanguage(locale);
  const english = l === 'en';
  return {
    invoice: say(l, 'invoice.title'),
    creditNote: say(l, 'invoice.creditNote'),
    subtitle: (kind) =>
      english
        ? null
        : kind === 'invoice'
          ? say('en', 'invoice.title')
          : say('en', 'invoice.creditNote'),
    number: say(l, 'invoice.number'),
    issued: say(l, 'invoice.issued'),
    supplied: say(l, 'invoice.supplied'),
    reference: say(l, 'invoice.reference'),
    creditFor: (number) => say(l, 'invoice.creditFor', { number }),
    seller: say(l, 'invoice.seller'),
    buyer: say(l, 'invoice.buyer'),
    taxId: say(l, 'invoice.taxId'),
    description: say(l, 'invoice.description'),
    quantity: say(l, 'invoice.quantity'),
    unitPrice: say(l, 'invoice.unitPrice'),
    taxRate: say(l, 'invoice.taxRate'),
    tax: say(l, 'invoice.tax'),
    amount: say(l, 'invoice.amount'),
    subtotal: say(l, 'invoice.subtotal'),
    totalTax: say(l, 'invoice.totalTax'),
    total: say(l, 'invoice.total'),
    paid: (date) => say(l, 'invoice.paid', { date }),
    refunded: (date) => say(l, 'invoice.refunded', { date }),
    notes: say(l, 'invoice.notes'),
    test: say(l, 'invoice.test'),
    reverseCharge: english ? null : say(l, 'invoice.reverseCharge'),
    fapiao: say(l, 'invoice.fapiao'),
    page: (page, pages) => say(l, 'invoice.page', { page, pages }),
    continued: say(l, 'invoice.continued'),
  };
}

export const INVOICE_LABELS: Record<DocumentLocale, InvoiceLabels> = {
  en: invoiceLabels('en'),
  zh: invoiceLabels('zh'),
};
