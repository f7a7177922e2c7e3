import { z } from 'zod';
import { Id, QueryId, requiredString } from '../../fields.ts';
import { defineCall } from '../define.ts';
import { REVIEW_CRITERIA_MAX } from '../limits.ts';
import { CriterionKey } from '../models/review.ts';
import { ZhText } from './fields.ts';

/*
 * A season's review criteria in the console (docs/product.md#criteria): names and guidance in
 * both languages, weights that sum to 100, the score scale. Locked once a first review is
 * submitted: a change after that is confirmed, audited, and the reviews scored before it are
 * named in the judge's table.
 */

export const CRITERION_NAME_MAX = 80;
export const CRITERION_GUIDANCE_MAX = 1000;
export const SCORE_MAX_MIN = 3;
export const SCORE_MAX_MAX = 10;

export const AdminCriterion = z.object({
  key: CriterionKey,
  name: requiredString(CRITERION_NAME_MAX),
  nameZh: ZhText(CRITERION_NAME_MAX),
  description: ZhText(CRITERION_GUIDANCE_MAX),
  descriptionZh: ZhText(CRITERION_GUIDANCE_MAX),
  weight: z.number().int().min(1).max(100),
});
export type AdminCriterion = z.infer<typeof AdminCriterion>;

export const AdminCriteria = z.object({
  seasonId: z.number().int(),
  criteria: z.array(AdminCriterion),
  /** Scores run from 1 to this. */
  scoreMax: z.number().int(),
  /** Bumped by each change made after reviews were submitted. */
  version: z.number().int(),
  /** Submitted reviews of the season (any round): more than none locks the criteria. */
  submittedReviews: z.number().int(),
  locked: z.boolean(),
});
export type AdminCriteria = z.infer<typeof AdminCriteria>;

export const getAdminCriteria = defineCall({
  method: 'GET',
  path: '/admin/criteria',
  summary: "A season's review criteria, scale and whether reviews already used them",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ seasonId: QueryId }),
  response: AdminCriteria,
});

/**
 * Weights must sum to 100 and keys be unique (422 otherwise). Once locked, `confirmChange` must
 * repeat the version the editor read, so nobody changes the weights of scored reviews by accident.
 */
export const SaveCriteriaRequest = z.object({
  seasonId: Id,
  criteria: z.array(AdminCriterion).min(1).max(REVIEW_CRITERIA_MAX),
  scoreMax: z.number().int().min(SCORE_MAX_MIN).max(SCORE_MAX_MAX),
  confirmChange: z.number().int().positive().nullable(),
});
export type SaveCriteriaRequest = z.input<typeof SaveCriteriaRequest>;

export const saveCriteria = defineCall({
  method: 'POST',
  path: '/admin/criteria/save',
  summary: "Set a season's criteria, weights and scale",
  tag: 'admin',
  auth: 'staff:settings',
  body: SaveCriteriaRequest,
  response: AdminCriteria,
});

export const criteriaCalls = { getAdminCriteria, saveCriteria } as const;
