/**
 * The `redirect` query parameter of /login, reduced to a path of this site: anything else
 * (`//evil.example`, `https://…`, `javascript:`) falls back, so the login form is no open redirect.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}

/** `/login?redirect=<path>` for the page the visitor wanted. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * Where a session that ended (expired, revoked) sends the user: /login, coming back to `path`
 * afterwards — plain /login from the home page or from /login itself.
 */
export function reloginPath(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare === '/' || bare === '/login' ? '/login' : loginPathFor(path);
}
