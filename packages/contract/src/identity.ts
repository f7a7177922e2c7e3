/**
 * Reviewer kinds derived from `identity` (docs/product.md#roles-and-identities): 0 entrant, 1
 * judge, 2 sub-judge, 3 second-level judge.
 */
export const IDENTITY = { entrant: 0, judge: 1, subJudge: 2, secondJudge: 3 } as const;
export type Identity = (typeof IDENTITY)[keyof typeof IDENTITY];

interface HasIdentity {
  identity: number;
}

export const isJury = (u: HasIdentity | null | undefined): boolean => !!u && u.identity !== 0;
export const isIdentity = (u: HasIdentity | null | undefined): boolean => u?.identity === 1;
export const isSubJury = (u: HasIdentity | null | undefined): boolean => u?.identity === 2;
export const isSecondJury = (u: HasIdentity | null | undefined): boolean => u?.identity === 3;

/**
 * The review page of a jury member's role, or null for an entrant: where a juror lands after
 * logging in, and what the header offers them (docs/product.md#jury-journey).
 */
export function reviewRouteOf(u: HasIdentity | null | undefined): '/juryreview' | '/levelJuryreview' | '/subjuryreview' | null {
  if (isIdentity(u)) return '/juryreview';
  if (isSecondJury(u)) return '/levelJuryreview';
  if (isSubJury(u)) return '/subjuryreview';
  return null;
}
