import sanitize from 'sanitize-html';

/**
 * The allow-list for every HTML body the site stores (content blocks, FAQ answers). Bodies are
 * cleaned before they are written, so the public calls hand out HTML the web app can render as
 * is (issue 3 "rich text"): no scripts, no event handlers, no style attributes, no
 * `javascript:` or `data:` links — only structure, emphasis, links and images.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small',
    'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new window must not hand it `window.opener`; other targets are dropped.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
  },
  // An image must come from an http(s) host or this site; a relative `x` is only a broken image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !safeUrl(frame.attribs.src),
};

export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text (banner text, titles someone pasted markup into): every tag dropped. */
export const toPlainText = (text: string): string =>
  sanitize(text, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!).trim();

/**
 * A link or image address an organiser typed: http(s) or a path on this site. Anything else
 * (`javascript:`, `data:`, `//evil.example`) is dropped rather than stored.
 */
export function safeUrl(url: string | null | undefined): string | null {
  const u = url?.trim();
  if (!u) return null;
  if (/^\/(?!\/)/.test(u)) return u;
  try {
    const { protocol } = new URL(u);
    return protocol === 'http:' || protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}
