import { formMessages, type CustomField, type CustomValue, type EntryForm, type JuryField } from '@laurel/contract';
import { invalid, refuseField, type AppError } from '../../lib/errors.ts';

export type CustomValues = Record<string, string | number>;

const LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const BOUNDS = 1_000_000_000;

/** Why one value does not fit its field, as the 422 names it on `customFields.<key>`; null when it fits. */
function problem(f: CustomField, v: CustomValue): AppError | null {
  const field = `customFields.${f.key}`;
  if (f.type === 'number') {
    if (typeof v !== 'number') return invalid({ [field]: [formMessages.type()] });
    const min = f.min ?? -BOUNDS;
    const max = f.max ?? BOUNDS;
    return v < min || v > max ? refuseField(field, 'numberOutOfRange', { min, max }) : null;
  }
  if (typeof v !== 'string') return invalid({ [field]: [formMessages.type()] });
  if (f.type === 'choice') return f.options.some((o) => o.value === v) ? null : refuseField(field, 'choiceNotOffered');
  if (f.maxLength !== null && [...v].length > f.maxLength) return invalid({ [field]: [formMessages.max(f.maxLength)] });
  if (f.type === 'link' && v && !LINK.test(v)) return invalid({ [field]: [formMessages.pattern()] });
  return null;
}

/**
 * A draft's custom values after a save (docs/product.md#entry-form): each value sent must fit
 * its field of the entry's form (422 on `customFields.<key>` otherwise, a key the form does not
 * have included); null or an empty text clears it; values not sent stay.
 */
export function mergeCustomValues(form: EntryForm, current: CustomValues, sent: Record<string, CustomValue | null>): CustomValues {
  const byKey = new Map(form.custom.map((f) => [f.key, f]));
  const next: CustomValues = { ...current };
  for (const [key, raw] of Object.entries(sent)) {
    const f = byKey.get(key);
    if (!f) throw invalid({ [`customFields.${key}`]: [formMessages.type()] });
    const v = typeof raw === 'string' ? raw.trim() : raw;
    if (v === null || v === '') {
      delete next[key];
      continue;
    }
    const wrong = problem(f, v);
    if (wrong) throw wrong;
    next[key] = v;
  }
  return next;
}

/**
 * The values a submitted entry keeps: only its form's fields, each still fitting it (the form may
 * have changed since the draft saved them). A value that no longer fits is refused like a new
 * one, so the entrant corrects it rather than losing it.
 */
export function valuesForSubmit(form: EntryForm, values: CustomValues): CustomValues {
  const kept: CustomValues = {};
  for (const f of form.custom) {
    const v = values[f.key];
    if (v === undefined) continue;
    const wrong = problem(f, v);
    if (wrong) throw wrong;
    kept[f.key] = v;
  }
  return kept;
}

/** What a built-in text may hold under the form: longer is refused as the contract refuses it. */
export function checkBuiltInLengths(form: EntryForm, input: { title?: string; description?: string; credits?: string }): void {
  for (const name of ['title', 'description', 'credits'] as const) {
    const max = form.builtIn[name].maxLength;
    const text = input[name];
    if (text !== undefined && [...text].length > max) throw invalid({ [name]: [formMessages.max(max)] });
  }
}

/** The fields submitting still needs under the form (contract: 422 "This field is required" on each). */
export function missingForSubmit(
  form: EntryForm,
  e: { categoryId: number | null; title: string; description: string; credits: string; videoUrl: string | null; pdfFileId: number | null; customFields: CustomValues },
  imageCount: number,
): string[] {
  const b = form.builtIn;
  const missing: string[] = [];
  if (e.categoryId === null) missing.push('categoryId');
  if (b.title.required && !e.title.trim()) missing.push('title');
  if (b.description.required && !e.description.trim()) missing.push('description');
  if (b.credits.enabled && b.credits.required && !e.credits.trim()) missing.push('credits');
  if (imageCount < b.images.min) missing.push('imageFileIds');
  if (b.pdf.enabled && b.pdf.required && e.pdfFileId === null) missing.push('pdfFileId');
  if (b.videoUrl.enabled && b.videoUrl.required && !e.videoUrl) missing.push('videoUrl');
  for (const f of form.custom) if (f.required && (e.customFields[f.key] === undefined || e.customFields[f.key] === '')) missing.push(`customFields.${f.key}`);
  return missing;
}

/**
 * The custom fields as the jury reads them (docs/product.md#entry-form): those the form shows to
 * the jury (`shown`), or those it keeps from them (`hidden`, for the judge alone), with values
 * as text in both languages. Empty fields are left out.
 */
export function juryFields(form: EntryForm, values: CustomValues, which: 'shown' | 'hidden'): JuryField[] {
  return form.custom.flatMap((f) => {
    if (f.showToJury !== (which === 'shown')) return [];
    const v = values[f.key];
    if (v === undefined || v === '') return [];
    const option = f.type === 'choice' ? f.options.find((o) => o.value === v) : undefined;
    const value = option ? option.label : String(v);
    return [{ key: f.key, label: f.label, labelZh: f.labelZh || f.label, value, valueZh: option ? option.labelZh || option.label : value }];
  });
}
