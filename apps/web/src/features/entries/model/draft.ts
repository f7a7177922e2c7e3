import type { CategoryNode, EditEntryRequest, EntryDetail } from '@laurel/contract';

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
  };
}

/**
 * The fields of `entry`/`edit`. Every field is sent, so clearing one clears it on the server
 * (an omitted field would stay as it was); an empty link is `null`, which removes it.
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

/** The earliest step that shows one of a 422's fields, or null when it names none of them. */
export function firstErrorStep(errors: Record<string, string[]>): number | null {
  const steps = Object.keys(errors).flatMap((name) => (name in FIELD_STEP ? [FIELD_STEP[name] as number] : []));
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
