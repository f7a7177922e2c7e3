import {
  isIdentity,
  isJury,
  isSecondJury,
  isSubJury,
  type RouteWrapper,
  type UserInfo,
} from '@laurel/contract';
import { FORBIDDEN_ROUTE } from '../../lib/constants.ts';
import { loginPathFor } from '../../lib/safe-redirect.ts';

/**
 * The route wrappers of docs/product.md#route-wrappers (kinds in packages/contract/src/routes.ts;
 * table also in apps/web/src/app/README.md#route-wrappers). They only steer navigation: the server
 * enforces every rule on every call (docs/product.md#api-conventions).
 *
 * | wrapper             | who may enter                               | anonymous             | logged in, wrong role |
 * |---------------------|---------------------------------------------|-----------------------|-----------------------|
 * | auth                | any logged-in user                          | /login?redirect=<path> | —                    |
 * | only-jury           | judge, identity 1 (isIdentity)              | /login?redirect=<path> | /403                 |
 * | jury-level-sub-jury | second-level judge, identity 3 (isSecondJury) | /login?redirect=<path> | /403               |
 * | sub-jury            | sub-judge, identity 2 (isSubJury)           | /login?redirect=<path> | /403                 |
 * | jury-auth           | any jury member, identity 1–3 (isJury)      | /login?redirect=<path> | /403                 |
 * | staff               | any logged-in user; the console's own shell | /login?redirect=<path> | —                    |
 * |                     | shows "no access" without a staff role      |                        |                      |
 *
 * `staff` lets every logged-in account through on purpose: the console tells an account without a
 * role why it cannot enter and who can give one (features/admin/components/no-access.tsx), which a
 * bare /403 could not; the server refuses every /api/admin call the role lacks.
 */
export interface GuardRule {
  /** Who may enter, in words (for docs and tests). */
  who: string;
  allows: (user: UserInfo) => boolean;
}

export const GUARD_RULES: Readonly<Record<RouteWrapper, GuardRule>> = {
  auth: { who: 'any logged-in user', allows: () => true },
  'only-jury': { who: 'judge (identity 1)', allows: isIdentity },
  'jury-level-sub-jury': { who: 'second-level judge (identity 3)', allows: isSecondJury },
  'sub-jury': { who: 'sub-judge (identity 2)', allows: isSubJury },
  'jury-auth': { who: 'any jury member (identity 1, 2 or 3)', allows: isJury },
  staff: { who: 'any logged-in user (the console shows no access without a staff role)', allows: () => true },
};

export type GuardVerdict = 'allow' | 'login' | 'forbidden';

export function guardVerdict(wrapper: RouteWrapper, user: UserInfo | null): GuardVerdict {
  if (!user) return 'login';
  return GUARD_RULES[wrapper].allows(user) ? 'allow' : 'forbidden';
}

/**
 * Where a refused visitor goes: to /login with the requested path to come back to, or /403.
 * After a logout on a guarded page the visitor goes home instead: they left on purpose.
 */
export function guardRedirect(
  verdict: Exclude<GuardVerdict, 'allow'>,
  requestedPath: string,
  loggedOut = false,
): string {
  if (verdict === 'forbidden') return FORBIDDEN_ROUTE;
  return loggedOut ? '/' : loginPathFor(requestedPath);
}
