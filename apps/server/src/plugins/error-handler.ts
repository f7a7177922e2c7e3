import { fail, formMessages, refusalText, type FieldErrors } from '@laurel/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLanguage } from '../http/define-route.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Zod issue path → field name. A body or query that is missing or not an object is the field
 * `body` with "Invalid type" (the call schemas are objects without a type message of their own,
 * and zod's English must not reach the client). A field failing two checks with the same message
 * (an id both fractional and negative) shows it once.
 */
function toFieldErrors(validation: { instancePath: string; keyword?: string; message?: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const notAnObject = !field && v.keyword === 'invalid_type';
    const message = (!notAnObject && v.message) || formMessages.type();
    const messages = (out[field || 'body'] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return out;
}

/**
 * SQLSTATEs of text the database cannot store: 22021 character_not_in_repertoire (a NUL, bytes
 * that are not UTF-8) and 22P05 untranslatable_character. The contract refuses such text first
 * (`storableString`); this is the backstop for a value that reaches a query some other way.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/**
 * The SQLSTATE of a database error, as node-postgres and PGlite put it in `code`, also when
 * Drizzle wraps the error (its own message carries the query's parameters) in `cause`.
 */
function sqlStateOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
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
      if (err.reason) {
        // A refusal by its code: worded in the reader's language, the code beside it.
        const text = refusalText(err.reason, requestLanguage(req), err.vars);
        return reply.code(err.code).headers(err.headers).send(fail(err.code, err.field ? { [err.field]: [text] } : text, err.reason));
      }
      return reply.code(err.code).headers(err.headers).send(fail(err.code, err.msg));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(422).send(fail(422, toFieldErrors(err.validation)));
    }
    if (err.code && BAD_BODY_CODES.has(err.code)) {
      return reply.code(422).send(fail(422, { body: [formMessages.type()] }));
    }
    const sqlState = sqlStateOf(err);
    if (sqlState && UNSTORABLE_TEXT_STATES.has(sqlState)) {
      // A client's bad text, not a fault: one short line, never the error (it holds the values).
      req.log.warn({ reqId: req.id, sqlState }, 'text the database cannot store');
      return reply.code(422).send(fail(422, { body: [formMessages.pattern()] }));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(status, err.message));
    }
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return reply.code(500).send(fail(500, `Internal server error (request ${req.id}).`));
  });
}
