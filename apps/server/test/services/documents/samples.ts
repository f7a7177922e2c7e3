import type { CertificateDocument, InvoiceDocument } from '../../../src/services/documents/document-types.ts';

/** Documents as the invoice and certificate services build them, for the tests and bench/documents.ts. */

export const SELLER = {
  name: 'Laurel Design Award Ltd',
  address: '12 Harbour Street\nDublin D02 XY45\nIreland',
  taxId: 'IE1234567T',
  email: 'billing@laurel.example',
};

export const invoiceEn = (over: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  kind: 'invoice',
  number: 'INV-2026-000123',
  creditsInvoiceNumber: null,
  issuedAt: new Date('2026-03-14T10:30:00Z'),
  suppliedAt: new Date('2026-03-14T10:30:00Z'),
  seller: SELLER,
  buyer: {
    name: 'Anna Lindqvist',
    company: 'Studio Nord AB',
    address: 'Götgatan 22\n118 46 Stockholm',
    country: 'Sweden',
    taxId: 'SE556677889901',
    fapiao: false,
  },
  lines: [
    { description: 'Entry fee — “Tidal”, Product Design, season 2026', quantity: 1, unitCents: 15000, taxRateBp: 0, netCents: 15000, taxCents: 0 },
  ],
  netCents: 15000,
  taxCents: 0,
  totalCents: 15000,
  currency: 'USD',
  reverseCharge: true,
  paymentReference: 'E20260314A1B2C3D4E5F60718 / sandbox 7f3a9c',
  paidAt: new Date('2026-03-14T10:29:00Z'),
  siteName: 'Laurel Design Award',
  locale: 'en',
  ...over,
});

export const invoiceZh = (over: Partial<InvoiceDocument> = {}): InvoiceDocument =>
  invoiceEn({
    number: 'INV-2026-000124',
    buyer: {
      name: '张伟',
      company: '上海山水设计有限公司',
      address: '上海市徐汇区漕溪北路 88 号 12 楼',
      country: '中国',
      taxId: '91310104MA1FR5XK2Q',
      fapiao: true,
    },
    lines: [
      { description: '参赛费 —《山水之间》，平面设计类，2026 赛季', quantity: 1, unitCents: 15000, taxRateBp: 0, netCents: 15000, taxCents: 0 },
      { description: '获奖套餐 · 金奖（含证书与奖杯）', quantity: 1, unitCents: 120000, taxRateBp: 600, netCents: 120000, taxCents: 7200 },
      { description: '追加奖杯', quantity: 2, unitCents: 35050, taxRateBp: 600, netCents: 70100, taxCents: 4206 },
    ],
    netCents: 205100,
    taxCents: 11406,
    totalCents: 216506,
    reverseCharge: false,
    siteName: '桂冠设计奖',
    locale: 'zh',
    ...over,
  });

export const creditNoteEn = (over: Partial<InvoiceDocument> = {}): InvoiceDocument =>
  invoiceEn({
    kind: 'credit_note',
    number: 'CN-2026-000004',
    creditsInvoiceNumber: 'INV-2026-000123',
    issuedAt: new Date('2026-04-02T09:00:00Z'),
    lines: [{ description: 'Refund of entry fee — “Tidal”, withdrawn before judging', quantity: 1, unitCents: 15000, taxRateBp: 0, netCents: 15000, taxCents: 0 }],
    paidAt: null,
    ...over,
  });

/** A sandbox order's invoice: a test, at 0 % with the exemption wording, no paid mark. */
export const invoiceTestEn = (over: Partial<InvoiceDocument> = {}): InvoiceDocument =>
  invoiceEn({
    test: true,
    reverseCharge: false,
    seller: { ...SELLER, zeroTaxNote: 'VAT not charged: small business exemption.' },
    buyer: { ...invoiceEn().buyer, taxId: null },
    ...over,
  });

/** The winner package's invoice as issueInvoice words it: a private buyer, taxed at 23 %. */
export const winnerPackageEn = (over: Partial<InvoiceDocument> = {}): InvoiceDocument =>
  invoiceEn({
    number: 'INV-2026-000311',
    issuedAt: new Date('2026-06-22T08:15:00Z'),
    suppliedAt: new Date('2026-06-22T08:14:00Z'),
    buyer: { name: 'Anna Lindqvist', company: null, address: 'Götgatan 22\n118 46 Stockholm', country: 'Sweden', taxId: null, fapiao: false },
    lines: [{ description: 'Winner package — entry no. 42, “Tidal”', quantity: 1, unitCents: 97480, taxRateBp: 2300, netCents: 97480, taxCents: 22420 }],
    netCents: 97480,
    taxCents: 22420,
    totalCents: 119900,
    reverseCharge: false,
    paymentReference: 'W20260622B7C8D9E0F1A2B3C4 / SBX-W20260622',
    paidAt: new Date('2026-06-22T08:14:00Z'),
    ...over,
  });

