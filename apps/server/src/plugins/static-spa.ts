import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, fail, languageCookie, ROUTES } from '@laurel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedBody } from '../http/define-public-route.ts';
import { pageCacheKey, pageLanguage } from '../http/page-html.ts';
import { withMeta } from '../lib/html-meta.ts';
import { ALL_TAGS, countdown, type CachedBody } from '../lib/public-cache.ts';
import { pageMeta } from '../services/seo/page-meta.ts';
import { untilNextBannerChange } from '../services/content/banner-schedule.ts';
import { untilNextResults } from '../services/winners/public-winner.ts';
import { loadPageRenderer } from './server-render.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const APP_PATHS = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/**
 * The web app's route at `path`, matched as its router matches (case-insensitive, each segment
 * decoded, a trailing slash ignored); null for any other path, which shows the not-found page.
 */
function appRoute(path: string) {
  try {
    const decoded = path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
    return APP_PATHS.get((decoded.replace(/\/+$/, '') || '/').toLowerCase()) ?? null;
  } catch {
    return null;
  }
}

/**
 * The page's address as it is rendered and cached: its path and the query parameters it reads
 * (the route table's `query`), sorted, so other parameters (`?utm_source=…`) share one copy and
 * cannot make the server render a page again.
 */
function canonicalUrl(path: string, search: string, known: readonly string[]): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...known].sort()) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The not-found page is the same whatever the path: one copy per language. */
const NOT_FOUND_URL = '/404';

/**
 * Serves the built web app: hashed files under /assets are cached for a year, index.html never
 * is; any other non-/api GET falls back to index.html so client routes survive a reload, with
 * 200 for a page of the route table and 404 for any other path (the app then shows its
 * not-found page, and crawlers see that there is none). Unknown /api paths answer the 404
 * envelope, never HTML.
 */
export async function staticSpaPlugin(app: FastifyInstance): Promise<void> {
  const { webDist, siteName } = app.ctx.config;
  const indexPath = join(webDist, 'index.html');
  const built = existsSync(indexPath);
  // The site name is configuration, not build input: it is written into the page once at start.
  const indexHtml = built
    ? readFileSync(indexPath, 'utf8').replace(
        /(<meta name="laurel-site-name" content=")[^"]*(")/,
        // A function, so `$&` or `$1` in the name is written as is, not read as a pattern.
        (_, open: string, close: string) => `${open}${escapeAttr(siteName)}${close}`,
      )
    : null;

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // /index.html goes to the fallback below, so it too gets the site name and no-cache.
      // robots.txt and sitemap.xml are the server's own (routes/seo).
      // ssr/ is the server renderer (plugins/server-render.ts), never a file to send; the .br and
      // .gz copies the build makes (apps/web/scripts/precompress.mjs) are sent in place of their
      // file to browsers that accept them, never under their own names.
      globIgnore: ['index.html', 'robots.txt', 'sitemap.xml', 'ssr/**', '**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const renderer = built ? await loadPageRenderer(app) : null;

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send(fail(404, `No such API path: ${req.method} ${path}`));
    }
    // A missing hashed file (an old tab after a deploy) must not get the page as its script.
    if (path.startsWith('/assets/')) {
      return reply.code(404).type('text/plain').send('Not found.');
    }
    if (!indexHtml) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const route = appRoute(path);
    // The language link (apps/web/src/app/layout/language-switch.tsx) followed before the app
    // runs: remember the choice as the app would, then show the page without the parameter.
    const search = new URLSearchParams(req.url.slice(path.length + 1));
    const lang = search.get('lang');
    if (route && (lang === 'en' || lang === 'zh-CN')) {
      search.delete('lang');
      const rest = search.toString();
      return reply
        .code(303)
        .header('set-cookie', languageCookie(lang))
        .header('cache-control', 'no-store')
        .redirect(`${route.path}${rest ? `?${rest}` : ''}`, 303);
    }
    if (renderer && (!route || route.serverRendered)) {
      const url = route ? canonicalUrl(route.path, req.url.slice(path.length + 1), route.query) : NOT_FOUND_URL;
      if (await sendRenderedPage(req, reply, url, route ? 200 : 404)) return reply;
    }
    const { html, missing } = await withPageMeta(req, indexHtml);
    return reply
      .code(route && !missing ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });

  /**
   * Each page carries its own title, description and Open Graph tags for link previews
   * (issue 3 "SEO"); `missing` when the page's subject (a winner) does not exist.
   */
  async function withPageMeta(
    req: FastifyRequest,
    template: string,
    url: string = req.url,
  ): Promise<{ html: string; missing: boolean }> {
    const path = url.split('?')[0] ?? '';
    const query = new URLSearchParams(url.slice(path.length + 1));
    try {
      const meta = await pageMeta(app.ctx, { path, query });
      return { html: withMeta(template, meta), missing: meta.missing === true };
    } catch (err) {
      // The page still works without its preview tags (the app loads the data itself).
      req.log.error({ err, reqId: req.id }, 'page meta failed');
      return { html: template, missing: false };
    }
  }

  /**
   * A public page's server-rendered HTML (apps/web/src/app/README.md#server-rendering), from the
   * public cache under every public tag — so an organiser's edit of anything it may show drops it
   * — or rendered now, kept no later than the next results date (winners turn public then without
   * a write: docs/product.md#publishing-winners). False, with nothing sent, when the page cannot
   * be rendered here (its data failed, it has no subject): the caller then sends the app shell,
   * which the browser renders as before. (Not the reply itself: it is a thenable, which an async
   * function would wait for.)
   */
  async function sendRenderedPage(req: FastifyRequest, reply: FastifyReply, url: string, status: 200 | 404): Promise<boolean> {
    const language = pageLanguage(req.headers.cookie, req.headers['accept-language']);
    const key = pageCacheKey(language, url);
    // The address as asked finds the same copy next time, on the fast path.
    app.ctx.cache.alias(pageCacheKey(language, req.url), key);
    let keepFor = () => 0;
    let hit: CachedBody;
    try {
      hit = await app.ctx.cache.get(
        key,
        ALL_TAGS,
        async () => {
          // Winners turn public, and a scheduled banner comes or goes, with no write to drop it.
          const left = await countdown(async () => Math.min(...(await Promise.all([untilNextResults(app.ctx), untilNextBannerChange(app.ctx)]))));
          const { html: template, missing } = await withPageMeta(req, indexHtml!, url);
          // A winner that does not exist is a 404 with the app's own not-found state.
          if (missing) throw new PageMissing();
          const page = await renderer!.render(url, language, template);
          keepFor = () => Math.min(page.ttlMs, left());
          return Buffer.from(page.html);
        },
        () => keepFor(),
      );
    } catch (err) {
      if (!(err instanceof PageMissing) && !renderer!.declined(err)) {
        req.log.error({ err, reqId: req.id }, 'server rendering failed');
      }
      return false;
    }
    // The language comes from the visitor's cookie or browser. Only a 200 is served by the fast
    // path (http/serve-cached.ts), which always answers 200.
    sendCachedBody(req, reply.code(status), hit, {
      type: 'text/html; charset=utf-8',
      vary: 'cookie, accept-language',
      template: status === 200,
    });
    return true;
  }
}

class PageMissing extends Error {}

