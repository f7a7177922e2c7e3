/*
 * Names inside a jury zip (docs/product.md#zip-downloads): a folder per entry, `0042 Fold chair/`,
 * that unpacks on Windows, macOS and Linux alike. The title is the entrant's text, so anything a
 * file system refuses or a file manager could be fooled by is taken out.
 */

/** Characters Windows refuses in a name, and the path separators of every system. */
const FORBIDDEN = /[/\\:*?"<>|]/g;
/** Control characters, and the bidirectional overrides that can make `gpj.exe` read `exe.jpg`. */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Long enough to recognise a title, short enough that `folder/01.jpg` fits any path limit. */
export const TITLE_MAX_CHARS = 60;

/** The entry number as people read it in the zip: zero-padded to at least four digits. */
export const entryNumber = (entryId: number): string => String(entryId).padStart(4, '0');

/** `title` made safe as part of a file name: forbidden and invisible characters become spaces. */
export function safeTitle(title: string): string {
  const cleaned = title.normalize('NFC').replace(INVISIBLE, ' ').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  // Capped by code points, so a character outside the BMP is never cut in half; Windows drops a
  // name's trailing dots and spaces, which would make the folder differ from the manifest.
  return Array.from(cleaned).slice(0, TITLE_MAX_CHARS).join('').replace(/[. ]+$/, '');
}

/** The entry's folder: `0042 Fold chair`, or `0042` for an untitled entry. */
export function entryFolder(entryId: number, title: string): string {
  const name = safeTitle(title);
  return name ? `${entryNumber(entryId)} ${name}` : entryNumber(entryId);
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** `01.jpg`, `02.png`, … in the entry's image order; the extension follows the stored type. */
export const imageFileName = (index: number, mime: string): string =>
  `${String(index + 1).padStart(2, '0')}.${IMAGE_EXTENSIONS[mime] ?? 'bin'}`;

export const ENTRY_TEXT_NAME = 'entry.txt';
export const ENTRY_PDF_NAME = 'entry.pdf';
export const MANIFEST_NAME = 'manifest.csv';
