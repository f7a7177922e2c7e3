import { describe, expect, it } from 'vitest';
import { nextInList } from './next-in-list.ts';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('nextInList', () => {
  it('opens the entry after the submitted one, in the order the reviewer sees', () => {
    // The server's own order (fewest reviews first) might be 9; the list shows 4 next.
    expect(nextInList({ items: items(7, 3, 4, 9), submittedId: 3, filter: 'todo', page: 1, pages: 1 })).toEqual({ open: 4 });
    expect(nextInList({ items: items(7, 3, 4, 9), submittedId: 3, filter: 'all', page: 1, pages: 1 })).toEqual({ open: 4 });
  });

  it('past the end of a page: the to-do list’s next entry has moved up; done and all turn the page', () => {
    expect(nextInList({ items: items(1, 2), submittedId: 2, filter: 'todo', page: 1, pages: 2 })).toEqual({ page: 1, last: true });
    expect(nextInList({ items: items(1, 2), submittedId: 2, filter: 'done', page: 1, pages: 2 })).toEqual({ page: 2, last: false });
  });

  it('at the very end, comes round to the entries skipped on the page, then asks the server', () => {
    expect(nextInList({ items: items(5, 6), submittedId: 6, filter: 'todo', page: 1, pages: 1 })).toEqual({ open: 5 });
    expect(nextInList({ items: items(6), submittedId: 6, filter: 'todo', page: 1, pages: 1 })).toEqual({ server: true });
    expect(nextInList({ items: items(5, 6), submittedId: 6, filter: 'all', page: 1, pages: 1 })).toEqual({ server: true });
  });
});
