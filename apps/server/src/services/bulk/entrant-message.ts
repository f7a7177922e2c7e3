import type { Language } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { entrantMessageMail } from '../../mail/templates/entrant-message.ts';
import { findMailTemplate } from '../mail/find-mail-template.ts';
import { queueMail } from '../mail/queue-mail.ts';

/** The merge fields the organisers' own subject and body may name. */
export const ENTRANT_MESSAGE_FIELDS = ['entrant.name', 'site.name', 'link.account'] as const;

export interface BulkMessage {
  subject: Record<Language, string>;
  body: Record<Language, string>;
}

/**
 * Queues bulk job `jobId`'s message to entrant `userId` in the caller's transaction, in their
 * language. The outbox key is the job and the entrant: a job retried after a crash, or a second
 * entry of the same entrant, queues nothing more. Returns whether a mail was queued.
 */
export async function queueEntrantMessage(ctx: AppContext, tx: DbLike, opts: { jobId: number; userId: number; message: BulkMessage }): Promise<boolean> {
  const [user] = await tx.select({ email: users.email, name: users.name, language: users.language }).from(users).where(eq(users.id, opts.userId));
  if (!user) return false;
  const language: Language = user.language === 'zh-CN' ? 'zh-CN' : 'en';
  const custom = await findMailTemplate(tx, 'entrant.message', language);
  const message = entrantMessageMail({
    to: user.email,
    language,
    siteName: ctx.config.siteName,
    name: user.name,
    accountUrl: `${ctx.config.publicUrl}/account`,
    message: { subject: opts.message.subject[language], body: opts.message.body[language] },
    custom,
  });
  const id = await queueMail(ctx, tx, { key: `bulk:${opts.jobId}:user:${opts.userId}`, kind: 'entrant.message', message });
  return id !== null;
}
