/**
 * What a stored file is for. Entry images belong to an entry and are public only once the
 * entry is a shown winner; the other kinds are site content the organisers publish (banners,
 * jury portraits, media report pictures, category covers) and are always public.
 */
export const FILE_KINDS = ['entry', 'content', 'banner', 'jury', 'media', 'category'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const CONTENT_FILE_KINDS: readonly FileKind[] = ['content', 'banner', 'jury', 'media', 'category'];

/** The image formats an upload may have, by content; SVG is left out on purpose (it can carry script). */
export const IMAGE_MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageFormat = keyof typeof IMAGE_MIME;
