import { IMAGE_MIN_LONG_EDGE_DEFAULT, type UploadLimits } from '@laurel/contract';

/** The long edge below which an image is accepted with a warning: the server's, else the default. */
export const minLongEdge = (limits: UploadLimits | undefined): number =>
  limits?.imageMinLongEdge ?? IMAGE_MIN_LONG_EDGE_DEFAULT;

/** Whether an image is known to be smaller than `min` on its long edge (unknown sizes are not). */
export function isSmall(size: { width: number | null; height: number | null }, min: number): boolean {
  if (size.width === null || size.height === null) return false;
  return Math.max(size.width, size.height) < min;
}

/** What still stops a submission, as keys of `review.missing…` (the order of the steps). */
interface Parts {
  category: unknown;
  title: string;
  description: string;
  credits: string;
  images: readonly unknown[];
}

export function missingParts(entry: Parts): string[] {
  return [
    !entry.category && 'missingCategory',
    !entry.title.trim() && 'missingTitle',
    !entry.description.trim() && 'missingDescription',
    !entry.credits.trim() && 'missingCredits',
    entry.images.length === 0 && 'missingImages',
  ].filter((key): key is string => Boolean(key));
}
