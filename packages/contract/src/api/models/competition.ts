import { z } from 'zod';
import { Cents, IsoDate } from '../../fields.ts';

/*
 * The competition itself (docs/product.md#domain): seasons and their phases, the category tree,
 * award levels and the codes entrants may give. Names are in the request's language.
 */

/** One competition year with its dates; `getAwardDate`, `getPhase`, `registrationTime` derive from it. */
export const Season = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  registrationOpensAt: IsoDate,
  registrationClosesAt: IsoDate,
  firstReviewStartsAt: IsoDate,
  firstReviewEndsAt: IsoDate,
  secondReviewStartsAt: IsoDate,
  secondReviewEndsAt: IsoDate,
  resultsAt: IsoDate,
});
export type Season = z.infer<typeof Season>;

/**
 * Where the current season stands, from its dates in order: before registration opens,
 * registration, the gap before review, first-level review, second-level review, waiting for
 * results, results published. `closed` means no current season is configured.
 */
export const Phase = z.enum([
  'upcoming',
  'registration',
  'registration_closed',
  'first_review',
  'second_review',
  'results_pending',
  'results',
  'closed',
]);
export type Phase = z.infer<typeof Phase>;

export const PhaseInfo = z.object({
  phase: Phase,
  season: Season.nullable(),
  /** Server time, so the client does not trust its own clock for deadlines. */
  now: IsoDate,
});
export type PhaseInfo = z.infer<typeof PhaseInfo>;

/** `registrationTime`: may an entrant create or submit entries now? */
export const RegistrationWindow = z.object({
  isOpen: z.boolean(),
  seasonYear: z.number().int().nullable(),
  opensAt: IsoDate.nullable(),
  closesAt: IsoDate.nullable(),
  now: IsoDate,
});
export type RegistrationWindow = z.infer<typeof RegistrationWindow>;

/**
 * The entry fee's price tiers (docs/product.md#fees): early-bird until a date the season sets,
 * late from another, regular between. The tier in force is the one of the day the fee is asked.
 */
export const FeeTierName = z.enum(['earlyBird', 'regular', 'late']);
export type FeeTierName = z.infer<typeof FeeTierName>;

/**
 * One tier of a category's entry fee in the current season: its price and when it applies.
 * The first tier has no start (`startsAt` null) and the last no end (`endsAt` null): an entry
 * paid after registration closes pays the last tier's price.
 */
export const FeeTier = z.object({
  tier: FeeTierName,
  feeCents: Cents,
  startsAt: IsoDate.nullable(),
  endsAt: IsoDate.nullable(),
});
export type FeeTier = z.infer<typeof FeeTier>;

/**
 * A node of the category tree (group → category). Entrants choose a leaf; a group's own fee is 0,
 * it has no `feeTiers` and its `children` are the categories. `entryFeeCents` is the regular fee;
 * `feeTiers` lists, in date order, the tiers the current season has, so the fees are public
 * before anyone registers.
 */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  description: string;
  coverUrl: string | null;
  entryFeeCents: number;
  feeTiers: FeeTier[];
  sort: number;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  entryFeeCents: Cents,
  feeTiers: z.array(FeeTier),
  sort: z.number().int(),
  get children() {
    return z.array(CategoryNode);
  },
  // Named, so the OpenAPI document can refer to the type it nests (a component by this id).
}).meta({ id: 'CategoryNode' });

/** A category as other records show it: the leaf and the group it sits in. */
export const CategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string().nullable(),
});
export type CategoryRef = z.infer<typeof CategoryRef>;

/** An award level (`awardClassification`) with the fees a winner at that level pays. */
export const AwardLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 is the highest. */
  rank: z.number().int(),
  description: z.string(),
  winnerPackageFeeCents: Cents,
  trophyFeeCents: Cents,
});
export type AwardLevel = z.infer<typeof AwardLevel>;

/** An award level as other records show it. */
export const AwardRef = AwardLevel.pick({ id: true, name: true, rank: true });
export type AwardRef = z.infer<typeof AwardRef>;

/** `getAward`: the programme at a glance, for the winners page filters and the home page. */
export const AwardOverview = z.object({
  currentSeason: Season.nullable(),
  /** Years with published winners, newest first. */
  winnerYears: z.array(z.number().int()),
  levels: z.array(AwardLevel),
});
export type AwardOverview = z.infer<typeof AwardOverview>;

/**
 * The answer to "is this invitation code good?" (registration and entry forms). An unknown,
 * used-up or expired code is `valid: false` with the reason, not an error, so the form can say so
 * next to the field.
 */
export const InvitationCodeCheck = z.object({
  code: z.string(),
  valid: z.boolean(),
  /**
   * Why it gives nothing: `unknown` also for a code of another season, `used_up` also when this
   * entrant has used it as often as it allows, `other_category` when it does not cover the
   * entry's category (only an entry's quote knows that).
   */
  reason: z.enum(['unknown', 'expired', 'used_up', 'inactive', 'other_category']).nullable(),
  /** A percentage off the entry fee; 100 waives it. 0 for a fixed-amount code. */
  discountPercent: z.number().int().min(0).max(100),
  /** A fixed amount off the entry fee, never more than the fee; 0 for a percentage code. */
  discountCents: Cents,
  description: z.string(),
});
export type InvitationCodeCheck = z.infer<typeof InvitationCodeCheck>;

/** The same for an agent (referring partner) code. */
export const AgentCodeCheck = z.object({
  code: z.string(),
  valid: z.boolean(),
  reason: z.enum(['unknown', 'inactive']).nullable(),
  agentName: z.string().nullable(),
});
export type AgentCodeCheck = z.infer<typeof AgentCodeCheck>;
