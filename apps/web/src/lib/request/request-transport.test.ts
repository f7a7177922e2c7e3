import { describe, expect, test, vi } from 'vitest';
import { toastsSettled } from '../../testing/toasts.ts';
import { getToken, setToken } from '../session/token.ts';
import {
  badGateway,
  dropped,
  echoBody,
  errorToasts,
  failure,
  hanging,
  hangingLong,
  htmlIn200,
  pdf,
  pdf401,
  pdfRefused,
  withCatalogueServer,
} from './catalogue.fixture.ts';
import { request, requestFile, requestFileWithName } from './index.ts';

// Transport failures of docs/product.md#errors and file calls, against a real HTTP server.

const ctx = withCatalogueServer();
const { navigate } = ctx;

describe('transport errors (docs/product.md#errors)', () => {
  test('an answer without an envelope (502 page): "Request failed, please retry."', async () => {
    const error = await failure(request(badGateway));
    expect(error).toMatchObject({ kind: 'response', code: 502, status: 502 });
    expect(await toastsSettled()).toEqual(errorToasts('Request failed, please retry.'));
  });

  test('a 200 answer that is not an envelope is a failed response too', async () => {
    const error = await failure(request(htmlIn200));
    expect(error).toMatchObject({ kind: 'response', code: 200 });
    expect(await toastsSettled()).toEqual(errorToasts('Request failed, please retry.'));
  });

  test('the connection drops without an answer: "Network error. Check connection and retry."', async () => {
    const error = await failure(request(dropped));
    // fetch itself failed (no answer object at all), which is not a time-out or a cancel.
    expect(error.cause).toMatchObject({ name: 'TransportError', kind: 'network', response: null });
    expect((error.cause as Error).cause).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ kind: 'no-response', code: 0 });
    expect(await toastsSettled()).toEqual(
      errorToasts('Network error. Check connection and retry.'),
    );
  });

  test('offline: "Network unavailable. Check internet connection"', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await failure(request(dropped));
    expect(error).toMatchObject({ kind: 'network', code: 0 });
    expect(await toastsSettled()).toEqual(
      errorToasts('Network unavailable. Check internet connection'),
    );
  });

  test("the call's own time-out applies (no answer within 300 ms)", async () => {
    const started = Date.now();
    const error = await failure(request(hanging));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(error).toMatchObject({ kind: 'no-response' });
    expect(await toastsSettled()).toEqual(
      errorToasts('Network error. Check connection and retry.'),
    );
  });

  test("options.timeoutMs overrides the call's time-out", async () => {
    const error = await failure(request(hangingLong, {}, { timeoutMs: 200 }));
    expect(error).toMatchObject({ kind: 'no-response' });
  });

  test('a caller abort rejects as canceled and shows nothing', async () => {
    const controller = new AbortController();
    const pending = request(hangingLong, {}, { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('canceled');
    expect(await toastsSettled()).toEqual([]);
  });

  test('a request that cannot be built: "Request error, please retry."', async () => {
    const body: Record<string, unknown> = { name: 'x' };
    body.self = body; // JSON cannot encode a cycle, so the request never leaves
    const error = await failure(request(echoBody, { body: body as { name: string } }));
    expect(error).toMatchObject({ kind: 'unknown', code: 0 });
    expect(await toastsSettled()).toEqual(errorToasts('Request error, please retry.'));
  });

  test('parallel calls failing alike show one toast', async () => {
    await Promise.all([failure(request(badGateway)), failure(request(badGateway))]);
    expect(await toastsSettled()).toEqual(errorToasts('Request failed, please retry.'));
  });
});

describe('file calls', () => {
  test('resolve the file as a Blob, with the name the server gave it', async () => {
    setToken('t');
    const { blob, filename } = await requestFileWithName(pdf);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe('%PDF-1.7 test'.length);
    expect(filename).toBe('发票 1.pdf');
    expect(ctx.server.received.at(-1)?.headers.token).toBe('t');
  });

  test('a JSON error envelope in the blob goes through the catalogue', async () => {
    const error = await failure(requestFile(pdfRefused));
    expect(error).toMatchObject({
      kind: 'business',
      code: 409,
      msg: 'The entry fee is not paid yet.',
    });
    expect(await toastsSettled()).toEqual(errorToasts('The entry fee is not paid yet.'));
  });

  test('a 401 on a file call ends the session like any other', async () => {
    setToken('stale');
    await failure(requestFile(pdf401));
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });
});
