import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, ErrorEnvelope, callRefusals, calls, type CallDef } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Each contract call by the method and URL its route is registered at. */
const CALLS = new Map<string, CallDef>(
  Object.values(calls).flatMap((group) => Object.values(group as Record<string, CallDef>).map((c) => [`${c.method} ${API_PREFIX}${c.path}`, c] as const)),
);

const REFUSAL_TEXT: Record<number, string> = {
  401: 'Not logged in, or the session has expired.',
  403: 'Not allowed for this role or this record.',
  404: 'The record named does not exist, or is not the caller’s.',
  409: 'The record’s state does not allow this now; msg says why.',
  413: 'The body is larger than the server reads.',
  415: 'The body is of a type the server does not read.',
  422: 'The input was refused; msg maps each field to its messages.',
  429: 'Too many attempts; the Retry-After header says when to try again.',
};

/** A file's bytes, as the document describes a download. */
const FileBody = z.string().meta({ format: 'binary' });

type Transform = typeof jsonSchemaTransform;

/**
 * The route's schema as the document describes it (apps/server/src/plugins/README.md#openapi): its security
 * and summary from the contract, the refusals
 * the call may answer, each with the error envelope, and a download's content type. Only the
 * document: the route itself still serialises with the schema it was registered with.
 */
const describeCall: Transform = (input) => {
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  const call = CALLS.get(`${method} ${input.url}`);
  if (!call || !input.schema) return jsonSchemaTransform(input);
  const response: Record<string, unknown> = { ...(input.schema.response as Record<string, unknown> | undefined) };
  if (call.file) {
    response[200] = { description: `The file itself (${call.fileType}).`, content: { [call.fileType ?? 'application/octet-stream']: { schema: FileBody } } };
  }
  for (const code of callRefusals(call)) {
    response[code] = { description: REFUSAL_TEXT[code], content: { 'application/json': { schema: ErrorEnvelope } } };
  }
  // A public call says so (an empty requirement): a tool otherwise cannot tell it from one that
  // forgot to declare its security.
  const security = call.auth === 'public' ? [] : [{ token: [] }];
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, summary: input.schema.summary ?? call.summary, security, response } });
};

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export async function swaggerPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.ctx.config.siteName} API`,
        description: 'Every response is the envelope { success, code, msg, data }; success is code === 200.',
        version: '1.0.0',
      },
      // Paths carry their /api prefix: the server is the site itself.
      servers: [{ url: app.ctx.config.publicUrl }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: describeCall,
    // Schemas the contract registered by id (a category's children refer to their parent's
    // type) become components, so every $ref of the document resolves.
    transformObject: jsonSchemaTransformObject,
  });
  // The site's CSP (plugins/security.ts) covers the UI: its scripts and styles are files on this
  // origin. swagger-ui's own `staticCSP` would add upgrade-insecure-requests, which leaves the page
  // blank on a plain-http install.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
