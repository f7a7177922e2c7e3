import { useSearchParams } from 'react-router';
import type { AdminSeason } from '@laurel/contract';
import { useSeasons } from '../api/seasons.ts';

/**
 * The season a set-up page works on: `?season=` when it names one, else the current season, else
 * the newest. Kept in the URL so a view can be shared and the back button undoes a switch.
 */
export function useSeasonChoice() {
  const [params, setParams] = useSearchParams();
  const seasons = useSeasons();
  const list = seasons.data ?? [];
  const asked = Number(params.get('season'));
  const season: AdminSeason | null =
    list.find((s) => s.id === asked) ?? list.find((s) => s.isCurrent) ?? list[0] ?? null;
  const choose = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('season', String(id));
        return next;
      },
      { replace: false },
    );
  return { seasons, list, season, seasonId: season?.id ?? null, choose };
}
