import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export interface QueuedMail {
  /** Says what the mail is about, once: `payment:E2026…:paid`, `entry:12:submitted`. A second
   *  mail with the same key is not queued (a repeated change tells nobody twice). */
  key: string;
  /** The template, for logs and the console: `payment.paid`, `verify-code`. */
  kind: string;
  message: MailMessage;
  /** Its subject and body are erased once it is sent or given up (a verification code). */
  sensitive?: boolean;
}

/**
 * Puts a mail in the outbox inside the caller's transaction `tx`, with the job that sends it
 * (apps/server/src/jobs/README.md#background-work): both exist exactly when the change that causes the mail
 * commits, so a crash after the commit loses no mail and a rolled-back change sends none. Returns
 * the outbox row's id, or null when a mail with this key was queued before.
 */
export async function queueMail(ctx: AppContext, tx: DbLike, mail: QueuedMail): Promise<number | null> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      key: mail.key,
      kind: mail.kind,
      toAddress: mail.message.to,
      replyTo: mail.message.replyTo ?? null,
      subject: mail.message.subject,
      html: mail.message.html,
      text: mail.message.text,
      sensitive: mail.sensitive ?? false,
    })
    .onConflictDoNothing({ target: mailOutbox.key })
    .returning({ id: mailOutbox.id });
  if (!row) return null;
  await ctx.jobs.send('mail.send', { id: row.id }, { tx });
  return row.id;
}
