import { z } from 'zod';
import { Id, QueryId, requiredString } from '../../fields.ts';
import { defineCall } from '../define.ts';
import { PriceCents, ZhText } from './fields.ts';

/*
 * A season's award levels in the console (docs/product.md#award-levels): names in both languages,
 * the seal's metal, the order, and the prices a winner at the level pays.
 */

export const AWARD_LEVEL_NAME_MAX = 80;
export const AWARD_LEVEL_DESCRIPTION_MAX = 1000;
export const AWARD_LEVELS_PER_SEASON_MAX = 20;

/** The seal's metal (packages/contract/src/award-tone.ts); null reads it from the name. */
export const AwardMetal = z.enum(['platinum', 'gold', 'silver', 'bronze', 'laurel']);

export const AdminAwardLevel = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  name: z.string(),
  nameZh: z.string(),
  description: z.string(),
  descriptionZh: z.string(),
  /** 1 is the highest. */
  rank: z.number().int(),
  metal: AwardMetal.nullable(),
  winnerPackageFeeCents: z.number().int(),
  trophyFeeCents: z.number().int(),
  /** Entries awarded it and reviews proposing it: one in use cannot be deleted. */
  useCount: z.number().int(),
});
export type AdminAwardLevel = z.infer<typeof AdminAwardLevel>;

export const listAdminAwardLevels = defineCall({
  method: 'GET',
  path: '/admin/awardLevels',
  summary: "A season's award levels, highest first",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ seasonId: QueryId }),
  response: z.array(AdminAwardLevel),
});

export const SaveAwardLevelRequest = z.object({
  seasonId: Id,
  id: Id.nullable(),
  name: requiredString(AWARD_LEVEL_NAME_MAX),
  nameZh: ZhText(AWARD_LEVEL_NAME_MAX),
  description: ZhText(AWARD_LEVEL_DESCRIPTION_MAX),
  descriptionZh: ZhText(AWARD_LEVEL_DESCRIPTION_MAX),
  rank: z.number().int().min(1).max(AWARD_LEVELS_PER_SEASON_MAX),
  metal: AwardMetal.nullable(),
  winnerPackageFeeCents: PriceCents,
  trophyFeeCents: PriceCents,
});
export type SaveAwardLevelRequest = z.input<typeof SaveAwardLevelRequest>;

export const saveAwardLevel = defineCall({
  method: 'POST',
  path: '/admin/awardLevels/save',
  summary: 'Make or change an award level (the others move to keep ranks 1, 2, 3…)',
  tag: 'admin',
  auth: 'staff:settings',
  body: SaveAwardLevelRequest,
  response: z.array(AdminAwardLevel),
});

export const deleteAwardLevel = defineCall({
  method: 'POST',
  path: '/admin/awardLevels/delete',
  summary: 'Delete an award level no entry or review uses',
  tag: 'admin',
  auth: 'staff:settings',
  body: z.object({ id: Id }),
  response: z.array(AdminAwardLevel),
});

export const awardLevelCalls = { listAdminAwardLevels, saveAwardLevel, deleteAwardLevel } as const;
