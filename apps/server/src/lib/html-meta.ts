/** Text for an HTML attribute or element: every character that could end either is escaped. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URLs: link previews are fetched from elsewhere. */
  url: string;
  image?: string;
  /** The image's size in pixels, when known: previews then lay out before it loads. */
  imageSize?: { width: number; height: number };
  type?: 'website' | 'article';
  siteName: string;
}

/**
 * Writes a page's title, description and Open Graph tags into index.html, so link previews and
 * crawlers see them without running the app (issue 3 "SEO"). Any tags already there for the same
 * names are replaced; every value is escaped.
 */
export function withMeta(html: string, meta: PageMeta): string {
  const tags = [
    ['name', 'description', meta.description],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:site_name', meta.siteName],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ...(meta.image ? [['property', 'og:image', meta.image]] : []),
    ...(meta.image && meta.imageSize
      ? [
          ['property', 'og:image:width', String(meta.imageSize.width)],
          ['property', 'og:image:height', String(meta.imageSize.height)],
        ]
      : []),
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}" />`)
    .join('\n    ');
  const canonical = `<link rel="canonical" href="${escapeHtml(meta.url)}" />`;
  // Replacer functions, never replacement strings: in those `$&`, `` $` ``, `$'` and `$1` are
  // patterns, and a winner's title or credits may contain them (issue 10).
  return html
    .replace(/\s*<meta (?:name="description"|property="og:[^"]+"|name="twitter:[^"]+")[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', () => `  ${tags}\n    ${canonical}\n  </head>`);
}
