import type { AppContext } from '../core/context.ts';
import { failBulkJob, runBulkJob } from '../services/bulk/run-bulk-job.ts';
import { remindJuryInvitations } from '../services/judging/jury-invitations/remind-jury-invitations.ts';
import { pruneExpiredSessions } from '../services/accounts/prune-expired-sessions.ts';
import { cleanupOrphans } from '../services/files/cleanup-orphans.ts';
import { stripStoredPdfs } from '../services/files/strip-stored-pdfs.ts';
import { remindReviewers } from '../services/judging/remind-reviewers.ts';
import { deliverMail, giveUpMail } from '../services/mail/deliver-mail.ts';
import { purgeExpired } from '../services/privacy/purge-expired.ts';
import { checkPendingOrders } from '../services/payments/reconcile-pending-orders.ts';
import { flagManualRefund, refundExcessPayment } from '../services/payments/refund-excess-payment.ts';

/**
 * Who works each queue of jobs/queues.ts (apps/server/src/jobs/README.md#background-work). Every process
 * works every queue; pg-boss hands each job to one of them. The queues fed by events (mail, excess
 * payments to refund, bulk actions) are always worked; `schedules` also puts the clock's jobs on (the server;
 * tests call those services themselves).
 */
export async function startBackgroundWork(ctx: AppContext, opts: { schedules: boolean }): Promise<void> {
  await ctx.jobs.work<{ id: number }>('mail.send', (job) => deliverMail(ctx, job.data).then(() => undefined), {
    concurrency: 2,
    // A NOTIFY can be missed (seen: a mail queued by another queue's job while both workers were
    // busy waited for the next poll); a code or a receipt must not wait 5 s for it, so the
    // outbox's backstop poll is every second — one cheap indexed query.
    pollingSeconds: 1,
    onDead: (data) => giveUpMail(ctx, data),
  });
  await ctx.jobs.work<{ orderNo: string }>('payments.refund-excess', (job) => refundExcessPayment(ctx, job.data).then(() => undefined), {
    onDead: (data) => flagManualRefund(ctx, data),
  });
  await ctx.jobs.work<{ id: number }>('entries.bulk', (job) => runBulkJob(ctx, { jobId: job.data.id }), { onDead: (data) => failBulkJob(ctx, data) });
  if (!opts.schedules) return;
  await ctx.jobs.work('payments.check-pending', () => checkPendingOrders(ctx));
  await ctx.jobs.work('reviews.remind', () => remindReviewers(ctx).then(() => undefined));
  await ctx.jobs.work('invitations.remind', () => remindJuryInvitations(ctx).then(() => undefined));
  await ctx.jobs.work('files.cleanup-orphans', () => cleanupOrphans(ctx).then(() => undefined));
  await ctx.jobs.work('files.strip-pdfs', () => stripStoredPdfs(ctx).then(() => undefined));
  await ctx.jobs.work('sessions.prune', () => pruneExpiredSessions(ctx).then(() => undefined));
  await ctx.jobs.work('privacy.purge-expired', () => purgeExpired(ctx).then(() => undefined));
  await ctx.jobs.schedule();
}
