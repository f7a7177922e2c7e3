import { describe, expect, it } from 'vitest';
import { EntryStatus, FeeStatus, JudgeEntryListRequest, ReviewProgress } from '@laurel/contract';
import {
  activeFilterCount,
  ENTRY_STATUSES,
  entryNumber,
  FEE_STATUSES,
  NO_FILTERS,
  PROGRESSES,
  readFilters,
  SORTS,
  toFilterQuery,
  toListQuery,
  writeFilters,
  type JudgeFilters,
} from './judge-filters.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

const everything: JudgeFilters = {
  categoryId: 12,
  status: 'in_review',
  entryFeeStatus: 'paid',
  winnerPackageFeeStatus: 'unpaid',
  additionalTrophyFeeStatus: 'waived',
  progress: 'partial',
  awardLevelId: 2,
  isShow: false,
  keyword: 'fold chair',
  sort: 'normalised',
  page: 3,
  pageSize: 50,
};

describe('the judge table’s filters in the URL', () => {
  it('reads nothing as no filters, newest first, page 1 of 20', () => {
    expect(read('')).toEqual(NO_FILTERS);
  });

  it('writes every filter and reads it back the same', () => {
    const url = writeFilters(new URLSearchParams(), everything);
    expect(url.toString()).toBe(
      'categoryId=12&status=in_review&entryFeeStatus=paid&winnerPackageFeeStatus=unpaid&additionalTrophyFeeStatus=waived' +
        '&progress=partial&awardLevelId=2&isShow=0&keyword=fold+chair&sort=normalised&page=3&pageSize=50',
    );
    expect(readFilters(url)).toEqual(everything);
    expect(read('isShow=1').isShow).toBe(true);
  });

  it('leaves defaults out of the URL and keeps parameters that are not filters (the tab)', () => {
    const url = writeFilters(new URLSearchParams('tab=progress&page=4&status=draft'), { ...NO_FILTERS, keyword: 'lamp' });
    expect(url.toString()).toBe('tab=progress&keyword=lamp');
  });

  it('ignores values it cannot read instead of sending them', () => {
    expect(
      read(
        'categoryId=-3&status=lost&entryFeeStatus=PAID&progress=1&awardLevelId=1.5&isShow=maybe&sort=random&page=0&pageSize=500',
      ),
    ).toEqual(NO_FILTERS);
    expect(read('page=abc&pageSize=7').page).toBe(1);
    expect(read('pageSize=7').pageSize).toBe(7);
  });

  it('trims the keyword and cuts it to the contract’s limit', () => {
    expect(read(`keyword=${encodeURIComponent('  chair  ')}`).keyword).toBe('chair');
    expect(read(`keyword=${'x'.repeat(150)}`).keyword).toHaveLength(100);
  });

  it('turns the filters into a query the contract accepts, with the page only for the list', () => {
    const list = toListQuery(everything);
    expect(JudgeEntryListRequest.parse(list)).toMatchObject({
      categoryId: 12,
      isShow: false,
      keyword: 'fold chair',
      sort: 'normalised',
      page: 3,
      pageSize: 50,
    });
    const csv = toFilterQuery(everything);
    expect(csv).not.toHaveProperty('page');
    expect(JudgeEntryListRequest.parse(toListQuery(NO_FILTERS))).toEqual({ sort: 'newest', page: 1, pageSize: 20 });
    expect(JudgeEntryListRequest.parse({ ...toFilterQuery({ ...NO_FILTERS, isShow: true }) }).isShow).toBe(true);
  });

  it('counts the filters that narrow the table, not the order or the page', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, sort: 'title', page: 2 })).toBe(0);
    expect(activeFilterCount(everything)).toBe(9);
  });

  it('offers exactly the contract’s values', () => {
    expect([...ENTRY_STATUSES]).toEqual(EntryStatus.options);
    expect([...FEE_STATUSES]).toEqual(FeeStatus.options);
    expect([...PROGRESSES]).toEqual(ReviewProgress.options);
    expect([...SORTS]).toEqual(JudgeEntryListRequest.shape.sort.unwrap().options);
  });

  it('numbers entries as the zips do', () => {
    expect(entryNumber(42)).toBe('0042');
    expect(entryNumber(12345)).toBe('12345');
  });
});
