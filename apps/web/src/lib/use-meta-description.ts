import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while a page is shown (search results and link previews read
 * it); the page title is set by the route table (app/layout/route-effects.tsx). The previous
 * content comes back when the page leaves, so a page without its own description keeps the
 * site's. An empty text leaves the tag alone.
 */
export function useMetaDescription(text: string | null | undefined): void {
  useEffect(() => {
    const content = text?.replace(/\s+/g, ' ').trim();
    if (!content) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name=description]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content.length > 160 ? `${content.slice(0, 157).trimEnd()}…` : content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}

/** Plain text of a sanitised HTML fragment, for descriptions and previews. */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
