import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '../core/context.ts';
import { cachedServerFactory } from '../http/serve-cached.ts';
import { authPlugin } from '../plugins/auth.ts';
import { clientErrorHandler } from '../plugins/client-error.ts';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { filesPlugin } from '../plugins/files.ts';
import { gracefulClosePlugin } from '../plugins/graceful-close.ts';
import { securityPlugin } from '../plugins/security.ts';
import { staticSpaPlugin } from '../plugins/static-spa.ts';
import { swaggerPlugin } from '../plugins/swagger.ts';
import { registerRoutes } from '../routes/index.ts';

/**
 * Builds the whole HTTP app around an already-open context; server.ts and the tests both use
 * it, so what the tests inject is what production serves.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Bytes the HTTP parser refuses get the envelope too, not Fastify's own JSON.
    clientErrorHandler,
    // Cached public answers are sent before Fastify routing (http/serve-cached.ts).
    serverFactory: cachedServerFactory(ctx.cache),
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against the contract in tests; production skips the per-response
  // schema walk and just stringifies (docs/decisions/003-response-validation-in-tests.md).
  app.setSerializerCompiler(
    ctx.config.env === 'test' ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // API answers are per user unless a route says otherwise (public calls set their own).
    if (/^\/api(?:[/?]|$)/.test(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  gracefulClosePlugin(app);
  errorHandlerPlugin(app);
  await securityPlugin(app);
  await authPlugin(app);
  await swaggerPlugin(app);
  await registerRoutes(app);
  await filesPlugin(app);
  await staticSpaPlugin(app);
  return app;
}
