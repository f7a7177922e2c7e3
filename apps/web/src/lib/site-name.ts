/**
 * The site name comes from `<meta name="laurel-site-name">`, which the server fills with the
 * configured SITE_NAME (apps/server/src/plugins/static-spa.ts): configuration, not build input.
 */
export const DEFAULT_SITE_NAME = 'Laurel';

export function getSiteName(doc: Document = document): string {
  const content = doc.querySelector('meta[name="laurel-site-name"]')?.getAttribute('content');
  return content?.trim() || DEFAULT_SITE_NAME;
}
