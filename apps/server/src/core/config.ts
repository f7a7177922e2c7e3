import { resolve } from 'node:path';
import { ENTRY_IMAGES_MAX } from '@laurel/contract';
import { z } from 'zod';

const MB = 1024 * 1024;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .string()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

/** A whole number in [min, max]; each check says so itself, or zod would say "must be a number". */
const int = (min: number, max: number) => {
  const range = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: 'must be a number' }).int(range).min(min, range).max(max, range);
};

/** Every configuration variable, with its default (README lists them). */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  SITE_NAME: z.string().min(1).max(100).default('Laurel Design Award'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Laurel Design Award <no-reply@laurel.local>'),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('organisers@laurel.local'),
  DEMO_DATA: bool.default(true),
  PAYMENT_SANDBOX: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: int(1, 8760).default(168),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  UPLOAD_IMAGE_MAX_MB: int(1, 200).default(20),
  UPLOAD_PDF_MAX_MB: int(1, 200).default(20),
  ENTRY_IMAGES_MAX: int(1, ENTRY_IMAGES_MAX).default(ENTRY_IMAGES_MAX),
  UPLOADS_UNATTACHED_MAX: int(1, 10_000).default(50),
  UPLOADS_PER_HOUR: int(1, 100_000).default(300),
  UPLOADS_UNATTACHED_TTL_HOURS: int(1, 8760).default(24),
  IMAGE_CONCURRENCY: int(1, 64).default(2),
  ENTRIES_PER_SEASON_MAX: int(1, 1000).default(20),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  siteName: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  contactEmail: string;
  demoData: boolean;
  /**
   * Whether the sandbox payment channel is offered: a checkout where the payer chooses the
   * outcome, so never on a live site by accident (docs/architecture.md#payments).
   */
  paymentSandbox: boolean;
  logLevel: string;
  sessionTtlHours: number;
  trustProxy: boolean;
  webDist: string;
  /** Signs private file addresses; made once and kept in DATA_DIR when not set. */
  secretKey?: string;
  uploads: UploadConfig;
  /** How many entries one entrant may have in one season (withdrawn ones do not count). */
  entriesPerSeasonMax: number;
};

/** Entry uploads (issue 4): sizes, counts and how long an upload may wait for its entry. */
export interface UploadConfig {
  imageMaxBytes: number;
  pdfMaxBytes: number;
  /** Images per entry; never above the contract's ENTRY_IMAGES_MAX, which the forms use. */
  imagesPerEntryMax: number;
  /** Uploads one user may hold that no entry names yet, so nobody can fill the disk. */
  unattachedMax: number;
  /** Upload requests per user per hour (ctx.limiter). */
  perHour: number;
  /** An upload no entry names after this long is removed (services/files/cleanup-orphans.ts). */
  unattachedTtlHours: number;
  /** Images checked or resized at once in this process (services/files/image-work.ts); more wait or get 429. */
  imageConcurrency: number;
}

export class ConfigError extends Error {}

/**
 * Reads the environment once at start. A bad value stops the server with one line per variable,
 * naming it and what it must be, rather than failing later somewhere deep.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    siteName: e.SITE_NAME,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    demoData: e.DEMO_DATA,
    // Off in production unless asked for: there, a sandbox payment would mark a fee paid for free.
    paymentSandbox: e.PAYMENT_SANDBOX ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    webDist: resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    secretKey: e.SECRET_KEY,
    uploads: {
      imageMaxBytes: e.UPLOAD_IMAGE_MAX_MB * MB,
      pdfMaxBytes: e.UPLOAD_PDF_MAX_MB * MB,
      imagesPerEntryMax: e.ENTRY_IMAGES_MAX,
      unattachedMax: e.UPLOADS_UNATTACHED_MAX,
      perHour: e.UPLOADS_PER_HOUR,
      unattachedTtlHours: e.UPLOADS_UNATTACHED_TTL_HOURS,
      imageConcurrency: e.IMAGE_CONCURRENCY,
    },
    entriesPerSeasonMax: e.ENTRIES_PER_SEASON_MAX,
  };
}
