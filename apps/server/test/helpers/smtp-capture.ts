import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Decodes RFC 2047 encoded words in a header (nodemailer uses them for non-ASCII subjects). */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _cs, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );

const decodeBody = (body: string, encoding: string) => {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

const headersOf = (block: string) => {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const out: Record<string, string> = {};
  for (const line of unfolded.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
};

/** Just enough MIME to read what nodemailer writes: one level of multipart/alternative. */
export function parseMail(raw: string): Omit<CapturedMail, 'to'> {
  const split = raw.search(/\r?\n\r?\n/);
  const head = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(head['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const s = chunk.replace(/^\r?\n/, '');
      const j = s.search(/\r?\n\r?\n/);
      const h = headersOf(s.slice(0, j));
      parts.push({ type: h['content-type'] ?? '', content: decodeBody(s.slice(j).trim(), h['content-transfer-encoding'] ?? '') });
    }
  } else {
    parts.push({ type: head['content-type'] ?? 'text/plain', content: decodeBody(body, head['content-transfer-encoding'] ?? '') });
  }
  return {
    subject: decodeWords(head.subject ?? ''),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    raw,
  };
}

/**
 * A real SMTP server on a free local port that hands each message, whole, to `onMail` with its
 * recipients. The tests' capture below and the browser tests' mailbox (e2e/support/mailbox.ts)
 * are built on it.
 */
export async function listenSmtp(onMail: (raw: Buffer, recipients: string[]) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        onMail(Buffer.concat(chunks), session.envelope.rcptTo.map((r) => r.address));
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

/** A real SMTP server in the test process; the app sends to it through SMTP_URL. */
export async function startSmtpCapture(): Promise<{ url: string; mails: CapturedMail[]; close: () => Promise<void> }> {
  const mails: CapturedMail[] = [];
  const server = await listenSmtp((raw, to) => mails.push({ to, ...parseMail(raw.toString('utf8')) }));
  return { ...server, mails };
}
