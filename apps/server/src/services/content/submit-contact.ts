import type { AppContext } from '../../core/context.ts';
import { contactMessages } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { contactMessageMail } from '../../mail/templates/contact-message.ts';
import { queueMail } from '../mail/queue-mail.ts';

/** Enough for a real conversation, too few for a spam run (per sender address and per client). */
const PER_ADDRESS = 3;
const PER_IP = 10;
const WINDOW_S = 3600;

/**
 * Keeps a contact-form message and mails it to the organisers (CONTACT_EMAIL). The row is the
 * record and its mail is queued with it: a mail server that is down only delays the mail, and
 * the visitor is not asked to send it again (docs/product.md#quality-bars: nothing acknowledged is lost).
 */
export async function submitContact(
  ctx: AppContext,
  opts: { name: string; email: string; subject: string; message: string; ip: string; userId: number | null },
): Promise<{ id: number; receivedAt: string }> {
  const perIp = await ctx.limiter.hit(`contact:ip:${opts.ip}`, PER_IP, WINDOW_S);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterS);
  const perAddress = await ctx.limiter.hit(`contact:email:${opts.email}`, PER_ADDRESS, WINDOW_S);
  if (!perAddress.allowed) throw tooManyRequests(perAddress.retryAfterS);

  // The row is the record, its mail to the organisers queued with it (services/mail/).
  const row = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ name: opts.name, email: opts.email, subject: opts.subject, message: opts.message, ip: opts.ip, userId: opts.userId })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    await queueMail(ctx, tx, {
      key: `contact:${stored!.id}`,
      kind: 'contact-message',
      message: contactMessageMail({ to: ctx.config.contactEmail, siteName: ctx.config.siteName, id: stored!.id, ...opts }),
    });
    return stored;
  });
  return { id: row!.id, receivedAt: row!.createdAt.toISOString() };
}
