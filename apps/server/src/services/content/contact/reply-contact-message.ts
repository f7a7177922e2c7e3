import type { ContactMessage, LanguageCode } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { contactMessages } from '../../../db/schema.ts';
import { sha256 } from '../../../lib/crypto.ts';
import { refuse } from '../../../lib/errors.ts';
import { contactReplyMail } from '../../../mail/templates/contact-reply.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { findMailTemplate } from '../../mail/find-mail-template.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { findContactMessage, lockContactMessage, replyState } from './contact-view.ts';

/**
 * `/admin/contactMessages/reply` (docs/product.md#contact-messages): queues the reply — the
 * organiser's words, the visitor's message quoted, Reply-To the organisers' address — and marks
 * the message replied, in one transaction under the message's lock. Twenty clicks at once send
 * one mail: the first takes the lock and marks it replied, and the others then find it replied
 * and are refused (`contactAlreadyReplied`) unless they say `again`. An `again` with the same
 * words is the same mail (its outbox key holds their hash) and changes nothing; other words are a
 * second reply.
 */
export async function replyContactMessage(
  ctx: AppContext,
  input: { id: number; reply: string; language: LanguageCode; again: boolean; actorId: number },
): Promise<ContactMessage> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockContactMessage(tx, input.id);
    if (row.repliedAt && !input.again) throw refuse('contactAlreadyReplied');
    const queued = await queueMail(ctx, tx, {
      key: `contact-reply:${row.id}:${sha256(input.reply)}`,
      kind: 'contact-reply',
      message: contactReplyMail({
        to: row.email,
        language: input.language,
        siteName: ctx.config.siteName,
        replyTo: ctx.config.contactEmail,
        visitorName: row.name,
        subject: row.subject,
        message: row.message,
        reply: input.reply,
        custom: await findMailTemplate(tx, 'contact-reply', input.language),
      }),
    });
    if (queued === null) return;
    const [after] = await tx
      .update(contactMessages)
      .set({ repliedAt: new Date(), repliedBy: input.actorId, reply: input.reply })
      .where(eq(contactMessages.id, row.id))
      .returning();
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'contact.reply',
      subjectType: 'contact_message',
      subjectId: row.id,
      before: replyState(row),
      after: { ...replyState(after!), language: input.language, outboxId: queued },
    });
  });
  return findContactMessage(ctx.db, input.id);
}
