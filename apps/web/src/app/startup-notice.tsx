import { useEffect } from 'react';
import { toast } from '../lib/feedback.ts';
import { errorText } from '../lib/request/index.ts';
import { takeExpiredAtStartup } from '../lib/session/current-user.ts';

/**
 * Tells a visitor whose stored session the startup rule found expired or revoked what every
 * other 401 tells (docs/product.md#errors, lib/request/handle-error.ts: the same text, the same
 * key), once. An effect, not a call in main.tsx: it runs after the first render, when the texts are
 * in the visitor's language and the toast host of the providers is expected.
 */
export function StartupNotice(): null {
  useEffect(announceExpiredSession, []);
  return null;
}

/**
 * The notice itself; a server-rendered page loads the session after hydrating (main.tsx) and
 * calls it then.
 */
export function announceExpiredSession(): void {
  if (!takeExpiredAtStartup()) return;
  const text = errorText('sessionExpired');
  toast.error(text, { key: text });
}
