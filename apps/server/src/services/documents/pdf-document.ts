import PDFDocument from 'pdfkit';
import type { DocumentLocale } from './document-types.ts';
import { type FontName, registerFonts } from './pdf-fonts.ts';

/** The documents' palette: near-black ink, one grey for labels, one for rules. */
export const INK = '#1b1b1a';
export const MUTED = '#6f6f6b';
export const RULE = '#d6d5d0';

export interface NewPdf {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * A pdfkit document with the fonts registered, metadata set and no page margins: every block is
 * placed at explicit coordinates inside a bounded box, so a long string wraps or is cut where
 * its box ends instead of pdfkit flowing it onto a page of its own. The creation date is the
 * document's own date, so one input always gives the same bytes (pdfkit derives the file ID
 * from it).
 */
export function newPdf(opts: {
  title: string;
  subject: string;
  author: string;
  locale: DocumentLocale;
  createdAt: Date;
  layout?: 'portrait' | 'landscape';
}): NewPdf {
  const created = Number.isNaN(opts.createdAt.getTime()) ? new Date(0) : opts.createdAt;
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.layout ?? 'portrait',
    margin: 0,
    bufferPages: true,
    lang: opts.locale === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: {
      Title: opts.title,
      Subject: opts.subject,
      Author: opts.author,
      Creator: opts.author,
      Producer: 'Laurel',
      CreationDate: created,
      ModDate: created,
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish() {
      doc.end();
      return done;
    },
  };
}

export interface Style {
  font: FontName;
  size: number;
  color?: string;
  /** Extra space between letters, in points. */
  tracking?: number;
  lineGap?: number;
  align?: 'left' | 'right' | 'center';
}

/** Han, kana, hangul and the CJK punctuation and full-width blocks. */
export const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\ud840-\ud87f]/;

/**
 * Sets font, size and colour; returns the options pdfkit's text calls take for `text`.
 * Noto Sans SC draws quotes and dashes full-width, as Chinese sets them; in a string with no
 * Chinese in it the `pwid` feature picks their proportional Latin forms, so “Tidal” does not
 * stand in a square of space.
 */
export function applyStyle(doc: PDFKit.PDFDocument, style: Style, width: number, text: string): PDFKit.Mixins.TextOptions {
  doc.font(style.font).fontSize(style.size).fillColor(style.color ?? INK);
  return {
    width,
    lineGap: style.lineGap ?? 0,
    characterSpacing: style.tracking ?? 0,
    align: style.align ?? 'left',
    ...(CJK.test(text) ? {} : { features: ['pwid'] as PDFKit.Mixins.OpenTypeFeatures[] }),
  };
}

/** The height `text` takes in `width` with `style`, at most `maxLines` lines. */
export function measure(doc: PDFKit.PDFDocument, text: string, style: Style, width: number, maxLines = Infinity): number {
  if (!text) return 0;
  const options = applyStyle(doc, style, width, text);
  const full = doc.heightOfString(text, options);
  return Math.min(full, lineHeight(doc, style) * maxLines);
}

/** One line's height in the current font at `style`'s size and gap. */
export const lineHeight = (doc: PDFKit.PDFDocument, style: Style): number =>
  doc.font(style.font).fontSize(style.size).currentLineHeight(true) + (style.lineGap ?? 0);

/**
 * Writes `text` in the box at (x, y) of `width`, wrapped, at most `maxLines` lines (the last one
 * ends in an ellipsis when cut). Returns the height it took.
 */
export function textBox(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: Style, maxLines = Infinity): number {
  if (!text) return 0;
  const height = measure(doc, text, style, width, maxLines);
  const options = applyStyle(doc, style, width, text);
  // pdfkit stops at `height`; the half line of slack keeps the last line from being dropped by rounding.
  doc.text(text, x, y, { ...options, height: height + lineHeight(doc, style) / 2, ellipsis: Number.isFinite(maxLines) ? '…' : undefined });
  return height;
}

/** A horizontal hairline. */
export function rule(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number, color = RULE, width = 0.6): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}
