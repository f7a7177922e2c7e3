import type { QueueFilter } from '../api/review-list.ts';

/** Where "submit and next" goes: an entry of the page, another page, or the server's pick. */
export type NextStep = { open: number } | { page: number; last: boolean } | { server: true };

/**
 * "Submit and next" follows the list the reviewer sees (its filter, its order, its page), not the
 * server's own order: the entry after the one just submitted. The to-do list loses the submitted
 * entry, so past the end of a full page the next page's first entry has moved up to become this
 * page's last; done and all keep it, and the next page starts where it did. At the very end the
 * entries the reviewer skipped on this page come round again, then whatever the server still has
 * for them elsewhere (`nextApplyOrderId`).
 */
export function nextInList(opts: {
  items: readonly { id: number }[];
  submittedId: number;
  filter: QueueFilter;
  page: number;
  pages: number;
}): NextStep {
  const { items, submittedId, filter, page, pages } = opts;
  const index = items.findIndex((item) => item.id === submittedId);
  const after = index < 0 ? undefined : items[index + 1];
  if (after) return { open: after.id };
  if (page < pages) return filter === 'todo' ? { page, last: true } : { page: page + 1, last: false };
  if (filter === 'todo') {
    const skipped = items.find((item) => item.id !== submittedId);
    if (skipped) return { open: skipped.id };
  }
  return { server: true };
}
