import { createHash } from 'node:crypto';
import { IMAGE_SIZES, type ImageSize } from '@laurel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findPublicFile } from '../storage/find-public-file.ts';
import { makeImageSize } from '../storage/make-image-size.ts';

/** A file's address never changes what it shows (a new upload is a new id), so browsers keep it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = (reply: FastifyReply) =>
  // No long cache: an entry that is not public yet may be published later under the same address.
  reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found.');

const etagMatches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/**
 * Stored images at `/files/{id}/{size}` (packages/contract/src/files.ts): the original, or a
 * WebP of the size's width made once and kept. Outside /api because they are plain resources
 * that `<img>` loads, with long caching; they are registered before the SPA fallback so an
 * unknown image is a small 404, never the page.
 */
export async function filesPlugin(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Params: { id: string; size: string } }>('/files/:id/:size', { schema: { hide: true } }, async (req, reply) => {
    const { id, size } = req.params;
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1 || !IMAGE_SIZES.includes(size as ImageSize)) {
      return notFound(reply);
    }
    const file = await findPublicFile(ctx, Number(id));
    if (!file) return notFound(reply);

    // The storage key holds a random name, so a file re-created under a reused id (a reset
    // database) does not match a copy a browser kept from before.
    const etag = `"${file.id}-${size}-${createHash('sha256').update(file.storageKey).digest('hex').slice(0, 16)}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();

    const key = size === 'original' ? file.storageKey : await makeImageSize(ctx, file, size as Exclude<ImageSize, 'original'>);
    const stored = await ctx.storage.get(key);
    if (!stored) throw new Error(`file ${file.id}: ${key} is missing from storage`);
    return reply
      .type(size === 'original' ? file.mime : 'image/webp')
      .header('content-length', stored.bytes)
      .send(stored.body);
  });

  // Anything else under /files is not an image we have; keep it away from the SPA fallback.
  for (const url of ['/files', '/files/*']) app.get(url, { schema: { hide: true } }, async (_req, reply) => notFound(reply));
}
