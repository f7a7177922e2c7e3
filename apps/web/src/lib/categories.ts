import { useLoaderData } from 'react-router';
import { type CategoryNode, publicCallMeta } from '@laurel/contract';
import { request } from './request/index.ts';

/**
 * The category list that the routes marked `loadCategories` (docs/product.md#routes: /steps,
 * /preview, /awards/steps, /trophie) fetch in their loader before the page renders. Never cached
 * (docs/product.md#public-calls): organisers change categories and fees, and an entrant must pay
 * what is current.
 */
export function fetchCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  // `no-store`: past the browser's HTTP cache, and with `Cache-Control: no-cache` for any cache
  // between us and the server. A failure shows the route's error page (app/route-error.tsx),
  // which explains it and offers a retry: a toast on top would say the same twice.
  return request(
    publicCallMeta.getCategories,
    {},
    { cache: 'no-store', skipErrorHandler: true, ...(signal ? { signal } : {}) },
  );
}

/** The loader's category tree, in a page of a `loadCategories` route. */
export const useCategories = (): CategoryNode[] => useLoaderData<CategoryNode[]>();
