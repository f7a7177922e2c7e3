import { z } from 'zod';
import { Id, QueryId } from '../../fields.ts';
import { defineCall } from '../define.ts';
import { EntryForm } from '../models/entry-form.ts';

/*
 * The entry form in the console (docs/product.md#entry-form): the season's, and a category's own
 * where it needs one.
 */

export const AdminEntryForm = z.object({
  seasonId: z.number().int(),
  /** Null: the season's form. */
  categoryId: z.number().int().nullable(),
  /** The form in force for it. */
  form: EntryForm,
  /** For a category: whether it has a form of its own (false: it follows the season's). */
  ownForm: z.boolean(),
  /** Entries submitted with the form as it stood then; they keep it. */
  submittedEntries: z.number().int(),
});
export type AdminEntryForm = z.infer<typeof AdminEntryForm>;

export const getAdminEntryForm = defineCall({
  method: 'GET',
  path: '/admin/entryForm',
  summary: "A season's entry form, or a category's",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ seasonId: QueryId, categoryId: QueryId.optional() }),
  response: AdminEntryForm,
});

/**
 * `form` null on a category: it follows the season's form again; on a season: the product's
 * default form (DEFAULT_ENTRY_FORM). Custom keys are unique, a choice
 * has options with unique values, bounds are in order (422 otherwise). Drafts follow the new form
 * at once; submitted entries keep theirs.
 */
export const SaveEntryFormRequest = z.object({ seasonId: Id, categoryId: Id.nullable(), form: EntryForm.nullable() });
export type SaveEntryFormRequest = z.input<typeof SaveEntryFormRequest>;

export const saveEntryForm = defineCall({
  method: 'POST',
  path: '/admin/entryForm/save',
  summary: "Set a season's entry form, or a category's own",
  tag: 'admin',
  auth: 'staff:settings',
  body: SaveEntryFormRequest,
  response: AdminEntryForm,
});

export const entryFormCalls = { getAdminEntryForm, saveEntryForm } as const;
