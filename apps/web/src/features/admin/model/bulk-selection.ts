import type { BulkSelection, EntryFilterQuery } from '@laurel/contract';

/** The EntryFilter fields a URL may carry besides `season` (docs/product.md#console-entries). */
export const FILTER_FIELDS = ['categoryId', 'status', 'entryFeeStatus', 'winnerPackageFeeStatus', 'additionalTrophyFeeStatus', 'country', 'award', 'flag', 'q'] as const;

export interface UrlSelection {
  seasonId: number;
  /** What the request sends; the server checks every value again. */
  selection: BulkSelection;
  /** The ids named, or null for a filter. */
  ids: number[] | null;
  /** The filter's fields present, as `name=value` (empty: every entry of the season). */
  filter: [string, string][];
}

const positive = (s: string | null) => (s && /^\d{1,10}$/.test(s) && Number(s) > 0 ? Number(s) : null);

/**
 * The selection `/admin/bulk/new?season=…&<EntryFilter fields>|ids=…` names (the entries table's
 * "Bulk action" button links here with its filter or the rows ticked), or null without a season.
 * Ids that are not numbers are dropped; the preview then shows what is left.
 */
export function selectionFromUrl(params: URLSearchParams): UrlSelection | null {
  const seasonId = positive(params.get('season'));
  if (seasonId === null) return null;
  const idsParam = params.get('ids');
  if (idsParam !== null) {
    const ids = [...new Set(idsParam.split(',').map((s) => positive(s.trim())).filter((n): n is number => n !== null))];
    return { seasonId, ids, filter: [], selection: { seasonId, ids } };
  }
  const filter = FILTER_FIELDS.flatMap((f): [string, string][] => {
    const v = params.get(f);
    return v ? [[f, v]] : [];
  });
  return { seasonId, ids: null, filter, selection: { filter: { ...(Object.fromEntries(filter) as Omit<EntryFilterQuery, 'seasonId'>), seasonId } } };
}

/** The exports' download of the same entries (`/api/admin/exports/entries`, built by the exports page's server). */
export function exportHref(s: UrlSelection): string {
  const q = new URLSearchParams({ format: 'csv', seasonId: String(s.seasonId) });
  for (const [k, v] of s.filter) q.set(k, v);
  if (s.ids) q.set('ids', s.ids.join(','));
  return `/api/admin/exports/entries?${q.toString()}`;
}
