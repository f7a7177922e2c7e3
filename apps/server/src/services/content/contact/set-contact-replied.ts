import type { ContactMessage } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { contactMessages } from '../../../db/schema.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { findContactMessage, lockContactMessage, replyState } from './contact-view.ts';

/**
 * `/admin/contactMessages/setReplied`: marks a message answered elsewhere (by phone, from the
 * office's mailbox) or waiting again, without mail. Marking it waiting keeps the reply text sent
 * earlier (the mail went out; the log keeps who sent it). A call that changes nothing writes nothing.
 */
export async function setContactReplied(
  ctx: AppContext,
  input: { id: number; replied: boolean; actorId: number },
): Promise<ContactMessage> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockContactMessage(tx, input.id);
    if ((row.repliedAt !== null) === input.replied) return;
    const set = input.replied
      ? { repliedAt: new Date(), repliedBy: input.actorId }
      : { repliedAt: null, repliedBy: null };
    const [after] = await tx
      .update(contactMessages)
      .set(set)
      .where(eq(contactMessages.id, row.id))
      .returning();
    await writeAudit(tx, {
      actorId: input.actorId,
      action: input.replied ? 'contact.markReplied' : 'contact.markWaiting',
      subjectType: 'contact_message',
      subjectId: row.id,
      before: replyState(row),
      after: replyState(after!),
    });
  });
  return findContactMessage(ctx.db, input.id);
}
