import { isApiError } from '../request/index.ts';

export type PayErrorKey =
  'conflict' | 'provider' | 'invalid' | 'notFound' | 'network' | 'tooMany' | 'unknown';

/**
 * Why a payment could not start, as a person would say it (`payments:errors.*`): the server's
 * own message may name a field or a provider's code, so the pay step never shows it raw.
 */
export function payErrorKey(error: unknown): PayErrorKey {
  if (!isApiError(error)) return 'unknown';
  if (error.kind === 'network' || error.kind === 'no-response') return 'network';
  const code = error.kind === 'business' ? error.code : error.status;
  if (code === 409) return 'conflict';
  if (code === 422 || code === 400) return 'invalid';
  if (code === 404) return 'notFound';
  if (code === 429) return 'tooMany';
  // A provider that is down or slow answers 502–504, as does a proxy in front of the server.
  if (code >= 502 && code <= 504) return 'provider';
  return 'unknown';
}
