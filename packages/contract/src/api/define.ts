import type { z } from 'zod';

/**
 * Who may make a call. The server enforces it (docs/product.md#api-conventions); the web client
 * only uses it to decide whether to send the token.
 * - public: anyone
 * - user: any logged-in account
 * - jury: identity 1, 2 or 3
 * - judge: identity 1; subJudge: identity 2; secondJudge: identity 3
 * - admin: `isAdmin`
 */
export type CallAuth = 'public' | 'user' | 'jury' | 'judge' | 'subJudge' | 'secondJudge' | 'admin';

export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Path below `/api`, as docs/product.md#calls writes it. */
  path: string;
  summary: string;
  tag: string;
  auth: CallAuth;
  query: Q;
  body: B;
  /** Schema of `data` in a successful envelope. */
  response: R;
  /** Response is a file (PDF, zip), not the JSON envelope, when it succeeds. */
  file?: boolean;
  /** Per-call client timeout, when it differs from the default. */
  timeoutMs?: number;
}

export const defineCall = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: string;
  auth: CallAuth;
  query?: Q;
  body?: B;
  response: R;
  file?: boolean;
  timeoutMs?: number;
}): CallDef<Q, B, R> => ({ ...def, query: def.query as Q, body: def.body as B });

export type CallQuery<C> = C extends CallDef<infer Q, z.ZodType | undefined, z.ZodType>
  ? Q extends z.ZodType
    ? z.input<Q>
    : undefined
  : never;
export type CallBody<C> = C extends CallDef<z.ZodType | undefined, infer B, z.ZodType>
  ? B extends z.ZodType
    ? z.input<B>
    : undefined
  : never;
export type CallData<C> = C extends CallDef<z.ZodType | undefined, z.ZodType | undefined, infer R>
  ? z.output<R>
  : never;

/**
 * What a client needs to send a call (method, path, auth, time-out, file), without its zod
 * schemas. `callMeta` (src/call-meta.ts, generated from `calls`) holds one per call, so the web
 * app's first load ships no zod (docs/decisions/004-light-first-load.md). `__call` exists only in
 * the type: query, body and data stay typed from the call's schemas.
 */
export interface CallMeta<C extends CallDef = CallDef> {
  method: 'GET' | 'POST';
  path: string;
  auth: CallAuth;
  file?: boolean;
  timeoutMs?: number;
  readonly __call?: C;
}

/** The full call behind a CallMeta, or the call itself. */
export type CallOf<M> = M extends CallDef ? M : M extends CallMeta<infer C> ? C : never;
