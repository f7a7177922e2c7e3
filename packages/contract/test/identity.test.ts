import { describe, expect, it } from 'vitest';
import { IDENTITY, isIdentity, isJury, isSecondJury, isSubJury } from '../src/index.ts';

describe('roles derived from identity (docs/product.md#roles-and-identities)', () => {
  it.each([
    // identity, isJury, isIdentity, isSubJury, isSecondJury
    [0, false, false, false, false],
    [1, true, true, false, false],
    [2, true, false, true, false],
    [3, true, false, false, true],
  ])('identity %i', (identity, jury, judge, sub, second) => {
    const u = { identity };
    expect(isJury(u)).toBe(jury);
    expect(isIdentity(u)).toBe(judge);
    expect(isSubJury(u)).toBe(sub);
    expect(isSecondJury(u)).toBe(second);
  });

  it('gives no role to a visitor (no user)', () => {
    for (const u of [null, undefined]) {
      expect(isJury(u)).toBe(false);
      expect(isIdentity(u)).toBe(false);
      expect(isSubJury(u)).toBe(false);
      expect(isSecondJury(u)).toBe(false);
    }
  });

  it('names the identities as docs/product.md#roles-and-identities does', () => {
    expect(IDENTITY).toEqual({ entrant: 0, judge: 1, subJudge: 2, secondJudge: 3 });
  });
});
