import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox with one log line naming the file, so a fresh install can still read its codes.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let seq = 0;
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(opts.outboxDir, `${Date.now()}-${process.pid}-${seq++}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      // The subject may carry the code and the log is read by more people than the mailbox:
      // the file is enough to open the message (docs/architecture.md#logs).
      opts.log.info({ file, recipients: m.to.split(',').length }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
