import type { StaffRole, UserInfo } from '@laurel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { CertificateKey, SessionCache } from './ports.ts';
import type { Database, Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { PublicCache } from '../lib/public-cache.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileSigner } from '../storage/signed-url.ts';
import type { Storage } from '../storage/storage.ts';

/** What every service may need, built once at start and passed down explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Background work (jobs/): services enqueue, app/background.ts says who works each queue. */
  jobs: JobQueue;
  storage: Storage;
  /** Signed addresses for files that are not public (owner and jury views). */
  files: FileSigner;
  limiter: RateLimiter;
  /** Serialized public answers; write services invalidate the tags they change. */
  cache: PublicCache;
  /** Token → user for plugins/auth.ts; services that end sessions or change a user call forgetUser. */
  sessions: SessionCache;
  /** The enabled payment providers (apps/server/src/services/payments/README.md#payments). */
  payments: PaymentProviders;
  /** Signs certificates' verification records (apps/server/src/services/documents/README.md#certificates). */
  certificateKey: CertificateKey;
  log: FastifyBaseLogger;
}

export interface CurrentUser {
  id: number;
  identity: number;
  /** The console role (docs/product.md#staff-roles), or null. */
  staffRole: StaffRole | null;
  sessionId: number;
  /** The account as getUserInfo answers it, loaded with the session. */
  info: UserInfo;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}
