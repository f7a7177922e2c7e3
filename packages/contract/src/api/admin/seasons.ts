import { z } from 'zod';
import { Id, IsoDateTime, QueryId, intInRange, requiredString } from '../../fields.ts';
import { defineCall } from '../define.ts';
import { YEAR_MAX, YEAR_MIN } from '../limits.ts';
import { Phase } from '../models/competition.ts';
import { OptionalDateTime } from './fields.ts';

/*
 * Seasons in the console (docs/product.md#seasons): made new or as a copy of an earlier one, their
 * dates in order, exactly one current.
 */

export const SEASON_NAME_MAX = 120;
/** The longest retention a season may set: about 30 years, far past any legal keeping period. */
export const RETENTION_DAYS_MAX = 11_000;

/** The dates of a season, in the order they must come (`seasonDatesProblem`). */
export const SEASON_DATE_FIELDS = [
  'registrationOpensAt',
  'registrationClosesAt',
  'firstReviewStartsAt',
  'firstReviewEndsAt',
  'secondReviewStartsAt',
  'secondReviewEndsAt',
  'resultsAt',
] as const;
export type SeasonDateField = (typeof SEASON_DATE_FIELDS)[number];

export const AdminSeason = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
  firstReviewStartsAt: z.string(),
  firstReviewEndsAt: z.string(),
  secondReviewStartsAt: z.string(),
  secondReviewEndsAt: z.string(),
  resultsAt: z.string(),
  /** Early-bird prices end here; null: no early-bird tier. */
  earlyBirdEndsAt: z.string().nullable(),
  /** Late prices start here; null: no late tier. */
  lateFeeStartsAt: z.string().nullable(),
  isCurrent: z.boolean(),
  /** Where the season stands by the server's clock. */
  phase: Phase,
  categoryCount: z.number().int(),
  entryCount: z.number().int(),
  /** A first review was submitted: the criteria are locked (docs/product.md#criteria). */
  criteriaLocked: z.boolean(),
  /**
   * Days after `resultsAt` after which the personal data of the season's entries that won nothing
   * is purged (docs/product.md#data-protection); null keeps it.
   */
  retentionDays: z.number().int().nullable(),
});
export type AdminSeason = z.infer<typeof AdminSeason>;

export const listSeasons = defineCall({
  method: 'GET',
  path: '/admin/seasons',
  summary: 'Every season, newest first, with its phase and counts',
  tag: 'admin',
  auth: 'staff:read',
  response: z.array(AdminSeason),
});

const SeasonDates = {
  registrationOpensAt: IsoDateTime,
  registrationClosesAt: IsoDateTime,
  firstReviewStartsAt: IsoDateTime,
  firstReviewEndsAt: IsoDateTime,
  secondReviewStartsAt: IsoDateTime,
  secondReviewEndsAt: IsoDateTime,
  resultsAt: IsoDateTime,
  earlyBirdEndsAt: OptionalDateTime,
  lateFeeStartsAt: OptionalDateTime,
};

/** The parts of a season a copy takes or leaves, in the order the console lists them. */
export const SEASON_PARTS = ['categories', 'awardLevels', 'criteria', 'invitationCodes', 'feeDates', 'entries', 'reviews', 'payments'] as const;
export type SeasonPart = (typeof SEASON_PARTS)[number];

export const CopyPlan = z.object({
  fromSeasonId: z.number().int(),
  /** What the new season gets, with how many of each. */
  copied: z.array(z.object({ part: z.enum(SEASON_PARTS), count: z.number().int() })),
  /** What stays with the old season, with how many. */
  notCopied: z.array(z.object({ part: z.enum(SEASON_PARTS), count: z.number().int() })),
});
export type CopyPlan = z.infer<typeof CopyPlan>;

export const getCopyPlan = defineCall({
  method: 'GET',
  path: '/admin/seasons/copyPlan',
  summary: 'What a copy of a season would take and leave, before it is made',
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ fromSeasonId: QueryId }),
  response: CopyPlan,
});

/**
 * A new season. With `copyFromSeasonId` it takes that season's categories (with fees), award
 * levels, criteria and scale, and invitation codes with their terms (uses start at zero, an
 * expiry moves by the span between the two seasons' registration openings). Its dates, fee dates
 * included, are the request's: the console proposes the old ones a year on. Dates out of order
 * are refused.
 */
export const CreateSeasonRequest = z.object({
  year: z.number().int().min(YEAR_MIN).max(YEAR_MAX),
  name: requiredString(SEASON_NAME_MAX),
  ...SeasonDates,
  copyFromSeasonId: Id.nullable(),
  makeCurrent: z.boolean(),
});
export type CreateSeasonRequest = z.input<typeof CreateSeasonRequest>;

export const createSeason = defineCall({
  method: 'POST',
  path: '/admin/seasons/create',
  summary: 'Make a season, new or as a copy of an earlier one',
  tag: 'admin',
  auth: 'staff:settings',
  body: CreateSeasonRequest,
  response: AdminSeason,
});

/** `retentionDays`: absent leaves it as it is, null keeps personal data without end. */
export const UpdateSeasonRequest = z.object({
  seasonId: Id,
  name: requiredString(SEASON_NAME_MAX),
  ...SeasonDates,
  retentionDays: intInRange(0, RETENTION_DAYS_MAX).nullable().optional(),
});
export type UpdateSeasonRequest = z.input<typeof UpdateSeasonRequest>;

export const updateSeason = defineCall({
  method: 'POST',
  path: '/admin/seasons/update',
  summary: "Change a season's name, dates (checked for order) and retention period",
  tag: 'admin',
  auth: 'staff:settings',
  body: UpdateSeasonRequest,
  response: AdminSeason,
});

export const makeSeasonCurrent = defineCall({
  method: 'POST',
  path: '/admin/seasons/makeCurrent',
  summary: 'Make a season the current one (the one the public site and entrants see)',
  tag: 'admin',
  auth: 'staff:settings',
  body: z.object({ seasonId: Id }),
  response: AdminSeason,
});

export const seasonCalls = { listSeasons, getCopyPlan, createSeason, updateSeason, makeSeasonCurrent } as const;
