import type { CSSProperties } from 'react';
import { IMAGE_WIDTHS, resizedUrl, type ImageSize } from '@laurel/contract';
import './stored-image.css';

interface StoredImageProps {
  /** A stored file URL (`/files/{id}/{size}`) or an external one; null shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  /** The width that fills the slot: thumb in grids, medium/large in detail, large in lightboxes. */
  size: ImageSize;
  /** Intrinsic size from the API when known; otherwise the box keeps `ratio`. */
  width?: number | null;
  height?: number | null;
  /** Width / height of the box the image is cropped into (CSS aspect-ratio), e.g. 4 / 3. */
  ratio?: number;
  /**
   * The slot's width in the layout (the `sizes` attribute), e.g. `100vw` for the banner: the
   * browser then picks the smallest stored width up to `size` that fills it on this screen.
   */
  sizes?: string;
  /**
   * The page's hero (its largest image above the fold): loaded first, at high priority, and
   * preloaded by the server-rendered page (apps/web/src/app/README.md#server-rendering). Other images
   * load when they come near the screen.
   */
  eager?: boolean;
  /** `cover` crops to the box; `contain` shows the whole image (details, lightbox). */
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * An image in a fixed box so the page never shifts while it loads: the box has the image's own
 * aspect ratio (width/height from the API) or the slot's `ratio`. Without an image a neutral
 * placeholder with the laurel mark fills the same box.
 */
export function StoredImage({
  src,
  alt,
  size,
  width,
  height,
  ratio,
  sizes,
  eager = false,
  fit = 'cover',
  className,
}: StoredImageProps) {
  const known = width && height ? width / height : undefined;
  const style = { aspectRatio: String(ratio ?? known ?? 4 / 3) } as CSSProperties;
  const classes = ['stored-image', `stored-image--${fit}`, className].filter(Boolean).join(' ');
  if (!src) {
    return (
      <div className={`${classes} stored-image--empty`} style={style} role="img" aria-label={alt}>
        <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
            <path d="M16 25c-5.5-1.2-9-5.6-9-11.5" />
            <path d="M16 25c5.5-1.2 9-5.6 9-11.5" />
          </g>
        </svg>
      </div>
    );
  }
  const srcSet = sizes ? storedSrcSet(src, size) : undefined;
  return (
    <div className={classes} style={style}>
      <img
        src={resizedUrl(src, size)}
        {...(srcSet ? { srcSet, sizes } : {})}
        alt={alt}
        // The intrinsic size lets the browser reserve the space even before CSS applies.
        width={width ?? undefined}
        height={height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        // The hero first; every other image after it, even those on screen (Chrome would raise
        // them to high priority once laid out, and they would share the bandwidth it needs).
        fetchPriority={eager ? 'high' : 'low'}
      />
    </div>
  );
}

/**
 * The stored widths of a file up to `size` (`/files/7/thumb 480w, /files/7/medium 960w, …`);
 * undefined for an external image or when there is only one to choose from.
 */
export function storedSrcSet(src: string, size: ImageSize): string | undefined {
  if (size === 'original' || resizedUrl(src, 'large') === resizedUrl(src, 'thumb')) return undefined;
  const widths = (Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[]).filter(
    (w) => IMAGE_WIDTHS[w] <= IMAGE_WIDTHS[size],
  );
  return widths.length > 1 ? widths.map((w) => `${resizedUrl(src, w)} ${IMAGE_WIDTHS[w]}w`).join(', ') : undefined;
}
