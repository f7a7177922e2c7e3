import type { RegistrationWindow } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { currentSeason } from './current-season.ts';

/**
 * `registrationTime`: the current season's registration window and whether it is open now, by
 * the server's clock (the same test `entry` and `edit` apply, entry-rules.ts).
 */
export async function getRegistrationTime(ctx: AppContext, now = new Date()): Promise<RegistrationWindow> {
  const season = await currentSeason(ctx.db);
  if (!season) return { isOpen: false, seasonYear: null, opensAt: null, closesAt: null, now: now.toISOString() };
  const t = now.getTime();
  return {
    isOpen: t >= Date.parse(season.registrationOpensAt) && t < Date.parse(season.registrationClosesAt),
    seasonYear: season.year,
    opensAt: season.registrationOpensAt,
    closesAt: season.registrationClosesAt,
    now: now.toISOString(),
  };
}
