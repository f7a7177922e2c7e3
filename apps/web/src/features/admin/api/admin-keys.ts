/**
 * Every query key of the organisers' console, spelled once (apps/web/src/lib/README.md#query-keys).
 * A season's set-up is read by several pages at once (the seasons list counts categories, the
 * codes' form lists the categories), so a change invalidates what it can affect: `seasons` for a
 * season's dates and counts, `season(id)` for everything read for that season.
 */
export const adminKeys = {
  all: ['admin'] as const,
  staff: () => ['admin', 'staff'] as const,
  seasons: () => ['admin', 'seasons'] as const,
  copyPlan: (fromSeasonId: number) => ['admin', 'copy-plan', fromSeasonId] as const,
  /** Everything read for one season: its categories, award levels, criteria, entry forms and codes. */
  season: (seasonId: number) => ['admin', 'season', seasonId] as const,
  categories: (seasonId: number) => ['admin', 'season', seasonId, 'categories'] as const,
  awardLevels: (seasonId: number) => ['admin', 'season', seasonId, 'award-levels'] as const,
  criteria: (seasonId: number) => ['admin', 'season', seasonId, 'criteria'] as const,
  /** Every entry form read for a season: its own and its categories'. */
  entryForms: (seasonId: number) => ['admin', 'season', seasonId, 'entry-form'] as const,
  /** The season's form (`categoryId` null) or a category's. */
  entryForm: (seasonId: number, categoryId: number | null) =>
    ['admin', 'season', seasonId, 'entry-form', categoryId ?? 'season'] as const,
  invitationCodes: (seasonId: number) => ['admin', 'season', seasonId, 'invitation-codes'] as const,
  agentCodes: () => ['admin', 'agent-codes'] as const,
};
