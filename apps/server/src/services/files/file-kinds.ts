/**
 * What a stored file is for. Entry images belong to an entry and are public only once the
 * entry is a shown winner; an entry's PDF is never public (its owner and the jury get signed
 * links); the other kinds are site content the organisers publish (banners, jury portraits,
 * media report pictures, category covers) and are always public.
 */
export const FILE_KINDS = ['entry', 'entry-pdf', 'content', 'banner', 'jury', 'media', 'category'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const CONTENT_FILE_KINDS: readonly FileKind[] = ['content', 'banner', 'jury', 'media', 'category'];

/**
 * Kinds an entrant uploads for an entry (POST /api/apply/upload). A row of these kinds that no
 * entry names (`entryId` null) is an upload waiting for its entry, removed after a grace period
 * (cleanup-orphans.ts).
 */
export const ENTRY_FILE_KINDS = ['entry', 'entry-pdf'] as const satisfies readonly FileKind[];

/** An entry's images (the first in their order is its cover). */
export const ENTRY_IMAGE_KIND = 'entry' satisfies FileKind;
/** An entry's one PDF; agreed with the upload route (routes/apply/upload.ts). */
export const ENTRY_PDF_KIND = 'entry-pdf' satisfies FileKind;

/** The image formats an upload may have, by content; SVG is left out on purpose (it can carry script). */
export const IMAGE_MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageFormat = keyof typeof IMAGE_MIME;

export const PDF_MIME = 'application/pdf';
