import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/steps?x=1', '/steps?x=1'],
    [null, '/account'],
    ['', '/account'],
    ['//evil.example', '/account'],
    ['/\\evil.example', '/account'],
    ['https://evil.example', '/account'],
    ['javascript:alert(1)', '/account'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input, '/account')).toBe(expected);
  });

  it('builds the login path with the way back', () => {
    expect(loginPathFor('/steps?a=b')).toBe('/login?redirect=%2Fsteps%3Fa%3Db');
  });
});
