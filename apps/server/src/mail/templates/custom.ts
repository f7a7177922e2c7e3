import type { LanguageCode } from '@laurel/contract';
import type { MailMessage } from '../mailer.ts';
import type { MailKindDef, MailText, MergeValues } from '../kinds.ts';
import { blocksHtml, blocksText, bodyBlocks, fieldsIn, fillText, type Block } from '../merge.ts';
import { frameHtml, highlightHtml } from './layout.ts';

/**
 * A mail in an organiser's words (docs/decisions/021-mail-templates.md): their subject and body
 * with the mail's values merged in, in the same layout as the defaults — the site's name above,
 * then `notice` (a sandbox payment's test warning), the body, each essential link the body does
 * not show, the code when the mail has one, and the kind's footer. Every word is escaped.
 */
export function renderCustomMail(
  def: MailKindDef,
  opts: {
    to: string;
    language: LanguageCode;
    siteName: string;
    text: MailText;
    values: MergeValues;
    notice?: { subject: (subject: string) => string; paragraph: string };
  },
): MailMessage {
  const values = { ...opts.values, 'site.name': opts.siteName } as Readonly<Record<string, string>>;
  const filled = fillText(opts.text.subject, values).replace(/[\r\n]+/g, ' ').trim();
  const blocks: Block[] = [
    ...(opts.notice ? [{ heading: false, lines: [opts.notice.paragraph] }] : []),
    ...bodyBlocks(opts.text.body, values),
  ];
  const shown = fieldsIn(opts.text.body);
  for (const link of def.links) if (!shown.includes(link) && values[link]) blocks.push({ heading: false, lines: [values[link]] });
  const code = def.code ? values[def.code] : undefined;
  const footer = def.footer(opts.language);
  return {
    to: opts.to,
    subject: opts.notice ? opts.notice.subject(filled) : filled,
    html: frameHtml(opts.siteName, blocksHtml(blocks) + (code ? highlightHtml(code) : ''), footer),
    text: [opts.siteName, '', ...blocksText(blocks).flatMap((b) => [b, '']), ...(code ? [code, ''] : []), footer].join('\n'),
  };
}