export const winnerPackageZh = (over: Partial<InvoiceDocument> = {}): InvoiceDocument =>
  winnerPackageEn({
    number: 'INV-2026-000312',
    buyer: invoiceZh().buyer,
    lines: [{ description: 'Winner package — entry no. 57, “山水之间”', quantity: 1, unitCents: 97480, taxRateBp: 2300, netCents: 97480, taxCents: 22420 }],
    siteName: '桂冠设计奖',
    locale: 'zh',
    ...over,
  });

/** The credit note a correction issues (correct-invoice.ts): the whole invoice cancelled, in Chinese. */
export const creditNoteZh = (over: Partial<InvoiceDocument> = {}): InvoiceDocument =>
  invoiceZh({
    kind: 'credit_note',
    number: 'CN-2026-000005',
    creditsInvoiceNumber: 'INV-2026-000124',
    issuedAt: new Date('2026-04-02T09:00:00Z'),
    lines: [{ description: 'Cancels invoice INV-2026-000124: Entry fee — entry no. 57, “山水之间”', quantity: 1, unitCents: 15000, taxRateBp: 0, netCents: 15000, taxCents: 0 }],
    netCents: 15000,
    taxCents: 0,
    totalCents: 15000,
    paidAt: null,
    ...over,
  });

const LONG_EN =
  'An extraordinarily long entry title that goes on and on, written by someone who wanted every word of the brief in it, ' +
  'with materials, process, collaborators and intentions, to see what the layout does with it at last';
const LONG_ZH = '这是一个非常非常长的作品名称用来测试排版在遇到超长中文字符串时是否能够正确换行而不会溢出页面边界或者导致渲染失败'.repeat(2);
export const LONG = (LONG_EN + LONG_EN).slice(0, 200);
export const LONG_CJK = LONG_ZH.slice(0, 100);

export const invoiceLong = (): InvoiceDocument =>
  invoiceEn({
    number: 'INV-2026-000999',
    seller: { ...SELLER, name: LONG, address: `${LONG}\n${LONG_CJK}` },
    buyer: { name: LONG, company: LONG_CJK, address: `${LONG}\n${'X'.repeat(200)}`, country: LONG, taxId: 'Z'.repeat(200), fapiao: true },
    lines: Array.from({ length: 14 }, (_, i) => ({
      description: i % 2 ? `${LONG}` : `${LONG_CJK}${'W'.repeat(120)}`,
      quantity: 1 + i,
      unitCents: 123_456_789,
      taxRateBp: 1950,
      netCents: 123_456_789 * (1 + i),
      taxCents: 24_074_074 * (1 + i),
    })),
    netCents: 12_962_962_845,
    taxCents: 2_527_777_770,
    totalCents: 15_490_740_615,
    paymentReference: `${LONG}`,
    siteName: LONG,
  });

export const certificateEn = (over: Partial<CertificateDocument> = {}): CertificateDocument => ({
  siteName: 'Laurel Design Award',
  seasonName: '2026',
  awardLevel: 'Gold',
  entryTitle: 'Tidal — a modular lamp that follows the day',
  categoryName: 'Product Design',
  winnerName: 'Anna Lindqvist',
  credits: 'Studio Nord AB\nDesign: Anna Lindqvist, Erik Holm\nEngineering: Mira Sato',
  issuedAt: new Date('2026-06-20T12:00:00Z'),
  verificationCode: 'LDA-7K3F-9QX2',
  verificationUrl: 'https://laurel.example/verify/LDA-7K3F-9QX2',
  juryChair: 'Prof. Lena Berg',
  signaturePng: null,
  locale: 'en',
  ...over,
});

export const certificateZh = (over: Partial<CertificateDocument> = {}): CertificateDocument =>
  certificateEn({
    siteName: '桂冠设计奖',
    seasonName: '2026 赛季',
    awardLevel: '银奖',
    entryTitle: '山水之间 —— 城市书店空间设计',
    categoryName: '空间设计',
    winnerName: '张伟',
    credits: '上海山水设计有限公司\n设计：张伟、李娜\n摄影：王磊',
    verificationCode: 'LDA-2M8P-4RT6',
    verificationUrl: 'https://laurel.example/verify/LDA-2M8P-4RT6',
    juryChair: '陈文静',
    locale: 'zh',
    ...over,
  });

export const certificateLong = (): CertificateDocument =>
  certificateEn({
    siteName: LONG,
    seasonName: LONG,
    awardLevel: 'Honourable Mention',
    entryTitle: LONG,
    categoryName: LONG_CJK,
    winnerName: LONG,
    credits: `${LONG} ${LONG_CJK}`,
    verificationCode: 'LDA-7K3F-9QX2',
    verificationUrl: `https://laurel.example/verify/LDA-7K3F-9QX2?${'a'.repeat(150)}`,
  });
