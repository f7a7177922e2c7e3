import type { CapturedMail } from '../../helpers/smtp-capture.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The mails to an address so far. */
export const mailsTo = (t: TestApp, email: string): CapturedMail[] => t.mails.filter((m) => m.to.includes(email));

/** Waits for the `n`-th mail to an address (1-based) and returns it. */
export async function nthMailTo(t: TestApp, email: string, n = 1): Promise<CapturedMail> {
  for (let i = 0; i < 250; i++) {
    const mail = mailsTo(t, email)[n - 1];
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail no. ${n} to ${email}`);
}

/** An answer as the client sees it, without what differs per request anyway. */
export function answerOf(res: { statusCode: number; headers: Record<string, unknown>; payload: string }) {
  const { 'x-request-id': _id, date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, payload: res.payload };
}
