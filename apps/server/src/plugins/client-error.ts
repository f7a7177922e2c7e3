import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '@laurel/contract';
import type { ConnectionError, FastifyInstance } from 'fastify';

/** What the socket's in-flight response looks like to Node (a private field, read defensively). */
type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

function answerFor(code: string | undefined): { status: number; msg: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, msg: 'Request headers are too large.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, msg: 'The request took too long.' };
  return { status: 400, msg: 'Bad request.' };
}

/**
 * Fastify's `clientErrorHandler`: bytes Node's HTTP parser refuses (a bad Content-Length, a
 * header line without a colon, a malformed request line, headers over the size limit) never
 * become a request, so the error handler never sees them. They get the same envelope as every
 * other refusal (docs/architecture.md#the-request-path), written straight to the socket,
 * which is then closed: the parser cannot find where the next request would start.
 *
 * Only the error code is logged: the error carries the raw bytes (`rawPacket`), tokens included.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: ConnectionError,
  socket: Socket,
): void {
  const { code } = err;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = answerFor(code);
  this.log.debug({ code, status }, 'client error');
  // As Node's own default: no answer when a response on this socket has already begun, since
  // more bytes would corrupt it.
  const inFlight = (socket as HttpSocket)._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(fail(status, msg));
  // Destroyed once the answer is out, whatever the client still sends.
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}
