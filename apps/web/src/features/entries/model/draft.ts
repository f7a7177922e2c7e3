import { DEFAULT_ENTRY_FORM, type CategoryNode, type EditEntryRequest, type EntryDetail, type EntryForm } from '@laurel/contract';
import { customDraftOf, customValuesBody, type CustomDraft } from '../../../components/entry-form/index.ts';

/** An image already stored on the server and part of the draft (the first is the cover). */
export interface DraftImage {
  fileId: number;
  url: string;
  thumbUrl: string;
  width: number | null;
  height: number | null;
  name?: string;
}

export interface DraftPdf {
  fileId: number;
  url: string;
  bytes?: number;
  name?: string;
}

/** What `/steps` edits; saved as a whole at every step change (issue 4). */
export interface Draft {
  categoryId: number | null;
  title: string;
  description: string;
  credits: string;
  videoUrl: string;
  invitationCode: string;
  images: DraftImage[];
  pdf: DraftPdf | null;
  /** The values of the form's custom fields, by key (null where empty). */
  customFields: CustomDraft;
  /**
   * The entry form the draft follows (docs/product.md#entry-form), as the server last answered it,
   * and the category it was answered for: a category's form may be its own.
   */
  form: EntryForm;
  formCategoryId: number | null;
}

export const emptyDraft = (): Draft => ({
  categoryId: null,
  title: '',
  description: '',
  credits: '',
  videoUrl: '',
  invitationCode: '',
  images: [],
  pdf: null,
  customFields: {},
  form: DEFAULT_ENTRY_FORM,
  formCategoryId: null,
});

export function draftFromEntry(entry: EntryDetail): Draft {
  return {
    categoryId: entry.category?.id ?? null,
    title: entry.title,
    description: entry.description,
    credits: entry.credits,
    videoUrl: entry.videoUrl ?? '',
    invitationCode: entry.invitationCode ?? '',
    images: entry.images.map((image) => ({ ...image })),
    pdf: entry.pdf ? { ...entry.pdf } : null,
    customFields: customDraftOf(entry.form, entry.customFields),
    form: entry.form,
    formCategoryId: entry.category?.id ?? null,
  };
}

/**
 * The draft under the form a save answered with (a new category may bring another): its fields'
 * values as they are being edited, the new ones as the entry holds them.
 */
export function withSavedForm<T extends Pick<Draft, 'customFields' | 'form' | 'formCategoryId'>>(draft: T, saved: EntryDetail): T {
  return {
    ...draft,
    form: saved.form,
    formCategoryId: saved.category?.id ?? null,
    customFields: customDraftOf(saved.form, saved.customFields, draft.customFields),
  };
}

/**
 * The fields of `entry`/`edit`. Every field is sent, so clearing one clears it on the server
 * (an omitted field would stay as it was); an empty link is `null`, which removes it. The custom
 * fields go only with the category whose form they follow: under another category's form their
 * keys may not exist (a 422), and the answer brings that form.
 */
export function draftBody(draft: Draft, draftStep: number): Omit<EditEntryRequest, 'apply_order_id'> {
  return {
    ...(draft.categoryId ? { categoryId: draft.categoryId } : {}),
    title: draft.title.trim(),
    description: draft.description.trim(),
    credits: draft.credits.trim(),
    videoUrl: draft.videoUrl.trim() || null,
    invitationCode: draft.invitationCode.trim(),
    imageFileIds: draft.images.map((image) => image.fileId),
    pdfFileId: draft.pdf?.fileId ?? null,
    draftStep,
    ...(draft.form.custom.length && draft.categoryId === draft.formCategoryId
      ? { customFields: customValuesBody(draft.form, draft.customFields) }
      : {}),
  };
}

/** Which step shows each field a 422 may name (the order of ENTRY_STEPS). */
export const FIELD_STEP: Record<string, number> = {
  categoryId: 0,
  title: 1,
  description: 1,
  credits: 1,
  videoUrl: 1,
  invitationCode: 1,
  imageFileIds: 2,
  pdfFileId: 2,
};

/** A 422's custom fields (`customFields.<key>`) are on the details step with the texts. */
export const CUSTOM_PREFIX = 'customFields.';

/** The step that shows a field a 422 names, if any. */
export const stepOfField = (name: string): number | undefined =>
  name.startsWith(CUSTOM_PREFIX) ? 1 : FIELD_STEP[name];

/** The earliest step that shows one of a 422's fields, or null when it names none of them. */
export function firstErrorStep(errors: Record<string, string[]>): number | null {
  const steps = Object.keys(errors).flatMap((name) => {
    const step = stepOfField(name);
    return step === undefined ? [] : [step];
  });
  return steps.length ? Math.min(...steps) : null;
}

export interface CategoryChoice {
  category: CategoryNode;
  group: CategoryNode | null;
}

/** The leaf categories of the tree with their group: what an entry may go into. */
export function leafCategories(tree: CategoryNode[], group: CategoryNode | null = null): CategoryChoice[] {
  return tree.flatMap((node) =>
    node.children.length ? leafCategories(node.children, node) : [{ category: node, group }],
  );
}

export const findCategory = (tree: CategoryNode[], id: number | null): CategoryChoice | null =>
  id === null ? null : (leafCategories(tree).find((c) => c.category.id === id) ?? null);
