import { z } from 'zod';
import { EntryStatus, FeeStatus, QueryId, oneOf, optionalString, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { KEYWORD_MAX } from '../limits.ts';

/**
 * Which entries of a season a console page, a bulk action, an export or a dashboard figure is
 * about (docs/product.md#console-entries). One schema for all four, so a figure on the dashboard
 * links to the entries table with the very filter it counted, and a bulk action or an export of
 * "these" means what the table showed. Every field is a URL query value: the table keeps its
 * filter in the address, and a bulk action's body carries the same strings.
 */
export const ENTRY_FLAGS = [
  /** Money arrived for a fee already settled and waits to be refunded (payment_orders.excess_at). */
  'excessPayment',
  /** A reviewer declared a conflict of interest with it. */
  'conflict',
  /** Submitted, and no sub-judge is assigned. */
  'unassigned',
  /** Shown in the public gallery. */
  'shown',
  /** Not shown in the public gallery. */
  'hidden',
  /** Its entrant's personal data was purged or erased. */
  'purged',
] as const;
export type EntryFlag = (typeof ENTRY_FLAGS)[number];

export const EntryFilter = z.object({
  seasonId: QueryId,
  categoryId: QueryId.optional(),
  status: oneOf(EntryStatus.options).optional(),
  entryFeeStatus: oneOf(FeeStatus.options).optional(),
  winnerPackageFeeStatus: oneOf(FeeStatus.options).optional(),
  additionalTrophyFeeStatus: oneOf(FeeStatus.options).optional(),
  /** The entrant's country, ISO 3166-1 alpha-2. */
  country: storableString(m.type).trim().toUpperCase().regex(/^[A-Z]{2}$/, m.pattern()).optional(),
  /** An award level's id, or `none` for entries without an award. */
  award: z.union([QueryId, z.literal('none')], { error: m.type() }).optional(),
  flag: oneOf(ENTRY_FLAGS).optional(),
  /** Part of the entry number, title, entrant's name, e-mail or company, matched literally. */
  q: optionalString(KEYWORD_MAX),
});
export type EntryFilter = z.infer<typeof EntryFilter>;
export type EntryFilterQuery = z.input<typeof EntryFilter>;
