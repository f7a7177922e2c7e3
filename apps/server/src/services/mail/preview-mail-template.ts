import type { LanguageCode, MailPreview } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { sampleValues } from '../../mail/kinds.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { renderCustomMail } from '../../mail/templates/custom.ts';
import { checkMailText, findKind } from './mail-template-view.ts';

/** A text of a kind rendered with sample data to `to`, as its reader would get it (checked first). */
export function sampleMail(ctx: AppContext, opts: { kind: string; language: LanguageCode; subject: string; body: string; to: string }): MailMessage {
  const def = findKind(opts.kind);
  checkMailText(def, opts, '');
  const { siteName, publicUrl } = ctx.config;
  return renderCustomMail(def, {
    to: opts.to,
    language: opts.language,
    siteName,
    text: { subject: opts.subject, body: opts.body },
    values: sampleValues(def, opts.language, { siteName, publicUrl }),
  });
}

/**
 * `/admin/mailTemplates/preview`: an unsaved text with sample data — its subject, HTML and plain
 * text. A merge field the mail lacks is refused as saving it would be (field `subject` or `body`).
 */
export function previewMailTemplate(ctx: AppContext, opts: { kind: string; language: LanguageCode; subject: string; body: string }): MailPreview {
  const { subject, html, text } = sampleMail(ctx, { ...opts, to: '' });
  return { subject, html, text };
}
