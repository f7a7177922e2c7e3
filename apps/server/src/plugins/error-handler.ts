import { fail, formMessages, type FieldErrors } from '@laurel/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/** Zod issue path → field name; a body that is missing or not an object is the field `body`. */
function toFieldErrors(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    (out[field] ??= []).push(v.message ?? formMessages.type());
  }
  return out;
}

const BAD_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * One place turns every error into the envelope (docs/product.md#api-conventions): the HTTP status
 * equals `code`, validation failures are 422 with a field map, and a 5xx never shows its details —
 * it is logged with the request id, which the client gets to quote.
 */
export function errorHandlerPlugin(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.code >= 500) req.log.error({ err, reqId: req.id }, err.message);
      return reply.code(err.code).headers(err.headers).send(fail(err.code, err.msg));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(422).send(fail(422, toFieldErrors(err.validation)));
    }
    if (err.code && BAD_BODY_CODES.has(err.code)) {
      return reply.code(422).send(fail(422, { body: [formMessages.type()] }));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(status, err.message));
    }
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return reply.code(500).send(fail(500, `Internal server error (request ${req.id}).`));
  });
}
