import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from '../../http/define-public-route.ts';
import { AppError } from '../../lib/errors.ts';
import { countdown, DEFAULT_TTL_MS } from '../../lib/public-cache.ts';
import { buildRobots, buildSitemap } from '../../services/seo/build-sitemap.ts';
import { untilNextResults } from '../../services/winners/public-winner.ts';
import { winnerOgImage } from '../../services/seo/winner-og-image.ts';
import { PRIVATE_PREFIXES } from '../../services/seo/public-pages.ts';

/**
 * `/sitemap.xml` and `/robots.txt` for crawlers (issue 3 "SEO"), and a shown winner's link
 * preview image `/og/winner/{id}.jpg` (docs/product.md#winner-pages); all outside `/api`.
 */
export function seoRoutes(app: FastifyInstance): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    let keepFor = () => DEFAULT_TTL_MS;
    // Kept no later than the next results date, when a season's winners join it without a write.
    const hit = await app.ctx.cache.get(
      'seo|sitemap',
      ['winners', 'competition'],
      async () => {
        const left = await countdown(() => untilNextResults(app.ctx));
        keepFor = () => Math.min(DEFAULT_TTL_MS, left());
        return Buffer.from(await buildSitemap(app.ctx));
      },
      () => keepFor(),
    );
    reply.header('etag', hit.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(hit.body);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(buildRobots(app.ctx, PRIVATE_PREFIXES)),
  );
  app.get<{ Params: { file: string } }>('/og/winner/:file', { schema: { hide: true } }, async (req, reply) => {
    const id = /^(\d{1,12})\.jpg$/.exec(req.params.file)?.[1];
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found.');
    if (!id || !Number.isSafeInteger(Number(id)) || Number(id) < 1) return notFound();
    // A winner hidden later answers 404 at once: revalidated on every use, as public answers are.
    const image = await winnerOgImage(app.ctx, Number(id)).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 404) return null;
      throw err;
    });
    if (!image) return notFound();
    reply.header('etag', image.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (req.headers['if-none-match'] === image.etag) return reply.code(304).send();
    const stored = await app.ctx.storage.get(image.key);
    if (!stored) throw new Error(`preview ${image.key} is missing from storage`);
    return reply.type('image/jpeg').header('content-length', stored.bytes).send(stored.body);
  });
}
