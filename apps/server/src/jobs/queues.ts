/**
 * Every queue of background work, with how its jobs are retried (apps/server/src/jobs/README.md#background-work,
 * docs/decisions/012-one-job-queue.md). A job that fails its last try goes to the queue's dead
 * letter, `<name>.dead`, where it is logged with its id (never its data) for a person to look at.
 */
export const QUEUES = {
  /** One mail of the outbox ({ id }): sent, then marked sent. A mail server that is down is tried
   *  again with backoff for about a day (15 s, 30 s, … capped at an hour). */
  'mail.send': { retryLimit: 12, retryDelay: 15, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, heartbeatSeconds: 10 },
  /** Pending payment orders asked about at their provider, expired when past their time (every minute). */
  'payments.check-pending': { retryLimit: 1, retryDelay: 30, expireInSeconds: 600 },
  /** A payment that arrived for a fee already settled, refunded through its provider ({ orderNo });
   *  a provider that refuses is asked again for about a day before a person is asked to. */
  'payments.refund-excess': { retryLimit: 10, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 },
  /** A bulk action over entries ({ id } of bulk_jobs), worked through in batches that each commit
   *  with their progress, so a retry after a crash goes on from the first entry not counted. */
  'entries.bulk': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 3600, heartbeatSeconds: 10 },
  /** Review reminders a week and a day before each round ends (hourly). */
  'reviews.remind': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  /** Jury invitations still pending reminded at +3 and +5 days, each once (hourly). */
  'invitations.remind': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  /** Uploads no entry owns and stray objects removed (hourly). */
  'files.cleanup-orphans': { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
  /** Entry PDFs stored before uploads were stripped, stripped (every 5 minutes; nothing to do once none is left). */
  'files.strip-pdfs': { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
  /** Personal data of unawarded entries past their season's retention purged, in batches (daily). */
  'privacy.purge-expired': { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 },
  /** Sessions past their expiry deleted (hourly). */
  'sessions.prune': { retryLimit: 2, retryDelay: 300, expireInSeconds: 600 },
} as const;

export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** The dead letter of a queue. */
export const deadLetterOf = (name: QueueName) => `${name}.dead`;

/**
 * What runs on a clock, as cron in UTC (pg-boss's schedules: one job per occurrence however many
 * processes run, and one catch-up for occurrences missed while every process was down).
 */
export const SCHEDULES: { name: QueueName; cron: string }[] = [
  { name: 'payments.check-pending', cron: '* * * * *' },
  { name: 'reviews.remind', cron: '7 * * * *' },
  { name: 'invitations.remind', cron: '37 * * * *' },
  { name: 'files.cleanup-orphans', cron: '17 * * * *' },
  { name: 'files.strip-pdfs', cron: '*/5 * * * *' },
  { name: 'sessions.prune', cron: '27 * * * *' },
  { name: 'privacy.purge-expired', cron: '43 3 * * *' },
];
