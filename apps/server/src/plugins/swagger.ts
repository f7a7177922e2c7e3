import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export async function swaggerPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.ctx.config.siteName} API`,
        description: 'Every response is the envelope { success, code, msg, data }; success is code === 200.',
        version: '1.0.0',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The site's CSP (plugins/security.ts) covers the UI: its scripts and styles are files on this
  // origin. swagger-ui's own `staticCSP` would add upgrade-insecure-requests, which leaves the page
  // blank on a plain-http install.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
