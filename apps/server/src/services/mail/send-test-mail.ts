import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { sampleMail } from './preview-mail-template.ts';
import { queueMail } from './queue-mail.ts';

/** Enough to try a text a few times; too few to use the console as a mailer. */
const PER_HOUR = 20;

/**
 * `/admin/mailTemplates/testSend`: the text, with sample data, through the outbox to the caller's
 * own address — read from their account, never from the request, so it cannot be aimed at anyone
 * else. Its kind is `test:<kind>`; the subject says it is a test.
 */
export async function sendTestMail(
  ctx: AppContext,
  opts: { kind: string; language: LanguageCode; subject: string; body: string; actorId: number },
): Promise<{ id: number; to: string }> {
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, opts.actorId));
  if (!me) throw unauthorized();
  const mail = sampleMail(ctx, { ...opts, to: me.email });
  const limit = await ctx.limiter.hit(`mail-test:${opts.actorId}`, PER_HOUR, 3600);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterS);
  const id = await ctx.db.transaction(async (tx) => {
    const queued = await queueMail(ctx, tx, {
      key: `mail-test:${opts.actorId}:${randomUUID()}`,
      kind: `test:${opts.kind}`,
      message: { ...mail, subject: `[TEST] ${mail.subject}` },
    });
    await writeAudit(tx, { actorId: opts.actorId, action: 'mailTemplate.testSend', subjectType: 'mailTemplate', subjectId: `${opts.kind}:${opts.language}`, after: { to: me.email, outboxId: queued } });
    return queued!;
  });
  return { id, to: me.email };
}
