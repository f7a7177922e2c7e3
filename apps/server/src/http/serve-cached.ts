import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { CachedBody, PublicCache } from '../lib/public-cache.ts';
import { matches, rawCacheKey } from './define-public-route.ts';
import { encodedBody } from './encoded-body.ts';
import { pageCacheKey, pageLanguage } from './page-html.ts';

/** A request id the client (or its proxy) gave, when it is sane: echoed so it can trace the answer. */
const givenRequestId = (given: string | string[] | undefined) => (typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : undefined);

/**
 * The full header block of each coding of a stored answer, built on its first hit and reused for
 * every later one: only a request id the client gave is added per request. A new answer is a new
 * object, so its headers are built afresh.
 */
const prepared = new WeakMap<CachedBody, Map<string, OutgoingHttpHeaders>>();

function headersFor(hit: CachedBody, etag: string, encoding: string | null, length: number): OutgoingHttpHeaders {
  let byCoding = prepared.get(hit);
  if (!byCoding) prepared.set(hit, (byCoding = new Map()));
  const key = encoding ?? '';
  let headers = byCoding.get(key);
  if (!headers) {
    headers = { ...hit.headers, etag, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': length };
    byCoding.set(key, headers);
  }
  return headers;
}

/**
 * Answers a public GET straight from the cache's bytes when it can, before Fastify sees the
 * request, with the headers Fastify sent for the same answer (security headers, ETag, caching).
 * The winners list must keep ≥ 0.75 of a bare node:http server's requests per second (issues 3
 * and 23), and a server-rendered page ≥ 0.6 (issue 14); routing, hooks and the per-request logger
 * cost more than that. Nothing is logged here, so an answer carries a request id only when the
 * client sent one (a new id would name no log line). Returns false for anything else — a miss,
 * another path, a method other than GET/HEAD — which then goes to Fastify.
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
  const id = givenRequestId(req.headers['x-request-id']);
  const { body, etag, encoding } = encodedBody(hit, req.headers['accept-encoding']);
  if (matches(req.headers['if-none-match'], etag)) {
    const { 'content-type': _type, ...headers } = hit.headers;
    res.writeHead(304, { ...headers, etag, ...(id ? { 'x-request-id': id } : {}) }).end();
    return true;
  }
  const headers = headersFor(hit, etag, encoding, body.length);
  res.writeHead(200, id ? { ...headers, 'x-request-id': id } : headers);
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
