import multipart from '@fastify/multipart';
import { getUploadLimits, uploadFile, type UploadKind } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { readUpload } from '../../http/read-upload.ts';
import { assertImageRoom } from '../../services/files/store-image.ts';
import {
  assertUploadRoom,
  getUploadLimits as getUploadLimitsService,
  startUpload,
  uploadFile as uploadFileService,
} from '../../services/files/upload-file.ts';

/**
 * POST /api/apply/upload (multipart: field `kind`, then one part `file`) and the limits it
 * applies. Registered in a scope of its own so that only this route parses multipart bodies,
 * and any other body type reaches the handler unread and gets the envelope, not a 415.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, getUploadLimits, ({ ctx }) => getUploadLimitsService(ctx));

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The per-request limits are set in readUpload, by kind.
    await scope.register(multipart);
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

    // The contract's body schema describes the form fields; the multipart stream is read and
    // checked by readUpload instead of the JSON validator.
    defineRoute(scope, { ...uploadFile, body: undefined }, async ({ ctx, req, user }) => {
      // First, and without a database call: a user already at the limit is refused at once.
      const finished = startUpload(ctx, user.id);
      try {
        const { perHour } = ctx.config.uploads;
        const hit = await ctx.limiter.hit(`upload:${user.id}`, perHour, 3600);
        if (!hit.allowed) throw tooManyRequests(hit.retryAfterS);
        await assertUploadRoom(ctx, user.id);
        // An image is refused before its bytes are read when the image queue is already full.
        const upload = await readUpload(ctx, req, {
          beforeFile: (kind) => {
            if (kind !== 'pdf') assertImageRoom(ctx);
          },
        });
        try {
          return await uploadFileService(ctx, { userId: user.id, kind: upload.kind as UploadKind, path: upload.path, name: upload.name });
        } finally {
          await upload.remove();
        }
      } finally {
        finished();
      }
    });
  });
}
