import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from '../../http/define-public-route.ts';
import { buildRobots, buildSitemap } from '../../services/seo/build-sitemap.ts';
import { PRIVATE_PREFIXES } from '../../services/seo/public-pages.ts';

/** `/sitemap.xml` and `/robots.txt` for crawlers (issue 3 "SEO"); both outside `/api`. */
export function seoRoutes(app: FastifyInstance): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const hit = await app.ctx.cache.get('seo|sitemap', ['winners'], async () => Buffer.from(await buildSitemap(app.ctx)));
    reply.header('etag', hit.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(hit.body);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(buildRobots(app.ctx, PRIVATE_PREFIXES)),
  );
}
