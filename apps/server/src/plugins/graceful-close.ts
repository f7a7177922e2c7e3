import type { FastifyInstance } from 'fastify';

/**
 * A stop (`app.close()` on SIGTERM) lets requests in flight finish, and Fastify closes the
 * keep-alive connections that are idle at that moment. A connection whose request was still
 * running would stay open after its answer until the keep-alive timeout (72 s) and hold the
 * process up that long; so while closing, every answer says `Connection: close`, and a
 * connection whose answer had started before is closed as soon as that answer is done.
 */
export function gracefulClosePlugin(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
