import type { MailTemplate } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { findKind, mailTemplateView } from './mail-template-view.ts';

/** `/admin/mailTemplates/get`: one mail's defaults, saved texts and merge fields. */
export function getMailTemplate(ctx: AppContext, opts: { kind: string }): Promise<MailTemplate> {
  return mailTemplateView(ctx.db, findKind(opts.kind));
}
