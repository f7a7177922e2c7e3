/**
 * The server's own words in English: mails, the PDFs (invoice, credit note, certificate), the
 * award seal and the jury zips (docs/product.md#languages). `zh-cn.ts` has exactly these keys;
 * `{{name}}` marks a value filled in when the text is said (`say()` in say.ts). Refusals have
 * their own catalogue (packages/contract/src/refusals.ts); organisers' content is data.
 */
import { EN_EXPORTS } from './en-exports.ts';
import { EN_MAIL } from './en-mail.ts';

export const EN = {
  mail: EN_MAIL,
  exports: EN_EXPORTS,
  date: {
    /** A calendar day; `month` is one of the names below. */
    day: '{{day}} {{month}} {{year}}',
    /** A deadline: the day and the time, both in UTC. */
    deadline: '{{date}}, {{time}} UTC',
    january: 'January',
    february: 'February',
    march: 'March',
    april: 'April',
    may: 'May',
    june: 'June',
    july: 'July',
    august: 'August',
    september: 'September',
    october: 'October',
    november: 'November',
    december: 'December',
  },
  invoice: {
    title: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    issued: 'Date of issue',
    supplied: 'Date of supply',
    reference: 'Payment reference',
    creditFor: 'Credit note for invoice {{number}}',
    seller: 'From',
    buyer: 'Billed to',
    taxId: 'Tax ID',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    taxRate: 'Tax rate',
    tax: 'Tax',
    amount: 'Amount',
    subtotal: 'Subtotal (excl. tax)',
    totalTax: 'Tax',
    total: 'Total',
    paid: 'Paid {{date}}',
    refunded: 'Refunded {{date}}',
    notes: 'Notes',
    test: 'TEST – no payment was made (payment sandbox). Not a tax document.',
    /** The wording of the EU VAT Directive, art. 196: printed in English on every such invoice, a Chinese one adding its own under it. */
    reverseCharge: 'Reverse charge – VAT to be accounted for by the recipient',
    fapiao: 'A fapiao (Chinese tax invoice) was requested and is issued separately.',
    page: 'Page {{page}} of {{pages}}',
    continued: 'continued',
  },
  certificate: {
    heading: 'Certificate of Award',
    date: 'Date',
    signature: 'Chair of the Jury',
    verify: 'Verify this certificate',
  },
  awardSeal: {
    year: '{{year}}',
  },
  zip: {
    entry: 'Entry',
    title: 'Title',
    category: 'Category',
    video: 'Video',
    none: 'none',
    description: 'Description',
    entrant: 'Entrant',
    email: 'E-mail',
    company: 'Company',
    country: 'Country',
    credits: 'Credits',
    file: 'File',
    bytes: 'Bytes',
  },
} as const;

/** What every language's catalogue holds: the English keys, each with a text. */
export type Catalogue = Mirror<typeof EN>;
type Mirror<T> = { readonly [K in keyof T]: T[K] extends string ? string : Mirror<T[K]> };
