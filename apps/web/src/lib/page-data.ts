import type { Query } from '@tanstack/react-query';

/**
 * The answers a server-rendered page came with (main.tsx), by query, with the time they were
 * put in the cache. A query that is never cached on the client (the category tree,
 * docs/product.md#public-calls: `staleTime` and `gcTime` 0) takes the answer the page was
 * rendered with while it still holds it, rather than asking again for what is already on
 * screen. Once its component unmounts it is dropped (`gcTime` 0) and every later mount fetches
 * as before. The page's HTML is dropped whenever that answer changes
 * (apps/web/src/app/README.md#server-rendering), so it is as fresh as the page.
 */
const cameWithPage = new Map<string, number>();

export function markPageData(queries: Iterable<{ queryHash: string; dataUpdatedAt: number }>): void {
  for (const q of queries) cameWithPage.set(q.queryHash, q.dataUpdatedAt);
}

/** For `refetchOnMount`: false while the query still holds the page's answer. */
// Any query's types: only its hash and time are read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const refetchUnlessPageData = (query: Query<any, any, any, any>): boolean =>
  cameWithPage.get(query.queryHash) !== query.state.dataUpdatedAt;
