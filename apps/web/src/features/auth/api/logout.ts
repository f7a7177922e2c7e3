/**
 * The logout hook lives in lib/session (the account feature needs it as well, and features do
 * not import each other); the app shell imports it from here.
 */
export { useLogout } from '../../../lib/session/use-logout.ts';
