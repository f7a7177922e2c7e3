import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { mailOutbox } from '../../db/schema.ts';

/** What an erased mail keeps: who and when, not what (a code's subject carries the code). */
const ERASED = { subject: '', html: '', text: '' };

/**
 * The `mail.send` job: sends one outbox mail and marks it sent. A mail already sent (a job run
 * again after a crash between the two steps, or a repeat) is not sent again; the outbox's `.eml`
 * file is named by the row, so even a send repeated after such a crash writes the same file. A
 * failed send throws: the queue tries again with backoff (jobs/queues.ts) and gives up in the
 * dead letter, where `giveUpMail` marks it failed.
 */
export async function deliverMail(ctx: AppContext, opts: { id: number }): Promise<'sent' | 'not-pending'> {
  const [row] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, opts.id), eq(mailOutbox.status, 'pending')));
  if (!row) return 'not-pending';
  try {
    await ctx.mailer.send(
      { to: row.toAddress, ...(row.replyTo ? { replyTo: row.replyTo } : {}), subject: row.subject, html: row.html, text: row.text },
      { id: row.id, key: row.key },
    );
  } catch (err) {
    // The reason only (an SMTP reply code or a network error's name), never the message itself.
    const reason = String((err as { code?: unknown }).code ?? (err as Error).name ?? 'error').slice(0, 100);
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: row.attempts + 1, lastError: reason })
      .where(eq(mailOutbox.id, row.id));
    ctx.log.warn({ mailId: row.id, kind: row.kind, reason }, 'mail not sent; tried again later');
    throw err;
  }
  await ctx.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null, ...(row.sensitive ? ERASED : {}) })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
  return 'sent';
}

/** A mail whose job failed its last try: marked failed for the console, a code's text erased. */
export async function giveUpMail(ctx: AppContext, opts: { id: number }): Promise<void> {
  const [row] = await ctx.db
    .select({ sensitive: mailOutbox.sensitive })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, opts.id), eq(mailOutbox.status, 'pending')));
  if (!row) return;
  await ctx.db
    .update(mailOutbox)
    .set({ status: 'failed', ...(row.sensitive ? ERASED : {}) })
    .where(and(eq(mailOutbox.id, opts.id), eq(mailOutbox.status, 'pending')));
}

/**
 * Waits until a queued mail has been sent, up to `timeoutMs`; says whether it was. For a mail the
 * reader is waiting for on the page (a verification code): its job runs within milliseconds of
 * the commit, and the request answers once the mail is out.
 */
export async function waitForMail(ctx: AppContext, opts: { id: number; timeoutMs?: number }): Promise<boolean> {
  const until = Date.now() + (opts.timeoutMs ?? 10_000);
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const [row] = await ctx.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, opts.id));
    if (row?.status === 'sent') return true;
    if (!row || row.status === 'failed' || Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
