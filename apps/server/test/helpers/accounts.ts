import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Waits for the mail to an address and returns the 6-digit code in it. */
export async function codeMailedTo(t: TestApp, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = t.mails.findLast((m) => m.to.includes(email));
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no code mailed to ${email}`);
}

export async function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Registers an account through the real calls (code by mail) and returns its token. */
export async function registerAccount(
  t: TestApp,
  opts: { email: string; password?: string; name?: string; ip?: string },
): Promise<{ token: string; password: string }> {
  const password = opts.password ?? 'Correct-horse-1';
  const ip = opts.ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const sent = await t.app.inject({ method: 'POST', url: '/api/email/verifyCode', payload: { email: opts.email }, remoteAddress: ip });
  expect(sent.statusCode).toBe(200);
  const code = await codeMailedTo(t, opts.email);
  const res = await post(t, '/api/user/register', { email: opts.email, password, name: opts.name ?? 'Test User', code });
  expect(res.body.code).toBe(200);
  return { token: res.body.data.token as string, password };
}
