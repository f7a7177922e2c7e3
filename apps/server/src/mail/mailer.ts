import { createHash } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  /** Where a reply goes, when not to the sender. */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

/** Which outbox row a message is: it names the `.eml` file and the Message-ID. */
export interface MailIdentity {
  id: number;
  key: string;
}

export interface Mailer {
  send(message: MailMessage, identity: MailIdentity): Promise<void>;
  close(): void;
}

/** Gives up on a mail server that does not answer, so a job's try ends well within its time. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox with one log line naming the file, so a fresh install can still read its codes.
 * Messages come from the outbox (services/mail/): the same row always gets the same Message-ID,
 * so a mail client can tell a repeat after a crash, and the same file name.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const domain = /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'laurel.local';
  const messageId = (m: MailIdentity) =>
    `<mail-${m.id}.${createHash('sha256').update(m.key).digest('hex').slice(0, 16)}@${domain}>`;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(m, identity) {
        await transport.sendMail({ from: opts.from, ...m, messageId: messageId(identity) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m, identity) {
      const info = await transport.sendMail({ from: opts.from, ...m, messageId: messageId(identity) });
      await mkdir(opts.outboxDir, { recursive: true });
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      // Named by the outbox row (zero-padded, so names sort in the order mails were queued): a
      // send repeated after a crash rewrites the same file. Written under a temporary name,
      // flushed to disk and renamed, so no reader ever sees an empty or half-written file.
      const file = join(opts.outboxDir, `${String(identity.id).padStart(10, '0')}-${safeTo}.eml`);
      const temp = join(opts.outboxDir, `.${String(identity.id).padStart(10, '0')}.${process.pid}.tmp`);
      const handle = await open(temp, 'w');
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
      // The subject may carry the code and the log is read by more people than the mailbox:
      // the file is enough to open the message (apps/server/src/app/README.md#logs).
      opts.log.info({ file, recipients: m.to.split(',').length }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
