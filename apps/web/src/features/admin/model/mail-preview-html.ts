/** The elements and the one attribute a mail's layout uses (apps/server/src/mail/templates/layout.ts). */
const ALLOWED = new Set(['DIV', 'P', 'H1', 'BR', 'SPAN', 'STRONG', 'EM']);

/**
 * The body of a mail the server rendered for a preview, as HTML to show inside the page: the
 * server escapes every word, and this keeps only the layout's own elements and their `style` —
 * anything else is unwrapped to its text, every other attribute dropped — so a preview can
 * never run or load anything. (A sandboxed frame would be simpler, but the site's
 * `frame-ancestors 'none'` policy, which a srcdoc frame inherits, keeps it blank.)
 */
export function mailPreviewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of [...doc.body.querySelectorAll('*')].reverse()) {
    if (!ALLOWED.has(el.tagName)) {
      el.replaceWith(doc.createTextNode(el.textContent ?? ''));
      continue;
    }
    for (const attr of [...el.attributes]) if (attr.name !== 'style') el.removeAttribute(attr.name);
  }
  return doc.body.innerHTML;
}
