import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@laurel/contract';
import {
  sendEnvelope,
  sendOk,
  startTestApiServer,
  type TestApiServer,
  type TestHandler,
} from '../../testing/api-server.ts';
import { clearToasts } from '../../testing/toasts.ts';
import { ApiError, setApiBaseUrl, setNavigator } from './index.ts';

/**
 * The server side of the request tests: one path per case of the error catalogue
 * (docs/product.md#errors), answered by a real HTTP server, and the calls that reach them. Nothing
 * of fetch or the client is mocked.
 */

const call = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  method: 'GET' | 'POST',
  path: string,
  extra: { query?: Q; body?: B; timeoutMs?: number; file?: boolean } = {},
) =>
  defineCall<Q, B>({
    method,
    path,
    summary: path,
    tag: 'test',
    auth: 'public',
    response: z.unknown(),
    ...extra,
  });

export const echo = call('GET', '/t/echo', {
  query: z.object({
    q: z.string(),
    ids: z.array(z.number()).optional(),
    none: z.string().optional(),
  }),
});
export const echoBody = call('POST', '/t/echo-body', { body: z.object({ name: z.string() }) });
export const invalid = call('POST', '/t/422');
export const invalidEntry = call('POST', '/t/422-entry');
export const internal = call('GET', '/t/500');
export const expired = call('GET', '/t/401');
export const forbidden = call('GET', '/t/403');
export const conflict = call('POST', '/t/409');
export const conflictIn200 = call('POST', '/t/409-in-200');
export const badGateway = call('GET', '/t/502');
export const htmlIn200 = call('GET', '/t/html');
export const dropped = call('GET', '/t/destroy');
export const hanging = call('GET', '/t/hang', { timeoutMs: 300 });
export const hangingLong = call('GET', '/t/hang', { timeoutMs: 60_000 });
export const pdf = call('GET', '/t/file', { file: true });
export const pdfRefused = call('GET', '/t/file-409', { file: true });
export const pdf401 = call('GET', '/t/file-401', { file: true });

export const FIELD_ERRORS = {
  email: ['This field is required', 'Invalid format'],
  password: ['Must be at least 8 characters'],
};

/** A refused submission as the server words it: API keys, one of them unknown to the app. */
export const ENTRY_FIELD_ERRORS = {
  imageFileIds: ['This field is required'],
  title: ['This field is required'],
  'scores.0.score': ['Invalid type'],
  mysteryField: ['Invalid format'],
};

const routes: Record<string, TestHandler> = {
  '/api/t/echo': (req, res) =>
    sendOk(res, {
      query: [...req.url.searchParams.entries()],
      token: req.headers.token ?? null,
      language: req.headers['accept-language'] ?? null,
    }),
  '/api/t/echo-body': (req, res) =>
    sendOk(res, { body: JSON.parse(req.body) as unknown, type: req.headers['content-type'] }),
  '/api/user/getUserInfo': (req, res) =>
    req.headers.token === 'good'
      ? sendOk(res, { id: 7, name: 'Ada' })
      : sendEnvelope(res, 401, 'Please log in.'),
  '/api/t/422': (_req, res) => sendEnvelope(res, 422, FIELD_ERRORS),
  '/api/t/422-entry': (_req, res) => sendEnvelope(res, 422, ENTRY_FIELD_ERRORS),
  '/api/t/500': (_req, res) => sendEnvelope(res, 500, 'Internal server error (request req-7f3a).'),
  '/api/t/401': (_req, res) => sendEnvelope(res, 401, 'Please log in.'),
  '/api/t/403': (_req, res) => sendEnvelope(res, 403, 'Forbidden'),
  '/api/t/409': (_req, res) => sendEnvelope(res, 409, 'This entry has already been submitted.'),
  '/api/t/409-in-200': (_req, res) => sendEnvelope(res, 409, 'Registration is closed.', null, 200),
  '/api/t/502': (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
  },
  '/api/t/html': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><html></html>');
  },
  '/api/t/destroy': (req) => {
    req.raw.socket.destroy();
  },
  '/api/t/hang': () => {
    // Never answers; closeAllConnections() ends it when the suite is done.
  },
  '/api/t/file': (_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice.pdf"; filename*=UTF-8''${encodeURIComponent('发票 1.pdf')}`,
    });
    res.end('%PDF-1.7 test');
  },
  '/api/t/file-409': (_req, res) => sendEnvelope(res, 409, 'The entry fee is not paid yet.'),
  '/api/t/file-401': (_req, res) => sendEnvelope(res, 401, 'Please log in.'),
};

/**
 * Starts the catalogue server for the calling test file, points the client at it, registers a
 * navigator spy and clears toasts between tests.
 */
export function withCatalogueServer() {
  const navigate = vi.fn<(path: string) => void>();
  const context = { navigate, server: null as unknown as TestApiServer };
  beforeAll(async () => {
    context.server = await startTestApiServer(routes);
    setApiBaseUrl(context.server.origin);
  });
  afterAll(async () => {
    await context.server.close();
  });
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearToasts();
  });
  return context;
}

/** Awaits a call that must fail and returns its ApiError. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export const errorToasts = (...texts: string[]) => texts.map((text) => ({ type: 'error', text }));
