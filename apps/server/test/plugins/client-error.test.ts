import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Requests that Node's HTTP parser refuses never reach Fastify's routing (no request object
 * exists), so app.inject cannot send them: these tests write raw bytes to a listening app.
 */
let t: TestApp;
let port: number;
const captured = captureLog('trace');
const TOKEN = 'tok-3b1f0c9e-secret';

beforeAll(async () => {
  t = await createTestApp({ log: captured.log });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `bytes` as is and reads everything the server writes until it closes the connection. */
function sendRaw(bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]), headers, body });
    });
    socket.write(bytes);
  });
}

function expectEnvelope(res: RawAnswer, status: number, msg: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers.connection).toBe('close');
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  expect(JSON.parse(res.body)).toEqual({ success: false, code: status, msg, data: null });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a Content-Length that is not a number', `POST /api/user/login HTTP/1.1\r\nHost: x\r\ntoken: ${TOKEN}\r\nContent-Length: abc\r\n\r\n{}`],
    ['two different Content-Lengths', 'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    ['a header line without a colon', `GET /api/health HTTP/1.1\r\nHost: x\r\ntoken: ${TOKEN}\r\nNoColonHere\r\n\r\n`],
    ['a malformed request line', 'NOT AN HTTP REQUEST\r\n\r\n'],
    ['a control character in the path', 'GET /a\x01b HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('answer %s with the 400 envelope and close', async (_, bytes) => {
    expectEnvelope(await sendRaw(bytes), 400, 'Bad request.');
  });

  it('answers headers over the size limit with the 431 envelope', async () => {
    const res = await sendRaw(`GET /api/health HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectEnvelope(res, 431, 'Request headers are too large.');
  });

  it('logs no byte of the refused request', async () => {
    await sendRaw(`GET /api/health HTTP/1.1\r\ntoken: ${TOKEN}\r\nbroken\r\n\r\n`);
    expect(captured.lines.length).toBeGreaterThan(0);
    const logged = JSON.stringify(captured.lines);
    expect(logged).not.toContain(TOKEN);
    // Node hands the handler the raw bytes (`rawPacket`), headers and all.
    expect(logged).not.toContain('rawPacket');
  });

  it('still serves a well-formed request on the same port', async () => {
    const res = await sendRaw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, code: 200 });
  });
});
