import { asAnotherClient, E2E_BASE_URL } from './env.ts';
import { mailedCode } from './mail.ts';

interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  msg: unknown;
  data: T;
}

/**
 * Calls the real API from the test process, as a client of its own: the suite's server, or
 * `base` (a spec's own server, support/bare-server.ts).
 */
export async function api<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  { body, token, base = E2E_BASE_URL }: { body?: unknown; token?: string; base?: string } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { token } : {}),
      ...asAnotherClient(),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/** A unique address per call, so tests never collide across runs or workers. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Registers an account through the real calls (code read from the outbox); returns its token. */
export async function registerByApi(email: string, password: string, name = 'Test Entrant', base = E2E_BASE_URL): Promise<string> {
  const since = Date.now();
  const sent = await api('POST', '/email/verifyCode', { body: { email, purpose: 'register' }, base });
  if (sent.code !== 200) throw new Error(`verifyCode ${email}: ${JSON.stringify(sent.msg)}`);
  const code = await mailedCode(email, since);
  const res = await api<{ token: string }>('POST', '/user/register', { body: { email, password, name, code }, base });
  if (res.code !== 200) throw new Error(`register ${email}: ${JSON.stringify(res.msg)}`);
  return res.data.token;
}
