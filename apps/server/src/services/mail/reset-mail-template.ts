import type { LanguageCode, MailTemplate } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { findKind, mailTemplateView } from './mail-template-view.ts';
import { writeMailText } from './save-mail-template.ts';

/** `/admin/mailTemplates/reset`: a mail's default words back, in one language or (null) both; audited. */
export async function resetMailTemplate(ctx: AppContext, opts: { kind: string; language: LanguageCode | null; actorId: number }): Promise<MailTemplate> {
  const def = findKind(opts.kind);
  const languages: LanguageCode[] = opts.language ? [opts.language] : ['en', 'zh-CN'];
  await ctx.db.transaction(async (tx) => {
    for (const language of languages) await writeMailText(tx, { kind: def.kind, language, text: null, actorId: opts.actorId });
  });
  return mailTemplateView(ctx.db, def);
}
