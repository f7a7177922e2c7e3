import type { Phase, PhaseInfo, Season } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { currentSeason } from './current-season.ts';

/**
 * Where a season stands at `now`, from its dates in order (contract models/competition.ts
 * `Phase`). Each date starts its phase.
 */
export function phaseAt(season: Season | null, now: Date): Phase {
  if (!season) return 'closed';
  const t = now.getTime();
  const at = (iso: string) => Date.parse(iso);
  if (t >= at(season.resultsAt)) return 'results';
  if (t >= at(season.secondReviewEndsAt)) return 'results_pending';
  if (t >= at(season.secondReviewStartsAt)) return 'second_review';
  // Between the two rounds the first round's results are still being settled.
  if (t >= at(season.firstReviewStartsAt)) return 'first_review';
  if (t >= at(season.registrationClosesAt)) return 'registration_closed';
  if (t >= at(season.registrationOpensAt)) return 'registration';
  return 'upcoming';
}

export async function getPhase(ctx: AppContext, now = new Date()): Promise<PhaseInfo> {
  const season = await currentSeason(ctx.db);
  return { phase: phaseAt(season, now), season, now: now.toISOString() };
}
