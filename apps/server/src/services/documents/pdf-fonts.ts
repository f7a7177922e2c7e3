import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { serverRoot } from '../../core/server-root.ts';

/**
 * The typefaces every document embeds (apps/server/src/services/documents/README.md#documents).
 *
 * Noto Sans SC, from `@expo-google-fonts/noto-sans-sc`: Google Fonts' static TrueType files,
 * one complete file per weight (30 898 glyphs: Simplified Chinese with Latin, Greek and Cyrillic),
 * so any name or title a buyer or winner typed prints without a download at run time. TrueType
 * rather than the CFF OpenType of other packages: pdfkit subsets a 10 MB TrueType file into a
 * 10 KB document in about 6 ms a weight; the CFF files of the same family took 100 ms and wrote
 * 90 KB. The fontsource packages ship the same family as a hundred WOFF2 slices per weight.
 *
 * Cormorant Garamond (`@fontsource/cormorant-garamond`, its Latin WOFF), a display serif for the
 * certificate's headlines in Latin script; text it cannot show falls back to Noto Sans SC.
 *
 * Each file is read once per process, on the first document, and kept as a Buffer; pdfkit
 * parses and subsets it per document. The WOFF is unpacked to plain TrueType once here: fontkit
 * inflates a WOFF table again on every glyph it reads, which made a certificate take 90 ms
 * instead of 20.
 */
const FILES = {
  light: '@expo-google-fonts/noto-sans-sc/300Light/NotoSansSC_300Light.ttf',
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  medium: '@expo-google-fonts/noto-sans-sc/500Medium/NotoSansSC_500Medium.ttf',
  display: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff',
  displayItalic: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff',
} as const;

export type FontName = keyof typeof FILES;

// Resolved as the server package resolves its dependencies, from its source or its compiled build.
const require = createRequire(join(serverRoot, 'package.json'));
let loaded: Record<FontName, Buffer> | undefined;

/** The font files, read on first use and cached for the life of the process. */
export function fontBuffers(): Record<FontName, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([name, path]) => {
      const file = readFileSync(require.resolve(path));
      return [name, path.endsWith('.woff') ? woffToSfnt(file) : file];
    }),
  ) as Record<FontName, Buffer>;
  return loaded;
}

/** Where a TrueType face's file is, for a renderer that reads it itself (the award seal's PNG). */
export const fontFile = (name: 'light' | 'regular' | 'medium'): string => require.resolve(FILES[name]);

/** Registers every face under its FontName; pdfkit only parses and embeds the ones a page uses. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, buffer] of Object.entries(fontBuffers())) doc.registerFont(name, buffer);
}

/**
 * Whether the display serif can set `text`: its Latin file covers ASCII, Latin-1 and the common
 * typographic punctuation; anything else (Chinese, Cyrillic, emoji) is set in Noto Sans SC, whole,
 * so one line never mixes two designs.
 */
export const displayCovers = (text: string): boolean => /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026]*$/.test(text);

/**
 * A WOFF 1.0 file as the TrueType/OpenType file it wraps: the same tables, each inflated when
 * stored compressed, behind a plain sfnt directory (the W3C WOFF 1.0 layout; tables stay in the
 * WOFF's tag order and keep their checksums).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((size, t) => size + pad(t.data.length), headerSize));
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** log2, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(16 * numTables - 16 * 2 ** log2, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const record = 12 + 16 * i;
    t.tag.copy(out, record);
    out.writeUInt32BE(t.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(t.data.length, record + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}
