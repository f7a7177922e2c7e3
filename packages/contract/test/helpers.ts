import type { z } from 'zod';
import { calls, type CallDef } from '../src/index.ts';

/** Parses like the server does and returns the 422 field map it would send (`{}` when valid). */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (out[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  }
  return out;
}

export const REQUIRED = 'This field is required';
export const INVALID_TYPE = 'Invalid type';
export const INVALID_FORMAT = 'Invalid format';

/** Every call in `calls`, flattened, with its area and key. */
export const allCalls = (): { area: string; key: string; call: CallDef }[] =>
  Object.entries(calls).flatMap(([area, group]) =>
    Object.entries(group as Record<string, CallDef>).map(([key, call]) => ({ area, key, call })),
  );

export const callId = (c: { method: string; path: string }) => `${c.method} ${c.path}`;
