import { API_PREFIX, envelope, ok, type CallData, type CallDef } from '@laurel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../core/context.ts';
import { countdown, DEFAULT_TTL_MS, type CachedBody, type CacheTag } from '../lib/public-cache.ts';
import { encodedBody } from './encoded-body.ts';
import { languageOf, requestLanguage, type HandlerArgs } from './define-route.ts';

/**
 * Browsers and proxies may keep a public answer but must ask again each time; the ETag makes
 * that a bodiless 304, and an edit shows at the next request (issue 3 "caching").
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });

// Names and texts come in the reader's language.
const send = (req: FastifyRequest, reply: FastifyReply, hit: CachedBody) =>
  sendCachedBody(req, reply, hit, { type: 'application/json; charset=utf-8', vary: 'accept-language' });

/**
 * Sends a cached answer — an API envelope or a server-rendered page — compressed as the client
 * accepts it, with its validator; a matching If-None-Match gets a bodiless 304. The headers of the
 * first 200 are recorded on the answer for the fast path (http/serve-cached.ts). Returns the
 * reply, sent.
 */
export function sendCachedBody(
  req: FastifyRequest,
  reply: FastifyReply,
  hit: CachedBody,
  opts: { type: string; vary: string; template?: boolean },
): FastifyReply {
  const { body, etag, encoding } = encodedBody(hit, req.headers['accept-encoding']);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', `accept-encoding, ${opts.vary}`).type(opts.type);
  if (opts.template !== false) hit.headers ??= headerTemplate(reply);
  reply.header('etag', etag);
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * What every answer of this route carries, minus what differs per request (its id, its coding and
 * the validator that goes with it) or is computed.
 */
function headerTemplate(reply: FastifyReply): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || /^(x-request-id|content-length|content-encoding|etag|date|connection|keep-alive)$/i.test(name)) continue;
    out[name] = String(value);
  }
  return out;
}

/** The raw request: what the fast path can look up before parsing anything. */
export const rawCacheKey = (acceptLanguage: string | string[] | undefined, url: string) => `${languageOf(acceptLanguage)}|${url}`;
const rawKey = (req: FastifyRequest) => rawCacheKey(req.headers['accept-language'], req.url);

/**
 * What the answer depends on: the path and the parsed query (defaults applied, unknown
 * parameters dropped, keys sorted), so `?page=1` and `?_=123` share one stored answer.
 */
const storedKey = (req: FastifyRequest, path: string) => {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const sorted = Object.keys(q).sort().map((k) => [k, q[k]]);
  return `${requestLanguage(req)}|${path}|${JSON.stringify(sorted)}`;
};

/**
 * Registers a public GET whose whole envelope is cached as bytes (lib/public-cache.ts). A hit is
 * answered from a route `onRequest` hook, before query parsing and the handler, so the hot
 * pages cost about as much as a static file; a miss validates the query with the contract
 * schema, runs the handler and stores the result under `tags` and the parsed query, the raw URL
 * becoming an alias of it. Errors (404, 422) are not stored. `keepAtMost` bounds how long an
 * answer is kept by a moment the data turns at without a write (a season's results date: the
 * winners' answers, docs/product.md#publishing-winners); it is asked before the answer is built.
 */
export function definePublicRoute<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  opts: { tags: readonly CacheTag[]; ttlMs?: number; keepAtMost?: (ctx: AppContext) => Promise<number> },
  handler: (args: Omit<HandlerArgs<C>, 'user' | 'reply'>) => Promise<CallData<C>>,
): void {
  if (call.method !== 'GET' || call.auth !== 'public') throw new Error(`${call.path} is not a public GET`);
  // Tests check every answer against the contract, as the serializer does for other routes.
  const check = app.ctx.config.env === 'test' ? envelope(call.response) : null;
  app.route({
    method: 'GET',
    url: `${API_PREFIX}${call.path}`,
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.query ? { querystring: call.query } : {}),
      response: { 200: envelope(call.response) },
    },
    onRequest: async (req, reply) => {
      const hit = app.ctx.cache.peek(rawKey(req));
      if (hit) return send(req, reply, hit);
    },
    handler: async (req, reply) => {
      const key = storedKey(req, call.path);
      app.ctx.cache.alias(rawKey(req), key);
      let keepFor = () => 0;
      const hit = await app.ctx.cache.get(
        key,
        opts.tags,
        async () => {
          const { keepAtMost } = opts;
          if (keepAtMost) {
            const left = await countdown(() => keepAtMost(app.ctx));
            keepFor = () => Math.min(opts.ttlMs ?? DEFAULT_TTL_MS, left());
          }
          const data = await handler({
            query: req.query as HandlerArgs<C>['query'],
            body: undefined as HandlerArgs<C>['body'],
            ctx: app.ctx,
            req,
            ip: req.ip,
            language: requestLanguage(req),
          });
          const body = ok(data);
          check?.parse(body);
          return Buffer.from(JSON.stringify(body));
        },
        // Read once the answer is made, from the deadline its load asked for.
        opts.keepAtMost ? () => keepFor() : opts.ttlMs,
      );
      return send(req, reply, hit);
    },
  });
}
