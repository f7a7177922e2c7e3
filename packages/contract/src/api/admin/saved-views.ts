import { z } from 'zod';
import { Id, oneOf, requiredString, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { defineCall } from '../define.ts';

/*
 * Saved views (docs/product.md#console-entries): a console page's filters kept under a name,
 * each person's own. Saving one changes nothing anyone else sees, so reading the console is
 * enough. The page checks a view's query again with its own schema when it is used.
 */

/** The console pages that keep saved views. */
export const SAVED_VIEW_PAGES = ['entries', 'payments', 'audit'] as const;
export const SavedViewPage = oneOf(SAVED_VIEW_PAGES);
export type SavedViewPage = (typeof SAVED_VIEW_PAGES)[number];

/** Views one person keeps per page. */
export const SAVED_VIEWS_MAX = 40;
export const SAVED_VIEW_NAME_MAX = 60;
/** Query values a view keeps, and the length of each. */
export const SAVED_VIEW_KEYS_MAX = 20;
export const SAVED_VIEW_VALUE_MAX = 200;

export const SavedView = z.object({
  id: z.number().int(),
  page: z.enum(SAVED_VIEW_PAGES),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type SavedView = z.infer<typeof SavedView>;

export const listSavedViews = defineCall({
  method: 'GET',
  path: '/admin/savedViews',
  summary: "The caller's saved views of one console page, by name",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ page: SavedViewPage }),
  response: z.array(SavedView),
});

const QueryKey = storableString().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, m.pattern());

/** Saving under a name the caller already uses for that page replaces that view's query. */
export const SaveViewRequest = z.object({
  page: SavedViewPage,
  name: requiredString(SAVED_VIEW_NAME_MAX),
  query: z
    .record(QueryKey, storableString().max(SAVED_VIEW_VALUE_MAX, m.max(SAVED_VIEW_VALUE_MAX)), { error: m.type() })
    .refine((q) => Object.keys(q).length <= SAVED_VIEW_KEYS_MAX, m.type()),
});
export type SaveViewRequest = z.input<typeof SaveViewRequest>;

export const saveView = defineCall({
  method: 'POST',
  path: '/admin/savedViews/save',
  summary: "Saves the page's filters under a name (the same name replaces them); at most 40 views a page",
  tag: 'admin',
  auth: 'staff:read',
  body: SaveViewRequest,
  response: z.array(SavedView),
});

export const DeleteViewRequest = z.object({ id: Id });
export type DeleteViewRequest = z.input<typeof DeleteViewRequest>;

export const deleteView = defineCall({
  method: 'POST',
  path: '/admin/savedViews/delete',
  summary: "Deletes one of the caller's saved views (another person's is not found)",
  tag: 'admin',
  auth: 'staff:read',
  body: DeleteViewRequest,
  response: z.array(SavedView),
});

export const savedViewCalls = { listSavedViews, saveView, deleteView } as const;
