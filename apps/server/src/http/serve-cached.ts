import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { PublicCache } from '../lib/public-cache.ts';
import { matches, rawCacheKey } from './define-public-route.ts';
import { encodedBody } from './encoded-body.ts';
import { pageCacheKey, pageLanguage } from './page-html.ts';

/** The same request-id rule as app.ts `genReqId`: a sane given id is kept, else a new one. */
const requestId = (given: string | string[] | undefined) =>
  typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();

/**
 * Answers a public GET straight from the cache's bytes when it can, before Fastify sees the
 * request, with the headers Fastify sent for the same answer (security headers, ETag, caching).
 * The winners list must keep ≥ 0.6 of a bare node:http server's requests per second (issue 3),
 * and so must a server-rendered page (issue 14);
 * routing, hooks and the per-request logger cost more than that. Returns false for anything
 * else — a miss, another path, a method other than GET/HEAD — which then goes to Fastify.
 */
export function serveCached(cache: PublicCache, req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url;
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !url) return false;
  // An API answer, or a server-rendered page (plugins/static-spa.ts) in the visitor's language.
  const key = url.startsWith('/api/')
    ? rawCacheKey(req.headers['accept-language'], url)
    : pageCacheKey(pageLanguage(req.headers.cookie, req.headers['accept-language']), url);
  const hit = cache.peek(key);
  if (!hit?.headers) return false;
  const id = requestId(req.headers['x-request-id']);
  const { body, etag, encoding } = encodedBody(hit, req.headers['accept-encoding']);
  if (matches(req.headers['if-none-match'], etag)) {
    const { 'content-type': _type, ...headers } = hit.headers;
    res.writeHead(304, { ...headers, etag, 'x-request-id': id }).end();
    return true;
  }
  res.writeHead(200, {
    ...hit.headers,
    etag,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': body.length,
    'x-request-id': id,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same time-outs, as in its
 * lib/server.js), with cached public answers served first.
 */
export const cachedServerFactory =
  (cache: PublicCache) =>
  (handler: RequestListener, opts: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number }): Server => {
    const server = createServer((req, res) => {
      if (!serveCached(cache, req, res)) handler(req, res);
    });
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
    return server;
  };
