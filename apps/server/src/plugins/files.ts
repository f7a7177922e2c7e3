import { createHash } from 'node:crypto';
import { IMAGE_SIZES, type ImageSize } from '@laurel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findFile } from '../services/files/find-public-file.ts';
import { ImageQueueFullError } from '../services/files/image-work.ts';
import { makeImageSize, UnreadableImageError } from '../services/files/make-image-size.ts';

/** A file's address never changes what it shows (a new upload is a new id), so browsers keep it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A signed file is kept by the one browser that was given the link, at most a day and never past its expiry. */
const PRIVATE_MAX_AGE_S = 24 * 60 * 60;

const notFound = (reply: FastifyReply) =>
  // No long cache: an entry that is not public yet may be published later under the same address.
  reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found.');

/**
 * A size that cannot be made right now, as plain text like the 404 (an `<img>` reads no envelope),
 * never cached: an original that does not decode (uploads are checked since issue 10, so only an
 * older file can be one) is a 422; a full image queue a 503 with `Retry-After`.
 */
function sizeFailed(reply: FastifyReply, err: unknown, fileId: number) {
  const plain = reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').removeHeader('etag');
  if (err instanceof ImageQueueFullError) {
    return plain.code(503).header('retry-after', String(err.retryAfterS)).send('Busy making image sizes; please try again shortly.');
  }
  if (err instanceof UnreadableImageError) {
    reply.log.warn({ fileId, reason: err.message }, 'stored image cannot be resized');
    return plain.code(422).send('This image is damaged and cannot be resized.');
  }
  throw err;
}

const etagMatches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/**
 * Stored files at `/files/{id}/{size}` (packages/contract/src/files.ts): the original, or a
 * WebP of the size's width made once and kept. Outside /api because they are plain resources
 * that `<img>` loads, with long caching; they are registered before the SPA fallback so an
 * unknown image is a small 404, never the page.
 *
 * Public files (find-public-file.ts) are cached by everyone for a year. Any other file (an
 * entry's images before it is published, an entry's PDF) is served only with a valid
 * `?exp=…&sig=…` of that very file (storage/signed-url.ts), which only calls that checked the
 * caller hand out, and is cached privately; without one it is the same 404 as an unknown id.
 * A PDF has no sizes: only `original`, shown inline as a PDF.
 */
export async function filesPlugin(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Params: { id: string; size: string }; Querystring: { exp?: unknown; sig?: unknown } }>('/files/:id/:size', { schema: { hide: true } }, async (req, reply) => {
    const { id, size } = req.params;
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1 || !IMAGE_SIZES.includes(size as ImageSize)) {
      return notFound(reply);
    }
    const found = await findFile(ctx, Number(id));
    if (!found) return notFound(reply);
    const { file } = found;
    let cacheControl = IMMUTABLE;
    if (!found.isPublic) {
      const { exp, sig } = req.query;
      if (typeof exp !== 'string' || typeof sig !== 'string' || !ctx.files.verify(file.id, exp, sig)) return notFound(reply);
      const left = Math.floor(Number(exp) - Date.now() / 1000);
      cacheControl = `private, max-age=${Math.max(0, Math.min(PRIVATE_MAX_AGE_S, left))}`;
    }
    const isImage = file.mime.startsWith('image/');
    if (!isImage && size !== 'original') return notFound(reply);

    // The storage key holds a random name, so a file re-created under a reused id (a reset
    // database) does not match a copy a browser kept from before.
    const etag = `"${file.id}-${size}-${createHash('sha256').update(file.storageKey).digest('hex').slice(0, 16)}"`;
    reply.header('cache-control', cacheControl).header('etag', etag);
    if (!isImage) reply.header('content-disposition', `inline; filename="entry-file-${file.id}.pdf"`);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();

    let key = file.storageKey;
    if (size !== 'original') {
      try {
        key = await makeImageSize(ctx, file, size as Exclude<ImageSize, 'original'>);
      } catch (err) {
        return sizeFailed(reply, err, file.id);
      }
    }
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
