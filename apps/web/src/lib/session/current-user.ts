import { useQuery, type QueryClient } from '@tanstack/react-query';
import { userCallMeta, type UserInfo } from '@laurel/contract';
import { LOGIN_ROUTE } from '../constants.ts';
import { reloginPath } from '../safe-redirect.ts';
import { isApiError, request } from '../request/index.ts';
import { clearToken, getToken, onTokenChange, setToken } from './token.ts';

/**
 * The current user (docs/product.md#session-and-startup: the data of the user-info response), kept
 * in the TanStack Query cache under SESSION_USER_KEY. `null` means nobody is logged in. The cache
 * entry never goes stale on its own: the startup rule, login, logout and token changes set it
 * explicitly.
 */

export const SESSION_USER_KEY = ['session', 'user'] as const;

/** The token whose user is in the cache; a change to another token means another user. */
let knownToken: string | null = null;
/** Whether the last session on this device ended by the user's own logout (see guards). */
let endedByLogout = false;
/** Whether the startup rule dropped a stored token the server refused, not yet told. */
let expiredAtStartup = false;

export const sessionEndedByLogout = (): boolean => endedByLogout;

/**
 * True once after the startup rule removed a token the server answered with 401 (expired or
 * revoked): the app then tells the visitor, as the request client tells every other 401
 * (app/startup-notice.tsx). Reading it clears it.
 */
export function takeExpiredAtStartup(): boolean {
  const was = expiredAtStartup;
  expiredAtStartup = false;
  return was;
}

export function fetchCurrentUser(): Promise<UserInfo | null> {
  if (!getToken()) return Promise.resolve(null);
  // The caller decides what a failure means (startup → /login), so no common toast here.
  return request(userCallMeta.getUserInfo, {}, { skipErrorHandler: true });
}

export const currentUserQuery = {
  queryKey: SESSION_USER_KEY,
  queryFn: fetchCurrentUser,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
} as const;

/** The logged-in user, or null. Undefined only while the very first fetch is running. */
export function useCurrentUser(): { user: UserInfo | null; isPending: boolean } {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isPending: query.isPending };
}

export const getCurrentUser = (queryClient: QueryClient): UserInfo | null =>
  queryClient.getQueryData<UserInfo | null>(SESSION_USER_KEY) ?? null;

export const setCurrentUser = (queryClient: QueryClient, user: UserInfo | null): void => {
  queryClient.setQueryData<UserInfo | null>(SESSION_USER_KEY, user);
};

export interface StartupResult {
  /** Where to go instead of the requested page, when the stored session did not work. */
  redirectTo: string | null;
}

/**
 * The startup rule of docs/product.md#session-and-startup, run before the first render: away from
 * /login, a stored token is exchanged for the user info; if that fails the visitor goes to /login
 * (and a token the server refused with 401 is removed, which the app announces:
 * takeExpiredAtStartup). With no token, or on /login, no user is loaded.
 */
export async function bootstrapSession(
  queryClient: QueryClient,
  pathname: string = window.location.pathname,
  search: string = window.location.search,
): Promise<StartupResult> {
  // Logging in again brings the visitor back to the page they asked for.
  const relogin = reloginPath(`${pathname}${search}`);
  expiredAtStartup = false;
  if (pathname === LOGIN_ROUTE || !getToken()) {
    setCurrentUser(queryClient, null);
    return { redirectTo: null };
  }
  try {
    // Always asked: a server-rendered page hydrates with "nobody" in the cache first (main.tsx).
    const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    knownToken = getToken();
    return { redirectTo: user ? null : relogin };
  } catch (error) {
    if (isApiError(error) && error.code === 401) {
      clearToken();
      expiredAtStartup = true;
    }
    setCurrentUser(queryClient, null);
    return { redirectTo: relogin };
  }
}

/** After login or registration: store the token and the user the server returned with it. */
export function startSession(queryClient: QueryClient, session: { token: string; user: UserInfo }): void {
  knownToken = session.token;
  endedByLogout = false;
  setCurrentUser(queryClient, session.user);
  setToken(session.token);
}

/**
 * Ends the session on this device. `logout` marks a deliberate logout: a guarded page then sends
 * the visitor home rather than back to the login form.
 */
export function endSession(queryClient: QueryClient, reason: 'logout' | 'expired' = 'expired'): void {
  knownToken = null;
  endedByLogout = reason === 'logout';
  clearToken();
  setCurrentUser(queryClient, null);
}

/**
 * Keeps the cached user in step with the token: cleared token (logout, a 401, another tab
 * logging out) → no user; a new token from elsewhere (another tab logging in) → fetch its user.
 * Returns the unsubscribe function.
 */
export function syncSessionWithToken(queryClient: QueryClient): () => void {
  knownToken = getToken();
  return onTokenChange((token) => {
    if (!token) {
      knownToken = null;
      setCurrentUser(queryClient, null);
      return;
    }
    // Our own login already put this token's user in the cache (startSession).
    if (token === knownToken) return;
    knownToken = token;
    queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => {
      if (getToken() === token) setCurrentUser(queryClient, null);
    });
  });
}
