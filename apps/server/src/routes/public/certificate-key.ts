import type { FastifyInstance } from 'fastify';
import { CERTIFICATE_KEY_PATH, publishedCertificateKey } from '../../services/documents/publish-certificate-key.ts';

/** An hour: a key changes only with SECRET_KEY, and a verifier should then see the new one soon. */
const CACHE = 'public, max-age=3600';

/**
 * The organiser's certificate key at a stable address outside `/api` (apps/server/src/services/documents/README.md#certificates):
 * JSON with its id, algorithm, PEM and SHA-256 fingerprint, and the PEM alone for `openssl`.
 * Readable from any origin: a verifier's own tool may fetch it.
 */
export function certificateKeyRoutes(app: FastifyInstance): void {
  app.get(CERTIFICATE_KEY_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', CACHE)
      .header('access-control-allow-origin', '*')
      .send(JSON.stringify(publishedCertificateKey(app.ctx), null, 2)),
  );
  app.get(`${CERTIFICATE_KEY_PATH}.pem`, { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/x-pem-file')
      .header('content-disposition', 'inline; filename="laurel-certificate-key.pem"')
      .header('cache-control', CACHE)
      .header('access-control-allow-origin', '*')
      .send(app.ctx.certificateKey.publicKeyPem),
  );
}
