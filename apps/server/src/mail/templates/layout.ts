import type { Language } from '@laurel/contract';
import type { MailMessage } from '../mailer.ts';
import { escapeHtml } from '../../lib/html-meta.ts';

/** One plain, table-free layout that mail clients render well; every value is escaped. */
export function renderLayout(opts: { siteName: string; heading: string; paragraphs: string[]; highlight?: string; footer: string }) {
  const p = opts.paragraphs.map((t) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(t)}</p>`).join('');
  const hl = opts.highlight ? highlightHtml(opts.highlight) : '';
  const html = frameHtml(opts.siteName, `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(opts.heading)}</h1>${p}${hl}`, opts.footer);
  const text = [opts.siteName, '', opts.heading, '', ...opts.paragraphs, ...(opts.highlight ? ['', opts.highlight] : []), '', opts.footer].join('\n');
  return { html, text };
}

/** A code shown large (a verification code), escaped. */
export const highlightHtml = (code: string) =>
  `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;color:#1f2937">${escapeHtml(code)}</p>`;

/** The layout around a mail's content (already HTML): the site's name above, the footer below. */
export function frameHtml(siteName: string, content: string, footer: string): string {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f5f2;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#8a6d3b">${escapeHtml(siteName)}</p>
${content}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></div></body></html>`;
}

/**
 * A whole message in the layout. The subject is kept to one line, since titles and names that
 * users typed go into it (a line break there would start a new mail header).
 */
export function layoutMail(opts: {
  to: string;
  subject: string;
  siteName: string;
  heading: string;
  paragraphs: string[];
  highlight?: string;
  footer: string;
}): MailMessage {
  const { to, subject, ...layout } = opts;
  return { to, subject: subject.replace(/[\r\n]+/g, ' '), ...renderLayout(layout) };
}

/** Whom a template writes to: the address, the language its owner reads, and the site's name. */
export interface MailRecipient {
  to: string;
  language: Language;
  siteName: string;
}

/**
 * A template's mail to its recipient: the subject, heading, paragraphs and footer it says in the
 * recipient's language (lib/texts/), in the layout.
 */
export function templateMail(
  recipient: MailRecipient,
  content: { subject: string; heading: string; paragraphs: string[]; footer: string },
): MailMessage {
  const { to, siteName } = recipient;
  return layoutMail({ to, siteName, ...content });
}
