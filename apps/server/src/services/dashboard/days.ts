/** Calendar days in UTC: the dashboard's days, as the payments desk's `from`/`to` (docs/product.md#dashboard). */
export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant, in UTC. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** Whole days from `from` to `to`, rounded down (negative before `from`). */
export const daysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY_MS);
