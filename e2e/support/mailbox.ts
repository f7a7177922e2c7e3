import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listenSmtp } from '@laurel/server/test-helpers/smtp-capture';
import { E2E_DATA_DIR } from './env.ts';

/** Where the browser tests' SMTP server drops each message it receives, one file per recipient. */
export const MAILBOX_DIR = join(E2E_DATA_DIR, 'mailbox');

/**
 * A real SMTP server in Playwright's main process; the app under test sends to it through
 * SMTP_URL. Workers are other processes, so each message is written to MAILBOX_DIR as
 * `{received ms}-{seq}-{address}.eml` for support/mail.ts to read.
 */
export async function startMailbox(): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let seq = 0;
  return listenSmtp((raw, recipients) => {
    for (const address of recipients) {
      const safe = address.replace(/[^a-z0-9@._-]/gi, '_');
      writeFileSync(join(MAILBOX_DIR, `${Date.now()}-${seq++}-${safe}.eml`), raw);
    }
  });
}
