/**
 * What the PDF renderers take: plain data, built by the services that own invoices and
 * certificates (apps/server/src/services/documents/README.md#documents). The renderers read nothing else, so one input
 * always gives the same document.
 *
 * Strings may hold Chinese, be long or hold anything a user typed: the renderers wrap, shrink or
 * cut them to fit and drop control characters, never fail on them. Money is integer US cents;
 * a credit note's amounts are printed negative whichever sign they are given with.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  /** e.g. 'INV-2026-000123' or 'CN-2026-000004' */
  number: string;
  /** Credit notes: the invoice it corrects. */
  creditsInvoiceNumber: string | null;
  issuedAt: Date;
  suppliedAt: Date;
  /** `zeroTaxNote`: the exemption wording of an invoice at 0 % (no reverse charge), when one applies. */
  seller: { name: string; address: string; taxId: string | null; email: string; zeroTaxNote?: string | null };
  buyer: {
    name: string;
    company: string | null;
    address: string | null;
    country: string | null;
    taxId: string | null;
    /** The buyer asked for a fapiao (China's official tax invoice), issued separately. */
    fapiao: boolean;
  };
  lines: InvoiceLine[];
  netCents: number;
  taxCents: number;
  totalCents: number;
  currency: 'USD';
  /** Prints the EU VAT Directive art. 196 wording: the recipient accounts for the VAT. */
  reverseCharge: boolean;
  /** Order number + provider reference. */
  paymentReference: string;
  paidAt: Date | null;
  /** Settled in the payment sandbox: printed as a test, with no paid mark. */
  test?: boolean;
  siteName: string;
  locale: DocumentLocale;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  /** Basis points: 2000 is 20 %, 0 is 0 %. */
  taxRateBp: number;
  netCents: number;
  taxCents: number;
}

export interface CertificateDocument {
  siteName: string;
  seasonName: string;
  /** The level's name as organisers wrote it; its colour is read from it (Gold, 银奖, …). */
  awardLevel: string;
  entryTitle: string;
  categoryName: string;
  winnerName: string;
  credits: string | null;
  issuedAt: Date;
  /** Short human code, e.g. 'LDA-7K3F-9QX2'. */
  verificationCode: string;
  /** Encoded in the QR code and printed beside it. */
  verificationUrl: string;
  /** The jury chair's name, on the signature line; null: no signature line is drawn. */
  juryChair: string | null;
  /** The chair's signature as a PNG, drawn above the name. */
  signaturePng: Buffer | null;
  locale: DocumentLocale;
}

export type DocumentLocale = 'en' | 'zh';
