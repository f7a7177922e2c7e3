import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMail } from './smtp-capture.ts';

/**
 * The 6-digit code in the newest outbox mail (no SMTP_URL: mail/mailer.ts writes .eml files) to
 * an address that is not in `seen`, waiting for it to be written; the file is added to `seen`.
 */
export async function outboxCode(dataDir: string, email: string, seen: Set<string>): Promise<string> {
  const dir = join(dataDir, 'outbox');
  for (let i = 0; i < 250; i++) {
    const fresh = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(`-${email}.eml`) && !seen.has(f)) : [];
    if (fresh.length) {
      fresh.forEach((f) => seen.add(f));
      const code = /\b(\d{6})\b/.exec(parseMail(readFileSync(join(dir, fresh.at(-1)!), 'utf8')).text)?.[1];
      if (!code) throw new Error(`no code in the outbox mail to ${email}`);
      return code;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no outbox mail to ${email}`);
}
