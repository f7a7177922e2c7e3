/**
 * The site name comes from `<meta name="laurel-site-name">`, which the server fills with the
 * configured SITE_NAME (apps/server/src/plugins/static-spa.ts): configuration, not build input.
 */
export const DEFAULT_SITE_NAME = 'Laurel';

let configured: string | null = null;

/** The server renderer's copy of SITE_NAME: there is no document on the server. */
export function setSiteName(name: string): void {
  configured = name;
}

export function getSiteName(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string {
  if (!doc) return configured?.trim() || DEFAULT_SITE_NAME;
  const content = doc.querySelector('meta[name="laurel-site-name"]')?.getAttribute('content');
  return content?.trim() || DEFAULT_SITE_NAME;
}
