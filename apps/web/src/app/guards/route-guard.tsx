import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteWrapper } from '@laurel/contract';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { sessionEndedByLogout, useCurrentUser } from '../../lib/session/current-user.ts';
import { guardRedirect, guardVerdict } from './rules.ts';

interface GuardProps {
  children: ReactNode;
}

/** Renders its page when the current user passes `wrapper`'s rule, else redirects (rules.ts). */
export function RouteGuard({ wrapper, children }: GuardProps & { wrapper: RouteWrapper }) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  // A user who logs out on a guarded page goes home, not to a login form for the page they left.
  const [enteredWithUser] = useState(user !== null);
  if (isPending) return <PageSpinner />;
  const verdict = guardVerdict(wrapper, user);
  if (verdict === 'allow') return <>{children}</>;
  const loggedOutHere = enteredWithUser && user === null && sessionEndedByLogout();
  const to = guardRedirect(verdict, location.pathname + location.search, loggedOutHere);
  return <Navigate to={to} replace />;
}

export const AuthWrapper = ({ children }: GuardProps) => (
  <RouteGuard wrapper="auth">{children}</RouteGuard>
);
export const OnlyJuryWrapper = ({ children }: GuardProps) => (
  <RouteGuard wrapper="only-jury">{children}</RouteGuard>
);
export const JuryLevelSubJuryWrapper = ({ children }: GuardProps) => (
  <RouteGuard wrapper="jury-level-sub-jury">{children}</RouteGuard>
);
export const SubJuryWrapper = ({ children }: GuardProps) => (
  <RouteGuard wrapper="sub-jury">{children}</RouteGuard>
);
export const JuryAuthWrapper = ({ children }: GuardProps) => (
  <RouteGuard wrapper="jury-auth">{children}</RouteGuard>
);
export const StaffWrapper = ({ children }: GuardProps) => (
  <RouteGuard wrapper="staff">{children}</RouteGuard>
);

/** The wrapper component of each kind, as the router picks them from the route table. */
export const WRAPPERS: Readonly<Record<RouteWrapper, (props: GuardProps) => ReactNode>> = {
  auth: AuthWrapper,
  'only-jury': OnlyJuryWrapper,
  'jury-level-sub-jury': JuryLevelSubJuryWrapper,
  'sub-jury': SubJuryWrapper,
  'jury-auth': JuryAuthWrapper,
  staff: StaffWrapper,
};
