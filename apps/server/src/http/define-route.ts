import {
  API_PREFIX,
  envelope,
  ok,
  type CallAuth,
  type CallDef,
  type CallData,
  staffMay,
  type LanguageCode,
  type StaffPermission,
} from '@laurel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext, CurrentUser } from '../core/context.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerArgs<C extends CallDef> {
  query: Input<C['query']>;
  body: Input<C['body']>;
  user: C['auth'] extends 'public' ? CurrentUser | null : CurrentUser;
  ctx: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
  ip: string;
  language: LanguageCode;
}

const allowed: Record<Exclude<CallAuth, 'public' | 'user' | `staff:${string}`>, (u: CurrentUser) => boolean> = {
  jury: (u) => u.identity !== 0,
  judge: (u) => u.identity === 1,
  subJudge: (u) => u.identity === 2,
  secondJudge: (u) => u.identity === 3,
};

/** A console call's permission, granted by the caller's staff role alone (STAFF_GRANTS). */
const mayCall = (auth: Exclude<CallAuth, 'public' | 'user'>, u: CurrentUser): boolean =>
  auth.startsWith('staff:') ? staffMay(u.staffRole, auth.slice('staff:'.length) as StaffPermission) : allowed[auth as keyof typeof allowed](u);

/** The language an Accept-Language header asks for (also read outside Fastify: http/serve-cached.ts). */
export const languageOf = (acceptLanguage: string | string[] | undefined): LanguageCode =>
  /^zh/i.test(String(acceptLanguage ?? '')) ? 'zh-CN' : 'en';

/** The client's language: an explicit choice wins, then Accept-Language. */
export const requestLanguage = (req: FastifyRequest): LanguageCode => languageOf(req.headers['accept-language']);

/**
 * Who may call is checked here, on the server, for every call
 * (docs/product.md#roles-and-identities: the server enforces).
 */
export function checkAuth(auth: CallAuth, user: CurrentUser | null): void {
  if (auth === 'public') return;
  if (!user) throw unauthorized();
  if (auth !== 'user' && !mayCall(auth, user)) throw forbidden();
}

/**
 * Registers one contract call as a thin route: the contract's schemas validate the request and
 * document the response, auth is enforced, and the handler's result is wrapped in the envelope.
 */
export function defineRoute<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (args: HandlerArgs<C>) => Promise<CallData<C>> | CallData<C>,
): void {
  app.route({
    method: call.method,
    url: `${API_PREFIX}${call.path}`,
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.auth !== 'public' ? { security: [{ token: [] }] } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.file ? {} : { response: { 200: envelope(call.response) } }),
    },
    // Before validation, so a visitor gets 401 rather than a list of field errors.
    preValidation: async (req) => checkAuth(call.auth, req.user),
    handler: async (req, reply) => {
      const data = await handler({
        query: req.query as Input<C['query']>,
        body: req.body as Input<C['body']>,
        user: req.user as HandlerArgs<C>['user'],
        ctx: app.ctx,
        req,
        reply,
        ip: req.ip,
        language: requestLanguage(req),
      });
      if (call.file) return data;
      return ok(data);
    },
  });
}
