import { ROUTES } from '@laurel/contract';

/** The paths of the public pages: those any visitor can open, rendered by the server. */
const PUBLIC_PATHS = new Set(ROUTES.filter((route) => route.serverRendered).map((route) => route.path));

/**
 * Where a banner may send a visitor (docs/product.md#home-page): a public page of this site, or
 * another site. A link to a page behind a login (`/steps`, `/account`), to an account form or to
 * a path the site does not have is left out, so a visitor who follows a banner never lands on the
 * login page; the home page's own "Enter" action takes them where entering starts.
 */
export function publicBannerLink(url: string | null | undefined): string | null {
  const link = url?.trim();
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return link;
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  const path = new URL(link, 'http://site.invalid').pathname;
  return PUBLIC_PATHS.has(path) ? link : null;
}
