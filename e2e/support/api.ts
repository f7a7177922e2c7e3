import { asAnotherClient, E2E_BASE_URL } from './env.ts';
import { mailedCode } from './mail.ts';

interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  msg: unknown;
  data: T;
}

/** Calls the real API from the test process, as a client of its own. */
export async function api<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${E2E_BASE_URL}/api${path}`, {
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
export async function registerByApi(email: string, password: string, name = 'Test Entrant'): Promise<string> {
  const since = Date.now();
  const sent = await api('POST', '/email/verifyCode', { body: { email, purpose: 'register' } });
  if (sent.code !== 200) throw new Error(`verifyCode ${email}: ${JSON.stringify(sent.msg)}`);
  const code = await mailedCode(email, since);
  const res = await api<{ token: string }>('POST', '/user/register', { body: { email, password, name, code } });
  if (res.code !== 200) throw new Error(`register ${email}: ${JSON.stringify(res.msg)}`);
  return res.data.token;
}
