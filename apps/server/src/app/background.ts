import type { AppContext } from '../core/context.ts';
import { pruneExpiredSessions } from '../services/accounts/prune-expired-sessions.ts';
import { cleanupOrphans } from '../services/files/cleanup-orphans.ts';
import { remindReviewers } from '../services/judging/remind-reviewers.ts';
import { deliverMail, giveUpMail } from '../services/mail/deliver-mail.ts';
import { checkPendingOrders } from '../services/payments/reconcile-pending-orders.ts';

/**
 * Who works each queue of jobs/queues.ts (docs/architecture.md#background-work). Every process
 * works every queue; pg-boss hands each job to one of them. `schedules` also puts the clock's jobs
 * on (the server; tests call the services themselves and only need mail to go out).
 */
export async function startBackgroundWork(ctx: AppContext, opts: { schedules: boolean }): Promise<void> {
  await ctx.jobs.work<{ id: number }>('mail.send', (job) => deliverMail(ctx, job.data).then(() => undefined), {
    concurrency: 2,
    onDead: (data) => giveUpMail(ctx, data),
  });
  if (!opts.schedules) return;
  await ctx.jobs.work('payments.check-pending', () => checkPendingOrders(ctx));
  await ctx.jobs.work('reviews.remind', () => remindReviewers(ctx).then(() => undefined));
  await ctx.jobs.work('files.cleanup-orphans', () => cleanupOrphans(ctx).then(() => undefined));
  await ctx.jobs.work('sessions.prune', () => pruneExpiredSessions(ctx).then(() => undefined));
  await ctx.jobs.schedule();
}
