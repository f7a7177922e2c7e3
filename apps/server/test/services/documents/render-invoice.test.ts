import { describe, expect, it } from 'vitest';
import { INVOICE_LABELS } from '../../../src/services/documents/invoice-labels.ts';
import { renderInvoicePdf } from '../../../src/services/documents/render-invoice.ts';
import { type Layout, misplacedWords, pdfFonts, pdfLayout, pdfText } from './poppler.ts';
import { creditNoteEn, creditNoteZh, invoiceEn, invoiceLong, invoiceZh } from './samples.ts';

// A4 portrait and the renderer's margins, in points.
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;

/** Text without the gaps letter-spacing and line breaks put between characters. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

/** Words outside the margins (the footer sits in the bottom one) or on top of one another. */
const misplaced = (layout: Layout) => misplacedWords(layout, { left: MARGIN - 1, top: 30, right: PAGE_W - MARGIN + 1, bottom: PAGE_H - 20 });

describe('renderInvoicePdf', () => {
  it('prints an English invoice: number, parties, lines, totals, paid mark and the reverse-charge wording', async () => {
    const pdf = await renderInvoicePdf(invoiceEn());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Invoice',
      'INV-2026-000123',
      'Anna Lindqvist',
      'Studio Nord AB',
      'Tax ID SE556677889901',
      'Laurel Design Award Ltd',
      'Tax ID IE1234567T',
      'E20260314A1B2C3D4E5F60718 / sandbox 7f3a9c',
      '14 March 2026',
      'Reverse charge – VAT to be accounted for by the recipient',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(squeeze(text)).toContain('PAID14MARCH2026');
    // Unit price, amount, subtotal and total: four times $150.00, never a negative one.
    expect(text.match(/\$150\.00/g)).toHaveLength(4);
    expect(text).not.toMatch(/-\$/);
    expect(text).not.toContain('fapiao');
    const layout = await pdfLayout(pdf);
    expect(misplaced(layout)).toEqual([]);
    // Quotes in Latin text are Latin quotes, not the Chinese full-width ones of the same font,
    // which would leave a square of space each: “Tidal”, is about as wide as 1.4 × "Entry".
    const width = (text: string) => layout.pages[0]!.words.filter((w) => w.text === text).map((w) => w.xMax - w.xMin)[0]!;
    expect(width('“Tidal”,') / width('Entry')).toBeLessThan(1.6);
  });

  it('sets its letter-spaced labels so that a reader gets them as words, in both languages', async () => {
    // The lines pdftotext reads, each with its spaces as they came out.
    const lines = async (pdf: Buffer) => (await pdfText(pdf)).split('\n').map((line) => line.trim());
    const keys = ['issued', 'supplied', 'reference', 'seller', 'buyer', 'description', 'quantity', 'unitPrice', 'taxRate', 'tax', 'amount', 'notes'] as const;
    const cases = [
      { locale: 'en', pdf: await renderInvoicePdf(invoiceEn()), more: ['LAUREL DESIGN AWARD', 'PAID 14 MARCH 2026'] },
      { locale: 'en', pdf: await renderInvoicePdf(creditNoteEn()), more: ['LAUREL DESIGN AWARD'] },
      { locale: 'zh', pdf: await renderInvoicePdf(invoiceZh()), more: ['桂冠设计奖', '已于2026年3月14日付款'] },
      { locale: 'zh', pdf: await renderInvoicePdf(creditNoteZh()), more: ['桂冠设计奖'] },
    ] as const;
    for (const { locale, pdf, more } of cases) {
      const read = await lines(pdf);
      const t = INVOICE_LABELS[locale];
      for (const label of [...keys.map((key) => t[key].toLocaleUpperCase('en-US')), ...more]) expect(read, label).toContain(label);
      // Never a label read back letter by letter: "D AT E O F I S S U E", "TA X R AT E".
      expect(read.filter((line) => /\b[A-Z] [A-Z] [A-Z]\b|\b[A-Z]{1,2} [A-Z]{1,2} [A-Z]{1,2} [A-Z]{1,2}\b/.test(line))).toEqual([]);
    }
  });

  it('names the buyer’s country in full in the document’s language, and prints the exemption of an invoice at 0 %', async () => {
    const exempt = 'Exempt from VAT under Article 132(1)(n) of Directive 2006/112/EC.';
    const input = { buyer: { ...invoiceEn().buyer, country: 'SE', taxId: null }, reverseCharge: false, seller: { ...invoiceEn().seller, zeroTaxNote: exempt } };
    const en = await pdfText(await renderInvoicePdf(invoiceEn(input)));
    expect(en).toContain('Sweden');
    expect(en).toContain(exempt);
    expect(en).not.toContain('Reverse charge');
    const zh = await pdfText(await renderInvoicePdf(invoiceZh(input)));
    expect(zh).toContain('瑞典');
  });

  it('carries its title and language in the metadata and embeds every font it uses', async () => {
    const pdf = await renderInvoicePdf(invoiceEn());
    expect((await pdfLayout(pdf)).title).toBe('Invoice INV-2026-000123');
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.embedded && f.subset && f.unicode)).toBe(true);
    expect(fonts.map((f) => f.name).join(' ')).toContain('NotoSansSC');
    expect(pdf.toString('latin1')).toContain('/Lang (en)');
    // A subset holds the glyphs used, not the 10 MB font.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('prints a Chinese invoice whose Chinese text comes back out of the PDF', async () => {
    const pdf = await renderInvoicePdf(invoiceZh());
    const text = await pdfText(pdf);
    for (const expected of ['账单', 'INV-2026-000124', '张伟', '上海山水设计有限公司', '参赛费', '《山水之间》', '追加奖杯', '合计', '第 1 页，共 1 页']) {
      expect(text).toContain(expected);
    }
    expect(squeeze(text)).toContain('上海市徐汇区漕溪北路88号12楼');
    expect(text).toContain('购买方已申请开具发票');
    // 2 × $350.50 = $701.00; tax 6 % of $1,200.00 is $72.00; total $2,165.06.
    for (const amount of ['$350.50', '$701.00', '$72.00', '$2,051.00', '$114.06', '$2,165.06', '6%']) expect(text).toContain(amount);
    expect(squeeze(text)).toContain('已于2026年3月14日付款');
    expect(text).not.toContain('Reverse charge');
    expect(pdf.toString('latin1')).toContain('/Lang (zh-CN)');
  });

  it('prints a credit note with the invoice it corrects and negative amounts', async () => {
    const text = await pdfText(await renderInvoicePdf(creditNoteEn()));
    expect(text).toContain('Credit note');
    expect(text).toContain('CN-2026-000004');
    expect(text).toContain('Credit note for invoice INV-2026-000123');
    expect(text.match(/-\$150\.00/g)).toHaveLength(4);
    expect(text).not.toMatch(/(^|[^-])\$150\.00/m);
    expect(squeeze(text)).not.toContain('PAID');
  });

  it('prints a credit note negative even when its amounts arrive negative', async () => {
    const doc = creditNoteEn({ netCents: -15000, totalCents: -15000 });
    const text = await pdfText(await renderInvoicePdf(doc));
    expect(text.match(/-\$150\.00/g)).toHaveLength(4);
  });

  it('keeps 200-character names, addresses and descriptions inside the page, over several pages', async () => {
    const doc = invoiceLong();
    const pdf = await renderInvoicePdf(doc);
    const layout = await pdfLayout(pdf);
    expect(layout.pages.length).toBeGreaterThan(1);
    expect(misplaced(layout)).toEqual([]);
    const text = await pdfText(pdf);
    const pages = layout.pages.length;
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} of ${pages}`);
    // Every line's amount and the totals are there, whatever the strings around them.
    for (const line of doc.lines) expect(text).toContain(`$${(line.netCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(text).toContain('$154,907,406.15');
    // The table header is repeated on the pages the table continues on, and never stands alone
    // at the foot of a page: an amount follows it on its page.
    const headed = layout.pages.filter((page) => page.words.some((w) => w.text === 'DESCRIPTION'));
    expect(headed.length).toBeGreaterThan(1);
    for (const page of headed) {
      const header = page.words.find((w) => w.text === 'DESCRIPTION')!;
      expect(page.words.some((w) => w.text.startsWith('$') && w.yMin > header.yMax)).toBe(true);
    }
  });

  it('survives hostile strings: NUL, lone surrogates, control and bidirectional-override characters', async () => {
    const pdf = await renderInvoicePdf(
      invoiceEn({
        number: 'INV-2026-\u0000000777',
        buyer: { name: 'Eve\u202e\u0007 Mallory\ud800', company: '\udfff', address: '\u0000\u0001\n\n', country: null, taxId: null, fapiao: false },
        lines: [{ description: 'Fee\u0000\u001b[31m \ud83c\udfc6 trophy', quantity: 1, unitCents: 100, taxRateBp: 0, netCents: 100, taxCents: 0 }],
        netCents: 100,
        totalCents: 100,
      }),
    );
    const text = await pdfText(pdf);
    expect(text).toContain('INV-2026-000777');
    expect(text).toContain('Eve Mallory');
    expect(text).toContain('Fee[31m');
    expect([...text].filter((c) => c < '\u0009' || c === '\u202e')).toEqual([]);
    expect(text).toContain('$1.00');
  });

  it('gives the same bytes for the same invoice', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(invoiceZh()), renderInvoicePdf(invoiceZh())]);
    expect(a.equals(b)).toBe(true);
  });

  it('refuses an amount that is not integer cents rather than print it wrong', async () => {
    await expect(renderInvoicePdf(invoiceEn({ totalCents: 150.5 }))).rejects.toThrow(RangeError);
  });
});
