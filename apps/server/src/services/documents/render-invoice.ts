import type { InvoiceDocument } from './document-types.ts';
import { CONTENT_BOTTOM, M, type PartyLine, S, W, field, footer, label, paidMark, party, upper } from './invoice-blocks.ts';
import { INVOICE_LABELS, REVERSE_CHARGE_EN } from './invoice-labels.ts';
import { drawLineTable } from './invoice-table.ts';
import { INK, MUTED, type Style, lineHeight, newPdf, rule, textBox } from './pdf-document.ts';
import { cleanText, formatCents, formatDate } from './pdf-text.ts';
import { spacedBox } from './spaced-text.ts';

/** A country code as its name in the document's language ('DE' → Germany / 德国); as given when unknown. */
export function regionName(code: string | null, locale: string): string {
  const clean = cleanText(code);
  if (!/^[A-Z]{2}$/.test(clean)) return clean;
  try {
    return new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' }).of(clean) ?? clean;
  } catch {
    return clean;
  }
}

/**
 * An invoice or credit note as an A4 PDF (apps/server/src/services/documents/README.md#documents): the site's name as
 * wordmark, title and number, dates and payment reference, seller and buyer, the line table
 * (continued on further pages with its header repeated), totals, the notes the tax rules ask
 * for, and a footer with the seller's details and the page number on every page.
 */
export async function renderInvoicePdf(input: InvoiceDocument): Promise<Buffer> {
  const t = INVOICE_LABELS[input.locale] ?? INVOICE_LABELS.en;
  const credit = input.kind === 'credit_note';
  // A credit note takes money back: its amounts print negative whatever sign they came with.
  const money = (cents: number) => formatCents(credit ? -Math.abs(cents) : cents);
  const title = credit ? t.creditNote : t.invoice;
  const number = cleanText(input.number);
  const siteName = cleanText(input.siteName);
  const seller = {
    name: cleanText(input.seller.name),
    address: cleanText(input.seller.address, true),
    taxId: cleanText(input.seller.taxId),
    email: cleanText(input.seller.email),
  };

  const { doc, finish } = newPdf({
    title: `${title} ${number}`,
    subject: `${title} ${number} — ${siteName}`,
    author: seller.name || siteName,
    locale: input.locale,
    createdAt: input.issuedAt,
  });

  // Letter-spaced, so it goes through spacedBox to read back as words, as every label does.
  const wordmark = (y: number) => spacedBox(doc, upper(siteName), M, y, W * 0.62, S.wordmark, 2);
  let y = 52;
  wordmark(y);
  // A sandbox order moved no money: no paid mark, and the test notice under the title.
  if (input.paidAt && !input.test) paidMark(doc, t, credit, formatDate(input.paidAt, input.locale));

  // Title and number.
  y = 118;
  y += textBox(doc, title, M, y, W, S.title, 1);
  const subtitle = t.subtitle(input.kind);
  if (subtitle) y += 1 + textBox(doc, subtitle, M, y + 1, W, S.subtitle, 1);
  y += 6 + textBox(doc, number, M, y + 6, W, S.number, 2);
  if (credit && input.creditsInvoiceNumber) {
    y += 4 + textBox(doc, t.creditFor(cleanText(input.creditsInvoiceNumber)), M, y + 4, W, S.strong, 2);
  }
  if (input.test) y += 6 + textBox(doc, t.test, M, y + 6, W, S.strong, 2);

  // Dates and reference.
  y += 30;
  const meta = [
    { label: t.issued, value: formatDate(input.issuedAt, input.locale), width: W * 0.25 },
    { label: t.supplied, value: formatDate(input.suppliedAt, input.locale), width: W * 0.25 },
    { label: t.reference, value: cleanText(input.paymentReference), width: W * 0.5 },
  ];
  y += field(doc, meta, y);

  // Seller and buyer.
  y += 26;
  const buyer = input.buyer;
  // The buyer's column starts where the payment reference and the totals do: one grid.
  const half = W / 2;
  const sellerLines: PartyLine[] = [[seller.address, 6], [seller.taxId && `${t.taxId} ${seller.taxId}`, 2], [seller.email, 2]];
  const buyerLines: PartyLine[] = [
    [cleanText(buyer.company), 2],
    [cleanText(buyer.address, true), 6],
    [regionName(buyer.country, input.locale), 2],
    [buyer.taxId && `${t.taxId} ${cleanText(buyer.taxId)}`, 2],
  ];
  const partyHeight = Math.max(
    party(doc, t.seller, seller.name, sellerLines, M, y, half - 24),
    party(doc, t.buyer, cleanText(buyer.name), buyerLines, M + half, y, half),
  );
  y += partyHeight + 34;

  // The line table, continued on further pages under the wordmark and the number.
  const newPage = () => {
    doc.addPage();
    wordmark(52);
    textBox(doc, `${title} ${number} (${t.continued})`, M, 84, W, { ...S.value, color: MUTED }, 1);
    return 118;
  };
  y = drawLineTable(doc, { lines: input.lines, t, money, y, newPage });

  // Totals, right-aligned under the amounts.
  const totalsX = M + W * 0.5;
  const totalsW = W * 0.5;
  const notes = [
    input.test ? t.test : '',
    input.seller.zeroTaxNote ? cleanText(input.seller.zeroTaxNote) : '',
    input.reverseCharge ? REVERSE_CHARGE_EN : '',
    input.reverseCharge ? (t.reverseCharge ?? '') : '',
    input.buyer.fapiao ? t.fapiao : '',
  ].filter(Boolean);
  const notesHeight = notes.length ? 40 + notes.length * 16 : 0;
  // Subtotal, tax, rule and total: the block moves to a new page whole.
  const totalsHeight = 98;
  if (y + 18 + totalsHeight > CONTENT_BOTTOM) y = newPage();
  y += 18;
  const totalRow = (name: string, value: string, style: Style) => {
    textBox(doc, name, totalsX, y, totalsW * 0.6, { ...style, color: style === S.total ? INK : MUTED }, 1);
    textBox(doc, value, totalsX + totalsW * 0.4, y, totalsW * 0.6, { ...style, align: 'right' }, 1);
    y += lineHeight(doc, style) + 7;
  };
  totalRow(t.subtotal, money(input.netCents), S.value);
  totalRow(t.totalTax, money(input.taxCents), S.value);
  y += 2;
  rule(doc, totalsX, M + W, y, INK, 0.8);
  y += 10;
  totalRow(`${t.total} (${input.currency})`, money(input.totalCents), S.total);

  if (notes.length) {
    if (y + notesHeight > CONTENT_BOTTOM) y = newPage();
    y += 28;
    y += 6 + label(doc, t.notes, M, y, W);
    for (const note of notes) y += 4 + textBox(doc, note, M, y + 4, W * 0.75, S.value, 3);
  }

  footer(doc, t, seller);
  return finish();
}
