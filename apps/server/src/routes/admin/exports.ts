import { PassThrough } from 'node:stream';
import { exportDocuments, exportEntries, exportPayments, exportPeople, exportReviews } from '@laurel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { prepareDocumentsExport } from '../../services/exports/export-documents.ts';
import { prepareEntriesExport } from '../../services/exports/export-entries.ts';
import { preparePaymentsExport } from '../../services/exports/export-payments.ts';
import { preparePeopleExport } from '../../services/exports/export-people.ts';
import { prepareReviewsExport } from '../../services/exports/export-reviews.ts';
import type { PreparedExport } from '../../services/exports/prepared-export.ts';
import { runExport } from '../../services/exports/run-export.ts';

/**
 * Answers a prepared export as a stream (docs/product.md#exports). Every refusal happened while
 * preparing, so it is still an envelope; from here the answer is the CSV, written as it is read,
 * never kept by a shared cache (it names people). The client going away stops the reading at the
 * next page; a failure half-way cuts the connection, so the client sees a broken download rather
 * than a short file that looks whole.
 */
function sendExport(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, actorId: number, prepared: PreparedExport): PassThrough {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
    .header('cache-control', 'private, no-store');
  const out = new PassThrough();
  // Fastify answers HEAD for every GET by reading the body and throwing it away: nothing to export.
  if (req.method === 'HEAD') return out.end();
  const stop = new AbortController();
  reply.raw.once('close', () => stop.abort());
  runExport(app.ctx, { prepared, out, signal: stop.signal, actorId }).catch((err: unknown) => {
    req.log.error({ err, reqId: req.id, kind: prepared.kind }, 'export failed');
    out.destroy(err as Error);
  });
  return out;
}

/** The console's exports: one streamed CSV per kind, each behind its own permission (contract). */
export function exportRoutes(app: FastifyInstance): void {
  defineRoute(app, exportEntries, async ({ ctx, query, user, req, reply, language }) => {
    const { format: _format, ids, ...filter } = query;
    return sendExport(app, req, reply, user.id, await prepareEntriesExport(ctx, { filter, ids, language }));
  });
  defineRoute(app, exportPayments, async ({ ctx, query, user, req, reply, language }) =>
    sendExport(app, req, reply, user.id, await preparePaymentsExport(ctx, { query, language })),
  );
  defineRoute(app, exportDocuments, async ({ ctx, query, user, req, reply, language }) =>
    sendExport(app, req, reply, user.id, await prepareDocumentsExport(ctx, { query, language })),
  );
  defineRoute(app, exportReviews, async ({ ctx, query, user, req, reply, language }) =>
    sendExport(app, req, reply, user.id, await prepareReviewsExport(ctx, { query, language })),
  );
  defineRoute(app, exportPeople, async ({ ctx, query, user, req, reply, language }) => {
    const { format: _format, ...filter } = query;
    return sendExport(app, req, reply, user.id, await preparePeopleExport(ctx, { query: filter, language }));
  });
}
