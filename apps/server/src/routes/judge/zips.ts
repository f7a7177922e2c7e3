import { PassThrough } from 'node:stream';
import { batchDownloadEntryZip, downloadEntryZip } from '@laurel/contract';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../core/context.ts';
import { defineRoute } from '../../http/define-route.ts';
import type { EntriesZip } from '../../services/judging/zip/prepare-entries-zip.ts';
import { prepareEntriesZip } from '../../services/judging/zip/prepare-entries-zip.ts';
import { writeEntriesZip } from '../../services/judging/zip/write-entries-zip.ts';

/**
 * Resolves true once no byte written to `out` is held in this process any more: not in `out`
 * (either side), nor in the response or its socket, whose length counts a write until the kernel
 * has taken it; false once the response is gone. Fastify pipes `out` to the response, so the
 * response's `drain` is the moment to look again; a short timer covers writes that never filled
 * it. The zip reads its next pieces into buffers already sent once this says so
 * (services/judging/zip/open-stored-file.ts).
 */
function flushedThrough(out: PassThrough, res: ServerResponse): () => Promise<boolean> {
  const held = () => out.writableLength + out.readableLength + res.writableLength;
  return async () => {
    while (held() > 0) {
      if (res.destroyed || out.destroyed) return false;
      await new Promise<void>((resolve) => {
        const again = () => {
          clearTimeout(timer);
          res.off('drain', again).off('close', again);
          resolve();
        };
        const timer = setTimeout(again, 5);
        res.once('drain', again).once('close', again);
      });
    }
    return !res.destroyed;
  };
}

/**
 * Starts streaming a prepared zip and answers the stream (docs/product.md#zip-downloads). Every
 * check ran in `prepareEntriesZip`, so a refusal is still an envelope; from here the answer is
 * the zip, sent as it is written, never stored by a shared cache (the judge's names entrants).
 * The response closing before the end (the client went away) aborts the writing; a failure
 * half-way cuts the connection, so the client sees a broken download, not a short valid zip.
 */
function sendZip(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, user: CurrentUser, zip: EntriesZip): PassThrough {
  reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${zip.fileName}"`)
    .header('cache-control', 'private, no-store');
  const out = new PassThrough();
  // Fastify answers HEAD for every GET by reading the body and throwing it away: nothing to write.
  if (req.method === 'HEAD') return out.end();
  const stop = new AbortController();
  reply.raw.once('close', () => stop.abort());
  writeEntriesZip(app.ctx, { zip, out, signal: stop.signal, userId: user.id, flushed: flushedThrough(out, reply.raw) }).catch((err: unknown) => {
    req.log.error({ err, reqId: req.id }, 'jury zip failed');
    out.destroy(err as Error);
  });
  return out;
}

/** The jury's zips (docs/product.md#zip-downloads): any jury member, within what they may see. */
export function judgeZipRoutes(app: FastifyInstance): void {
  defineRoute(app, downloadEntryZip, async ({ ctx, query, user, req, reply, language }) =>
    sendZip(app, req, reply, user, await prepareEntriesZip(ctx, { reader: user, entryIds: [query.apply_order_id], language, batch: false })),
  );
  defineRoute(app, batchDownloadEntryZip, async ({ ctx, query, user, req, reply, language }) =>
    sendZip(app, req, reply, user, await prepareEntriesZip(ctx, { reader: user, entryIds: query.apply_order_ids, language, batch: true })),
  );
}
