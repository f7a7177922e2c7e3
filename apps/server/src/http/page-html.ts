import { LANGUAGE_COOKIE, type LanguageCode } from '@laurel/contract';
import { escapeHtml } from '../lib/html-meta.ts';

/**
 * The HTML of a server-rendered page (apps/web/src/app/README.md#server-rendering): the built
 * index.html with the renderer's markup in `#root`, antd's styles, the page's own stylesheets
 * and script chunk, the hero image preloaded and the data the page was rendered with.
 */

/** One chunk of Vite's client build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface RenderedPage {
  html: string;
  styles: string;
  /** Already serialized for a `<script>` element. */
  state: string;
  stateId: string;
  pageModule: string;
  language: LanguageCode;
}

/** The cookie the web app writes when the visitor picks a language (apps/web/src/i18n). */
const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|zh-CN)(?:;|$)`);

/**
 * The language a page is rendered in, as the app picks it: the visitor's stored choice (its
 * cookie), else any Chinese in the browser's languages, else English.
 */
export function pageLanguage(
  cookie: string | undefined,
  acceptLanguage: string | string[] | undefined,
): LanguageCode {
  const chosen = cookie ? CHOSEN_LANGUAGE.exec(cookie)?.[1] : undefined;
  if (chosen === 'en' || chosen === 'zh-CN') return chosen;
  return /(?:^|,)\s*zh\b/i.test(String(acceptLanguage ?? '')) ? 'zh-CN' : 'en';
}

/** The page cache's key: what a page's HTML depends on. */
export const pageCacheKey = (language: LanguageCode, url: string): string =>
  `page|${language}|${url}`;

/**
 * The page module's stylesheets and the scripts it imports, not counting what index.html loads
 * already (the entry's), so a page's first response names everything its first paint needs.
 */
export function pageAssets(
  manifest: Manifest,
  pageModule: string,
): { css: string[]; scripts: string[] } {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  // index.html preloads the entry's static imports, theirs included.
  const loaded = new Set<string>();
  const load = (chunk: ManifestChunk | undefined) => {
    if (!chunk || loaded.has(chunk.file)) return;
    for (const f of [chunk.file, ...(chunk.css ?? [])]) loaded.add(f);
    for (const key of chunk.imports ?? []) load(manifest[key]);
  };
  load(entry);
  const css: string[] = [];
  const scripts: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!loaded.has(chunk.file)) scripts.push(chunk.file);
    for (const f of chunk.css ?? []) if (!loaded.has(f) && !css.includes(f)) css.push(f);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(pageModule);
  return { css, scripts };
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m?.[1];
};

/**
 * A preload for the page's hero: the first image marked `fetchpriority="high"` (StoredImage's
 * `eager`), with its srcset and sizes, so the browser picks the file it will show before the
 * body is parsed. Attribute values are copied as React escaped them.
 */
export function heroPreload(html: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!img) return '';
  const src = attr(img, 'src');
  if (!src) return '';
  const srcset = attr(img, 'srcSet') ?? attr(img, 'srcset');
  const sizes = attr(img, 'sizes');
  return (
    `<link rel="preload" as="image" href="${src}" fetchpriority="high"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (sizes ? ` imagesizes="${sizes}"` : '') +
    ' />'
  );
}

/** Reads a built file of the web app (`assets/x.css`) as text. */
export type ReadAsset = (file: string) => string | null;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/** A stylesheet written into the page, so the first paint waits for no other request. */
function inlineCss(file: string, readAsset: ReadAsset): string {
  const css = readAsset(file);
  // Never expected from our own build; a link is the safe way to send such a file.
  if (css === null || /<\/style/i.test(css))
    return `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`;
  return `<style data-href="/${escapeHtml(file)}">${css}</style>`;
}

/**
 * index.html (site name and meta already written) around a rendered page:
 * - the markup in `#root`, in the page's language;
 * - the styles inline — the app's, the page's and antd's — so only the HTML stands before the
 *   first paint, and the hero image preloaded beside it;
 * - the app's scripts not in the head but started by /laurel-boot.js once the page has loaded
 *   (apps/web/public/laurel-boot.js): the page reads and navigates without them, and they do
 *   not compete with the hero for bandwidth;
 * - the data the page was rendered with, for hydration.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  manifest: Manifest,
  readAsset: ReadAsset,
): string {
  const { css, scripts } = pageAssets(manifest, page.pageModule);
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const head = [heroPreload(page.html), ...css.map((f) => inlineCss(f, readAsset)), page.styles]
    .filter(Boolean)
    .join('\n    ');
  const boot = entry
    ? `<script defer src="/laurel-boot.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(
        [...preloads, ...scripts.map((f) => `/${f}`)].join(' '),
      )}"></script>`
    : '';
  // Replacer functions throughout: `$&` in a page's text is text, not a pattern.
  return (
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
      // The hero first: right after the viewport, before any style.
      .replace(
        /(<meta name="viewport"[^>]*>)/,
        (tag: string) => `${tag}\n    ${heroPreload(page.html)}`,
      )
      .replace(MODULE_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(STYLESHEET, (_, file: string) => inlineCss(file, readAsset))
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`)
      .replace(/\s*<noscript>[^<]*<\/noscript>/, '')
      // After the markup, so the page's text comes first; the app reads it once it runs.
      .replace(
        '</body>',
        () =>
          `  <script type="application/json" id="${page.stateId}">${page.state}</script>\n    ${boot}\n  </body>`,
      )
  );
}
