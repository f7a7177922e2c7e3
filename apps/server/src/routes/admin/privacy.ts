import { PassThrough } from 'node:stream';
import { erasePerson, exportPerson, exportPersonFiles } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { getPerson } from '../../services/accounts/people/get-person.ts';
import { erasePerson as erasePersonService } from '../../services/privacy/erase-person.ts';
import { exportPerson as exportPersonService } from '../../services/privacy/export-person.ts';
import { preparePersonFiles, writePersonFiles } from '../../services/privacy/person-files-zip.ts';

/** Data protection from a person's page (docs/product.md#data-protection): export, files, erasure. */
export function privacyRoutes(app: FastifyInstance): void {
  defineRoute(app, exportPerson, ({ ctx, query, user }) => exportPersonService(ctx, { userId: query.id, actorId: user.id }));
  defineRoute(app, exportPersonFiles, async ({ ctx, query, user, req, reply }) => {
    // Prepared (and a missing person refused as an envelope) before the first byte is sent.
    const zip = await preparePersonFiles(ctx, { userId: query.id, actorId: user.id });
    reply.type('application/zip').header('content-disposition', `attachment; filename="${zip.fileName}"`).header('cache-control', 'private, no-store');
    const out = new PassThrough();
    if (req.method === 'HEAD') return out.end();
    const stop = new AbortController();
    reply.raw.once('close', () => stop.abort());
    // The writer ends `out` when the zip is whole; a failure half-way cuts the connection.
    writePersonFiles(ctx, { zip, out, signal: stop.signal }).catch((err: unknown) => {
        req.log.error({ err, reqId: req.id }, 'person files zip failed');
        out.destroy(err as Error);
      });
    return out;
  });
  defineRoute(app, erasePerson, async ({ ctx, body, user }) => {
    await erasePersonService(ctx, { ...body, actorId: user.id });
    return getPerson(ctx, body.userId);
  });
}
