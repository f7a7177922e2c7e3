import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        for (const rcpt of session.envelope.rcptTo) {
          const safe = rcpt.address.replace(/[^a-z0-9@._-]/gi, '_');
          writeFileSync(join(MAILBOX_DIR, `${Date.now()}-${seq++}-${safe}.eml`), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
