import {
  IMAGE_MIN_LONG_EDGE_DEFAULT,
  type CustomValue,
  type EntryForm,
  type LanguageCode,
  type UploadLimits,
} from '@laurel/contract';
import { isBlankValue, labelOf } from '../../../components/entry-form/index.ts';

/** The long edge below which an image is accepted with a warning: the server's, else the default. */
export const minLongEdge = (limits: UploadLimits | undefined): number =>
  limits?.imageMinLongEdge ?? IMAGE_MIN_LONG_EDGE_DEFAULT;

/** Whether an image is known to be smaller than `min` on its long edge (unknown sizes are not). */
export function isSmall(size: { width: number | null; height: number | null }, min: number): boolean {
  if (size.width === null || size.height === null) return false;
  return Math.max(size.width, size.height) < min;
}

/** What the entry holds that its form may ask for (`Draft`, the preview's sheet). */
interface Parts {
  category: unknown;
  title: string;
  description: string;
  credits: string;
  videoUrl: string;
  images: readonly unknown[];
  pdf: unknown;
  form: EntryForm;
  customFields: Partial<Record<string, CustomValue | null>>;
}

/** One thing still missing: a key of `review.…` and its values. */
export interface Missing {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What still stops a submission under the entry's form (docs/product.md#entry-form), in the order
 * of the steps: what the server would refuse with "This field is required".
 */
export function missingParts(entry: Parts, language: LanguageCode = 'en'): Missing[] {
  const b = entry.form.builtIn;
  const blank = (text: string) => !text.trim();
  const parts: (Missing | false)[] = [
    !entry.category && { key: 'missingCategory' },
    b.title.required && blank(entry.title) && { key: 'missingTitle' },
    b.description.required && blank(entry.description) && { key: 'missingDescription' },
    b.credits.enabled && b.credits.required && blank(entry.credits) && { key: 'missingCredits' },
    b.videoUrl.enabled && b.videoUrl.required && blank(entry.videoUrl) && { key: 'missingVideo' },
    ...entry.form.custom.map(
      (field) =>
        field.required && isBlankValue(entry.customFields[field.key]) && { key: 'missingField', values: { field: labelOf(field, language) } },
    ),
    entry.images.length < b.images.min &&
      (b.images.min > 1 ? { key: 'missingImagesMin', values: { count: b.images.min } } : { key: 'missingImages' }),
    b.pdf.enabled && b.pdf.required && !entry.pdf && { key: 'missingPdf' },
  ];
  return parts.filter((part): part is Missing => Boolean(part));
}
