import { z } from 'zod';
import { Flag, Id, IdArray, requiredString, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { defineCall } from '../define.ts';
import { ZhText } from './fields.ts';

/*
 * The public jury page's people in the console (docs/product.md#jury-profiles-in-the-console):
 * profiles, not accounts — a profile is public, and may name the juror's account. Bios are plain
 * text (the public pages show them as text), any markup stripped on save.
 */

export const JURY_PROFILES_MAX = 500;
export const JURY_NAME_MAX = 120;
export const JURY_TITLE_MAX = 160;
export const JURY_COMPANY_MAX = 160;
export const JURY_BIO_MAX = 4000;
export const JURY_PHOTO_URL_MAX = 2000;

export const AdminJuryProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  titleZh: z.string(),
  company: z.string(),
  /** ISO 3166-1 alpha-2, or empty. */
  country: z.string(),
  bio: z.string(),
  bioZh: z.string(),
  photoUrl: z.string().nullable(),
  sort: z.number().int(),
  isPublished: z.boolean(),
  /** Null: shown whatever the season. */
  seasonId: z.number().int().nullable(),
  /** The juror's account, when linked, with its address and name to show. */
  userId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
});
export type AdminJuryProfile = z.infer<typeof AdminJuryProfile>;

export const listAdminJuryProfiles = defineCall({
  method: 'GET',
  path: '/admin/juryProfiles',
  summary: 'Every jury profile, published or not, in the public order',
  tag: 'admin',
  auth: 'staff:read',
  response: z.array(AdminJuryProfile),
});

/** `id` null makes one, last in the order. */
export const SaveJuryProfileRequest = z.object({
  id: Id.nullable(),
  name: requiredString(JURY_NAME_MAX),
  title: ZhText(JURY_TITLE_MAX),
  titleZh: ZhText(JURY_TITLE_MAX),
  company: ZhText(JURY_COMPANY_MAX),
  country: storableString(m.type).trim().toUpperCase().regex(/^([A-Z]{2})?$/, m.pattern()),
  bio: ZhText(JURY_BIO_MAX),
  bioZh: ZhText(JURY_BIO_MAX),
  /** An uploaded photo's address (`/files/…`, from `uploadContentImage` with use `jury`) or an http(s) one; anything else is dropped. */
  photoUrl: storableString(m.type).trim().max(JURY_PHOTO_URL_MAX, m.max(JURY_PHOTO_URL_MAX)).nullable(),
  isPublished: Flag,
  seasonId: Id.nullable(),
  userId: Id.nullable(),
});
export type SaveJuryProfileRequest = z.input<typeof SaveJuryProfileRequest>;

export const saveJuryProfile = defineCall({
  method: 'POST',
  path: '/admin/juryProfiles/save',
  summary: 'Make or change a jury profile (on the public jury pages at once when published)',
  tag: 'admin',
  auth: 'staff:content',
  body: SaveJuryProfileRequest,
  response: AdminJuryProfile,
});

/** Every profile's id, in the new order. */
export const MoveJuryProfilesRequest = z.object({ orderedIds: IdArray(JURY_PROFILES_MAX) });
export type MoveJuryProfilesRequest = z.input<typeof MoveJuryProfilesRequest>;

export const moveJuryProfiles = defineCall({
  method: 'POST',
  path: '/admin/juryProfiles/move',
  summary: 'Reorder the jury profiles',
  tag: 'admin',
  auth: 'staff:content',
  body: MoveJuryProfilesRequest,
  response: z.array(AdminJuryProfile),
});

export const deleteJuryProfile = defineCall({
  method: 'POST',
  path: '/admin/juryProfiles/delete',
  summary: 'Delete a jury profile (its account, if linked, stays)',
  tag: 'admin',
  auth: 'staff:content',
  body: z.object({ id: Id }),
  response: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const juryProfileCalls = { listAdminJuryProfiles, saveJuryProfile, moveJuryProfiles, deleteJuryProfile } as const;
