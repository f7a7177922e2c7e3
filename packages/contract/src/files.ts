/**
 * Where stored images are served, shared by server and web. Each upload is kept once as its
 * original; the server makes each width below once (WebP, with sharp) on first request and then
 * serves it from disk with a long cache. Pages pick the smallest width that fills their slot
 * (issue 3 "images": thumbnails in grids, large in the lightbox).
 */
export const IMAGE_WIDTHS = { thumb: 480, medium: 960, large: 1920 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS | 'original';
export const IMAGE_SIZES: readonly ImageSize[] = ['thumb', 'medium', 'large', 'original'];

/** Public address of one size of a stored file: `/files/{id}/{size}`. */
export const fileUrl = (fileId: number, size: ImageSize = 'original'): string => `/files/${fileId}/${size}`;

/**
 * Files that are not public yet (an entry's images before it is a shown winner) are served to
 * their owner and the jury under a signed, expiring query (`?exp=…&sig=…`) that covers the file,
 * not the size, so the same query works at every size.
 */
const FILE_URL = /^(\/files\/\d+)\/(thumb|medium|large|original)(\?[^#]*)?$/;

/**
 * The same image at another size. URLs that are not stored files (an external image an
 * organiser linked) are returned unchanged.
 */
export function resizedUrl(url: string, size: ImageSize): string {
  const m = FILE_URL.exec(url);
  return m ? `${m[1]}/${size}${m[3] ?? ''}` : url;
}
