/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server for web tests: the request client runs unmocked through `fetch` (Node's,
 * under jsdom) against it. Handlers are keyed by path (`/api/...`); an unknown
 * path answers the server's 404 envelope.
 */

export interface TestRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  raw: IncomingMessage;
}

export type TestHandler = (req: TestRequest, res: ServerResponse) => void | Promise<void>;

export interface TestApiServer {
  /** `http://127.0.0.1:PORT`, to pass to setApiBaseUrl. */
  origin: string;
  /** Every non-preflight request received, oldest first. */
  received: TestRequest[];
  route(path: string, handler: TestHandler): void;
  close(): Promise<void>;
}

export async function startTestApiServer(
  routes: Record<string, TestHandler> = {},
): Promise<TestApiServer> {
  const handlers = new Map(Object.entries(routes));
  const received: TestRequest[] = [];

  const server = createServer((raw, res) => {
    // One connection per request: a pooled connection that the server times out (or a test
    // handler destroys) just as fetch reuses it fails the next call with ECONNRESET, a
    // "Network error" no page under test caused.
    res.setHeader('Connection', 'close');
    allowCors(raw, res);
    if (raw.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      const req: TestRequest = {
        method: raw.method ?? 'GET',
        url: new URL(raw.url ?? '/', 'http://127.0.0.1'),
        headers: raw.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        raw,
      };
      received.push(req);
      const handler = handlers.get(req.url.pathname);
      if (!handler) {
        sendJson(res, 404, { success: false, code: 404, msg: 'Not found', data: null });
        return;
      }
      Promise.resolve(handler(req, res)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : undefined);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    route: (path, handler) => void handlers.set(path, handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging test responses would otherwise keep the server open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** jsdom enforces CORS like a browser: echo the page's origin and allow credentials. */
function allowCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'content-type, token, accept-language',
  );
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  res.setHeader('Vary', 'Origin');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * The server's envelope (docs/product.md#api-conventions): success is code 200, and HTTP status =
 * code.
 */
export function sendEnvelope(
  res: ServerResponse,
  code: number,
  msg: unknown,
  data: unknown = null,
  httpStatus = code,
): void {
  sendJson(res, httpStatus, { success: code === 200, code, msg, data });
}

export const sendOk = (res: ServerResponse, data: unknown): void =>
  sendEnvelope(res, 200, 'ok', data);
