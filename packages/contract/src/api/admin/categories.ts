import { z } from 'zod';
import { Id, IdArray, QueryId, requiredString } from '../../fields.ts';
import { defineCall } from '../define.ts';
import { PriceCents, ZhText } from './fields.ts';

/*
 * A season's category tree in the console (docs/product.md#categories): groups holding
 * categories, each with both languages' names and descriptions and its fee per date tier.
 */

export const CATEGORY_NAME_MAX = 120;
export const CATEGORY_DESCRIPTION_MAX = 2000;
export const CATEGORIES_PER_SEASON_MAX = 500;

export const AdminCategory = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  /** Null: a group. */
  parentId: z.number().int().nullable(),
  name: z.string(),
  nameZh: z.string(),
  description: z.string(),
  descriptionZh: z.string(),
  entryFeeCents: z.number().int(),
  /** Null: the regular fee applies in the early-bird tier too. */
  earlyBirdFeeCents: z.number().int().nullable(),
  lateFeeCents: z.number().int().nullable(),
  sort: z.number().int(),
  /** False: closed to new entries, its entries kept. */
  isActive: z.boolean(),
  /** Entries of any status in it (a group: in its categories). One with entries can only be closed. */
  entryCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const listAdminCategories = defineCall({
  method: 'GET',
  path: '/admin/categories',
  summary: "A season's groups and categories, in order, open and closed",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ seasonId: QueryId }),
  response: z.array(AdminCategory),
});

/** `id` null makes one; `parentId` null makes a group, whose fees are ignored. */
export const SaveCategoryRequest = z.object({
  seasonId: Id,
  id: Id.nullable(),
  parentId: Id.nullable(),
  name: requiredString(CATEGORY_NAME_MAX),
  nameZh: ZhText(CATEGORY_NAME_MAX),
  description: ZhText(CATEGORY_DESCRIPTION_MAX),
  descriptionZh: ZhText(CATEGORY_DESCRIPTION_MAX),
  entryFeeCents: PriceCents,
  earlyBirdFeeCents: PriceCents.nullable(),
  lateFeeCents: PriceCents.nullable(),
  isActive: z.boolean(),
});
export type SaveCategoryRequest = z.input<typeof SaveCategoryRequest>;

export const saveCategory = defineCall({
  method: 'POST',
  path: '/admin/categories/save',
  summary: 'Make or change a group or category',
  tag: 'admin',
  auth: 'staff:settings',
  body: SaveCategoryRequest,
  response: AdminCategory,
});

/**
 * The new order of one group's categories, or of the groups (`parentId` null): every id of that
 * level, in order. A category listed under another group moves there.
 */
export const MoveCategoriesRequest = z.object({ seasonId: Id, parentId: Id.nullable(), orderedIds: IdArray(CATEGORIES_PER_SEASON_MAX) });
export type MoveCategoriesRequest = z.input<typeof MoveCategoriesRequest>;

export const moveCategories = defineCall({
  method: 'POST',
  path: '/admin/categories/move',
  summary: 'Reorder a level of the tree, or move categories into a group',
  tag: 'admin',
  auth: 'staff:settings',
  body: MoveCategoriesRequest,
  response: z.array(AdminCategory),
});

export const deleteCategory = defineCall({
  method: 'POST',
  path: '/admin/categories/delete',
  summary: 'Delete a category or an empty group that has no entries (one with entries can only be closed)',
  tag: 'admin',
  auth: 'staff:settings',
  body: z.object({ id: Id }),
  response: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const categoryCalls = { listAdminCategories, saveCategory, moveCategories, deleteCategory } as const;
