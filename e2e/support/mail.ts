import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMail } from '@laurel/server/test-helpers/smtp-capture';
import { MAILBOX_DIR } from './mailbox.ts';

/** The text/plain part of a message the server sent (support/mailbox.ts), decoded. */
export const plainText = (eml: string): string => parseMail(eml).text;

/** The newest mail to `to` (subject, text and HTML), waiting for it to arrive. */
export async function latestMail(to: string, since = 0, timeoutMs = 10_000): Promise<ReturnType<typeof parseMail>> {
  const dir = MAILBOX_DIR;
  const safe = to.replace(/[^a-z0-9@._-]/gi, '_');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(`-${safe}.eml`) && Number(f.split('-')[0]) >= since);
    } catch {
      // outbox not created yet
    }
    files.sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
    const last = files.at(-1);
    if (last) return parseMail(readFileSync(join(dir, last), 'utf8'));
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The text of the newest mail to `to`, waiting for it to arrive. */
export const latestMailTo = async (to: string, since = 0, timeoutMs = 10_000): Promise<string> =>
  (await latestMail(to, since, timeoutMs)).text;

/** The 6-digit code in the newest mail to `to`. */
export async function mailedCode(to: string, since = 0): Promise<string> {
  const text = await latestMailTo(to, since);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail to ${to}:\n${text}`);
  return code;
}
