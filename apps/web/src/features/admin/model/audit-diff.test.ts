import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('an audit row field by field', () => {
  it('lists only the fields that differ, nested ones by their path', () => {
    expect(
      auditDiff(
        {
          status: 'pending',
          amountCents: 29900,
          buyer: { name: 'Ada', address: { city: 'Paris' } },
        },
        { status: 'paid', amountCents: 29900, buyer: { name: 'Ada', address: { city: 'Lyon' } } },
      ),
    ).toEqual([
      { field: 'status', was: 'pending', now: 'paid' },
      { field: 'buyer.address.city', was: 'Paris', now: 'Lyon' },
    ]);
  });

  it('shows a created record as its values, a deleted one as what it was, lists whole', () => {
    expect(auditDiff(null, { title: 'Lamp', imageFileIds: [3, 4], done: true })).toEqual([
      { field: 'title', was: null, now: 'Lamp' },
      { field: 'imageFileIds', was: null, now: '[3,4]' },
      { field: 'done', was: null, now: 'true' },
    ]);
    expect(auditDiff({ name: 'Gold', rank: 1 }, null)).toEqual([
      { field: 'name', was: 'Gold', now: null },
      { field: 'rank', was: '1', now: null },
    ]);
  });

  it('gives a value that is no object one line, and an empty object a value of its own', () => {
    expect(auditDiff([3, 1, 2], [1, 2, 3])).toEqual([
      { field: '', was: '[3,1,2]', now: '[1,2,3]' },
    ]);
    expect(auditDiff({ winnerInfo: {} }, { winnerInfo: { name: 'A' } })).toEqual([
      { field: 'winnerInfo', was: '{}', now: null },
      { field: 'winnerInfo.name', was: null, now: 'A' },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});
