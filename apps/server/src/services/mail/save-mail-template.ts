import type { LanguageCode, MailTemplate, SaveMailTemplateRequest } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { mailTemplates } from '../../db/schema.ts';
import type { MailText } from '../../mail/kinds.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { checkMailText, findKind, mailTemplateView } from './mail-template-view.ts';

type Input = z.output<typeof SaveMailTemplateRequest> & { actorId: number };

/**
 * Writes one language's text of a kind (null: deletes it, so the default is used), with its audit
 * row: before and after. Nothing is written or audited when the text is what was saved.
 */
export async function writeMailText(tx: DbLike, opts: { kind: string; language: LanguageCode; text: MailText | null; actorId: number }): Promise<void> {
  const where = and(eq(mailTemplates.kind, opts.kind), eq(mailTemplates.language, opts.language));
  const [before] = await tx.select({ subject: mailTemplates.subject, body: mailTemplates.body }).from(mailTemplates).where(where).for('update');
  if (!before && !opts.text) return;
  if (before && opts.text && before.subject === opts.text.subject && before.body === opts.text.body) return;
  if (!opts.text) {
    await tx.delete(mailTemplates).where(where);
  } else {
    await tx
      .insert(mailTemplates)
      .values({ kind: opts.kind, language: opts.language, ...opts.text, updatedBy: opts.actorId })
      .onConflictDoUpdate({ target: [mailTemplates.kind, mailTemplates.language], set: { ...opts.text, updatedBy: opts.actorId, updatedAt: new Date() } });
  }
  await writeAudit(tx, {
    actorId: opts.actorId,
    action: opts.text ? 'mailTemplate.save' : 'mailTemplate.reset',
    subjectType: 'mailTemplate',
    subjectId: `${opts.kind}:${opts.language}`,
    before: before ?? null,
    after: opts.text,
  });
}

/**
 * `/admin/mailTemplates/save`: both languages' subject and body of a mail, each checked first —
 * a merge field the mail does not have, or a stray `{{`, refuses the whole save naming the field
 * (`en.body`) — so nothing is written unless both are good. A language sent as null, or sent
 * exactly as its default, goes back to the default.
 */
export async function saveMailTemplate(ctx: AppContext, input: Input): Promise<MailTemplate> {
  const def = findKind(input.kind);
  // The request's `en` and `zh`, each with the language it is and its fields' prefix.
  const texts = [
    { language: 'en', prefix: 'en', text: input.en },
    { language: 'zh-CN', prefix: 'zh', text: input.zh },
  ] as const;
  for (const { prefix, text } of texts) if (text) checkMailText(def, text, prefix);
  await ctx.db.transaction(async (tx) => {
    for (const { language, text } of texts) {
      const asDefault = text && text.subject === def.defaults(language).subject && text.body === def.defaults(language).body;
      await writeMailText(tx, { kind: def.kind, language, text: asDefault ? null : text, actorId: input.actorId });
    }
  });
  return mailTemplateView(ctx.db, def);
}
