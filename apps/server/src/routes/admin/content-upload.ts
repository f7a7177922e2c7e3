import multipart from '@fastify/multipart';
import { formMessages, uploadContentImage } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { readUpload } from '../../http/read-upload.ts';
import { invalid, tooManyRequests } from '../../lib/errors.ts';
import { uploadContentImage as uploadContentImageService } from '../../services/content/console/upload-content-image.ts';
import { assertImageRoom } from '../../services/files/store-image.ts';
import { startUpload } from '../../services/files/upload-file.ts';

/** The `use` form field, checked as the contract's body says. */
const USE = uploadContentImage.body.shape.use;

/**
 * POST /api/admin/content/uploadImage (multipart), in a scope of its own like the entrants'
 * upload (routes/apply/upload.ts), with its bounds: the uploads one person has in flight, the
 * hourly limit, the image queue's room before the bytes are read.
 */
export async function contentUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart);
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    defineRoute(scope, { ...uploadContentImage, body: undefined }, async ({ ctx, req, user }) => {
      const finished = startUpload(ctx, user.id);
      try {
        const hit = await ctx.limiter.hit(`upload:${user.id}`, ctx.config.uploads.perHour, 3600);
        if (!hit.allowed) throw tooManyRequests(hit.retryAfterS);
        const upload = await readUpload(ctx, req, { beforeFile: () => assertImageRoom(ctx), fields: ['use'] });
        try {
          const use = USE.safeParse(upload.fields.use);
          if (!use.success) throw invalid({ use: [use.error.issues[0]?.message ?? formMessages.type()] });
          return await uploadContentImageService(ctx, { path: upload.path, use: use.data, actorId: user.id });
        } finally {
          await upload.remove();
        }
      } finally {
        finished();
      }
    });
  });
}
