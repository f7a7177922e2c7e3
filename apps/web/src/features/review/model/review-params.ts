import { positiveParam as positive } from '../../../lib/review/entry-param.ts';
import type { QueueFilter } from '../api/review-list.ts';

/**
 * The queue pages keep where the reviewer is in the URL (`?apply_order_id=&filter=&page=`), so a
 * reload, a shared link or the back button returns to the same entry.
 */
export interface QueueParams {
  id: number | null;
  filter: QueueFilter;
  page: number;
  /** Coming back a page with k: open that page's last entry. */
  last: boolean;
}

export function readQueueParams(params: URLSearchParams): QueueParams {
  const filter = params.get('filter');
  return {
    id: positive(params.get('apply_order_id')),
    filter: filter === 'done' || filter === 'all' ? filter : 'todo',
    page: positive(params.get('page')) ?? 1,
    last: params.get('at') === 'last',
  };
}

/** The query string of a queue position; defaults are left out. */
export function queueSearch({ id, filter, page, last }: Partial<QueueParams>): string {
  const out = new URLSearchParams();
  if (id) out.set('apply_order_id', String(id));
  if (filter && filter !== 'todo') out.set('filter', filter);
  if (page && page > 1) out.set('page', String(page));
  if (last) out.set('at', 'last');
  const text = out.toString();
  return text ? `?${text}` : '';
}
