import type { z } from 'zod';
import type { StaffPermission } from '../staff.ts';

/**
 * Who may make a call. The server enforces it (docs/product.md#api-conventions); the web client
 * only uses it to decide whether to send the token.
 * - public: anyone
 * - user: any logged-in account
 * - jury: identity 1, 2 or 3
 * - judge: identity 1; subJudge: identity 2; secondJudge: identity 3
 * - staff:<permission>: a console role that grants it (src/staff.ts STAFF_GRANTS)
 */
export type CallAuth = 'public' | 'user' | 'jury' | 'judge' | 'subJudge' | 'secondJudge' | `staff:${StaffPermission}`;

/** What a file call answers when it succeeds (its OpenAPI content type). */
export type FileType = 'application/pdf' | 'application/zip' | 'text/csv' | 'image/svg+xml' | 'image/png';

/** Refusals a call may answer beyond those its kind implies (see `callRefusals`). */
export type ExtraRefusal = 429;

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
  /** The file's type, for a `file` call. */
  fileType?: FileType;
  /** Refusals beyond those its kind implies: 429 for a call with an attempt limit. */
  refusals?: readonly ExtraRefusal[];
  /**
   * Per-call client timeout, when it differs from the web app's default (REQUEST_TIMEOUT_MS,
   * apps/web/src/lib/constants.ts).
   */
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
  fileType?: FileType;
  refusals?: readonly ExtraRefusal[];
  timeoutMs?: number;
}): CallDef<Q, B, R> => ({ ...def, query: def.query as Q, body: def.body as B });

/**
 * The HTTP statuses a call may refuse with, each answered with the error envelope
 * (docs/product.md#api-conventions), as its OpenAPI document declares them: 401 without a session
 * and 403 for another role or another user's record (every call but a public one); 422 for input
 * the schema refuses (a call with a query or body); 404 for a record it names that does not exist
 * or is not the caller's, and 409 for a state that does not allow it (every call with input: a
 * GET reads a record it names, a POST changes one); 413 and 415 for a POST whose body is too
 * large or of a type the server does not read; and what the call adds (429).
 */
export function callRefusals(call: Pick<CallDef, 'method' | 'auth' | 'query' | 'body' | 'refusals'>): number[] {
  const codes = new Set<number>(call.refusals ?? []);
  if (call.auth !== 'public') for (const c of [401, 403]) codes.add(c);
  if (call.query || call.body) for (const c of [404, 409, 422]) codes.add(c);
  // A body the server will not read: too large, or of a type it does not parse.
  if (call.method === 'POST') for (const c of [413, 415]) codes.add(c);
  return [...codes].sort((a, b) => a - b);
}

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
