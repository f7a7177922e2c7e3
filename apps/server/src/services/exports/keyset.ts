/** Rows read per query: large enough that 50,000 entries are 50 round trips, small enough to hold. */
export const EXPORT_PAGE = 1000;

/**
 * Every row a query finds, read in pages by a key that only grows (its `id`): `page(after)` returns
 * the next rows with a key above `after`, in key order, at most `EXPORT_PAGE`. Keyset rather than
 * OFFSET, so page 50 costs what page 1 does; pages rather than one cursor, so no query or
 * transaction stays open while the client is slow, and stopping between pages leaves nothing
 * running on the database.
 */
export async function* keysetPages<T extends { id: number }>(page: (after: number) => Promise<T[]>): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}
