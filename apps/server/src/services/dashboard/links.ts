/*
 * Where each dashboard figure leads: the console page with the very filter it counted, by the
 * URL contracts the console's pages share (docs/product.md#dashboard). The pages read these
 * addresses, so a name here is a name there: `season` for the season, then EntryFilter's own
 * field names for the entries table, the payments desk's `provider`, `feeKind`, `from`, `to`.
 */

type Params = Record<string, string | number | null | undefined>;

function href(path: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The entries table (`/admin/entries`) of a season with EntryFilter fields. */
export const entriesHref = (seasonId: number, filter: Params = {}) => href('/admin/entries', { season: seasonId, ...filter });

/** The payments desk (`/admin/payments`) of a season: provider, fee kind, a day range. */
export const paymentsHref = (seasonId: number, filter: { provider?: string; feeKind?: string; from?: string; to?: string } = {}) =>
  href('/admin/payments', { season: seasonId, ...filter });

/** One person's page. */
export const personHref = (userId: number) => href('/admin/people', { id: userId });

/** The people search by jury identity (2 sub-judges, 3 second-level judges). */
export const reviewersHref = (identity: 2 | 3) => href('/admin/people', { identity });
