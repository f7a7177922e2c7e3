import { TOKEN_HEADER } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../lib/crypto.ts';

/**
 * Resolves the `token` header to the current user on every /api request. Routes decide whether
 * a user is required (http/define-route.ts); an unknown or expired token is the same as none.
 * Sessions come from the session cache, the database only on a miss (services/accounts/session-cache.ts).
 */
export async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers[TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token || token.length > 200 || !req.url.startsWith('/api/')) return;
    req.user = await app.ctx.sessions.resolve(sha256(token));
  });
}
