import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, fail, ROUTES } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { withMeta } from '../lib/html-meta.ts';
import { pageMeta } from '../services/seo/page-meta.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const APP_PATHS = new Set(ROUTES.map((r) => r.path.toLowerCase()));

/**
 * Whether the web app has a page at `path`, matched as its router matches (case-insensitive,
 * each segment decoded, a trailing slash ignored); anything else shows its not-found page.
 */
function isAppPage(path: string): boolean {
  try {
    const decoded = path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
    return APP_PATHS.has((decoded.replace(/\/+$/, '') || '/').toLowerCase());
  } catch {
    return false;
  }
}

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
      globIgnore: ['index.html', 'robots.txt', 'sitemap.xml'],
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

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
    // Each page carries its own title, description and Open Graph tags for link previews
    // (issue 3 "SEO"). Built per request: a page load, not an API hot path, and always current.
    const query = new URLSearchParams(req.url.slice(path.length + 1));
    let html = indexHtml;
    let missing = false;
    try {
      const meta = await pageMeta(app.ctx, { path, query });
      missing = meta.missing === true;
      html = withMeta(indexHtml, meta);
    } catch (err) {
      // The page still works without its preview tags (the app loads the data itself).
      req.log.error({ err, reqId: req.id }, 'page meta failed');
    }
    return reply
      .code(isAppPage(path) && !missing ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}
