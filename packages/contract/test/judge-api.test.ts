import { describe, expect, it } from 'vitest';
import {
  assignSubJudge,
  awardEntry,
  batchDownloadEntryZip,
  batchShowEntries,
  changeEntryFeeStatus,
  listJudgeEntries,
  setEntryShow,
} from '../src/index.ts';
import { INVALID_FORMAT, INVALID_TYPE, REQUIRED, fieldErrors } from './helpers.ts';

describe('judge calls', () => {
  it('the entry table pages, sorts newest first and reads filters from the query string', () => {
    expect(listJudgeEntries.query.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'newest' });
    expect(
      listJudgeEntries.query.parse({ isShow: 'false', entryFeeStatus: 'paid', categoryId: '4' }),
    ).toMatchObject({ isShow: false, entryFeeStatus: 'paid', categoryId: 4 });
    expect(fieldErrors(listJudgeEntries.query, { entryFeeStatus: 'overdue' })).toEqual({
      entryFeeStatus: [INVALID_TYPE],
    });
    expect(fieldErrors(listJudgeEntries.query, { pageSize: '500' })).toHaveProperty('pageSize');
  });

  it('fee status changes take one of the fee statuses and an optional note', () => {
    expect(changeEntryFeeStatus.body.parse({ apply_order_id: 3, status: 'waived' })).toEqual({
      apply_order_id: 3,
      status: 'waived',
    });
    expect(fieldErrors(changeEntryFeeStatus.body, { apply_order_id: 3 })).toEqual({
      status: [REQUIRED],
    });
    expect(
      fieldErrors(changeEntryFeeStatus.body, {
        apply_order_id: 3,
        status: 'free',
        note: 'x'.repeat(501),
      }),
    ).toEqual({ status: [INVALID_TYPE], note: ['Must be at most 500 characters'] });
  });

  it('award needs a level or an explicit null', () => {
    expect(fieldErrors(awardEntry.body, { apply_order_id: 3 })).toEqual({
      awardLevelId: [REQUIRED],
    });
    expect(awardEntry.body.parse({ apply_order_id: 3, awardLevelId: null })).toEqual({
      apply_order_id: 3,
      awardLevelId: null,
    });
  });

  it('show flags are booleans; a batch has distinct ids', () => {
    expect(fieldErrors(setEntryShow.body, { apply_order_id: 3, isShow: 'yes' })).toEqual({
      isShow: [INVALID_TYPE],
    });
    expect(fieldErrors(batchShowEntries.body, { apply_order_ids: [1, 1], isShow: true })).toEqual({
      apply_order_ids: [INVALID_TYPE],
    });
    expect(fieldErrors(batchShowEntries.body, { apply_order_ids: [] })).toEqual({
      apply_order_ids: [REQUIRED],
      isShow: [REQUIRED],
    });
  });

  it('assignSubJudge replaces the set; an empty list clears it', () => {
    expect(assignSubJudge.body.parse({ apply_order_id: 3, subJudgeIds: [] })).toEqual({
      apply_order_id: 3,
      subJudgeIds: [],
    });
    expect(fieldErrors(assignSubJudge.body, { apply_order_id: 3 })).toEqual({
      subJudgeIds: [REQUIRED],
    });
  });

  it('the batch zip takes ids as 1,2,3, at most 200', () => {
    expect(batchDownloadEntryZip.query.parse({ apply_order_ids: '3,1,3' })).toEqual({
      apply_order_ids: [3, 1],
    });
    expect(fieldErrors(batchDownloadEntryZip.query, { apply_order_ids: '1;2' })).toEqual({
      apply_order_ids: [INVALID_FORMAT],
    });
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect(fieldErrors(batchDownloadEntryZip.query, { apply_order_ids: tooMany })).toEqual({
      apply_order_ids: [INVALID_TYPE],
    });
    // Past 2^53 a number is not even a safe integer: the same one generic message, never zod's.
    expect(fieldErrors(batchDownloadEntryZip.query, { apply_order_ids: '9007199254740993' })).toEqual({
      apply_order_ids: [INVALID_FORMAT],
    });
    expect(fieldErrors(batchDownloadEntryZip.query, { apply_order_ids: '1,2147483648' })).toEqual({
      'apply_order_ids.1': [INVALID_TYPE],
    });
  });
});
