import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ENTRY_IMAGES_MAX, IMAGE_MIN_LONG_EDGE_DEFAULT } from '@laurel/contract';
import { z } from 'zod';
import { serverRoot } from './server-root.ts';

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
  /** Default: every interface, or this machine only in production without PUBLIC_URL (see loadConfig). */
  HOST: z.string().min(1).optional(),
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
  /** Both the sandbox and a real provider in production: only when this says so as well. */
  PAYMENT_SANDBOX_WITH_LIVE_PROVIDERS: bool.default(false),
  PAYMENT_TIMEOUT_MS: int(100, 120_000).default(15_000),
  INVOICE_SELLER_NAME: z.string().min(1).max(200).optional(),
  INVOICE_SELLER_ADDRESS: z.string().max(500).default(''),
  INVOICE_SELLER_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166)').optional(),
  INVOICE_SELLER_TAX_ID: z.string().min(1).max(50).optional(),
  INVOICE_TAX_RATE_BP: int(0, 10_000).default(0),
  INVOICE_REVERSE_CHARGE: bool.default(false),
  /** Printed on an invoice that charges no tax other than by reverse charge: the exemption and its legal basis. */
  INVOICE_ZERO_TAX_NOTE: z.string().min(1).max(300).optional(),
  /** The jury chair's name, printed on the certificate's signature line. */
  CERTIFICATE_JURY_CHAIR: z.string().min(1).max(100).optional(),
  /** A PNG of the chair's signature, drawn above the name. */
  CERTIFICATE_SIGNATURE_FILE: z.string().min(1).optional(),
  WXPAY_MCH_ID: z.string().min(1).max(32).optional(),
  WXPAY_APP_ID: z.string().min(1).max(32).optional(),
  WXPAY_MERCHANT_SERIAL_NO: z.string().min(1).max(64).optional(),
  WXPAY_MERCHANT_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  WXPAY_PLATFORM_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  WXPAY_PLATFORM_SERIAL: z.string().min(1).max(64).optional(),
  WXPAY_API_V3_KEY: z.string().length(32, 'must be the 32-character APIv3 key').optional(),
  WXPAY_BASE_URL: url(['https:', 'http:']).default('https://apihk.mch.weixin.qq.com'),
  WXPAY_MERCHANT_CATEGORY_CODE: z.string().regex(/^\d{4}$/, 'must be a 4-digit merchant category code').optional(),
  ANTOM_CLIENT_ID: z.string().min(1).max(64).optional(),
  ANTOM_MERCHANT_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  ANTOM_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  ANTOM_KEY_VERSION: z.string().min(1).max(8).default('1'),
  ANTOM_BASE_URL: url(['https:', 'http:']).default('https://open-sea-global.alipay.com'),
  TRANSFEREASY_MERCHANT_NO: z.string().min(1).max(64).optional(),
  TRANSFEREASY_PRODUCT_CODE: z.string().min(1).max(64).optional(),
  TRANSFEREASY_MERCHANT_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  TRANSFEREASY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  TRANSFEREASY_BASE_URL: url(['https:', 'http:']).default('https://api.transfereasy.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: int(1, 8760).default(168),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  UPLOAD_IMAGE_MAX_MB: int(1, 200).default(20),
  UPLOAD_PDF_MAX_MB: int(1, 200).default(20),
  ENTRY_IMAGES_MAX: int(1, ENTRY_IMAGES_MAX).default(ENTRY_IMAGES_MAX),
  IMAGE_MIN_LONG_EDGE: int(1, 20_000).default(IMAGE_MIN_LONG_EDGE_DEFAULT),
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
  /**
   * PUBLIC_URL was not set, so `publicUrl` is this machine's own address (http://localhost:PORT):
   * in production only while the server listens on this machine alone (docs/decisions/014-public-url-in-production.md).
   */
  publicUrlIsLocal: boolean;
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
   * outcome, so never on a live site by accident (apps/server/src/services/payments/README.md#the-sandbox).
   */
  paymentSandbox: boolean;
  /** The real providers with credentials; a provider is offered when all of its settings are given. */
  payments: PaymentConfig;
  invoices: InvoiceConfig;
  certificates: CertificateConfig;
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

/**
 * Provider credentials (README "Payments"). Keys are PEM files named by path, read at start, so
 * no key sits in the environment or a log line.
 */
export interface PaymentConfig {
  /** How long one request to a provider may take before the payer is told to try again. */
  timeoutMs: number;
  wxpay?: {
    mchId: string;
    appId: string;
    merchantSerialNo: string;
    merchantPrivateKeyFile: string;
    platformPublicKeyFile: string;
    platformSerial: string;
    apiV3Key: string;
    baseUrl: string;
    merchantCategoryCode?: string;
  };
  antom?: { clientId: string; merchantPrivateKeyFile: string; antomPublicKeyFile: string; keyVersion: string; baseUrl: string };
  transferEasy?: { merchantNo: string; productCode: string; merchantPrivateKeyFile: string; platformPublicKeyFile: string; baseUrl: string };
}

/**
 * What invoices state about the seller and tax (apps/server/src/services/documents/README.md#invoices). Prices are what
 * the payer pays; the tax in them is worked out at `taxRateBp` (basis points, 0 by default).
 */
export interface InvoiceConfig {
  sellerName: string;
  sellerAddress: string;
  sellerCountry: string | null;
  sellerTaxId: string | null;
  taxRateBp: number;
  /** A business buyer with a tax id in another country accounts for the tax itself. */
  reverseCharge: boolean;
  /** The wording an invoice at 0 % tax carries when no reverse charge applies (an exemption). */
  zeroTaxNote: string | null;
  /**
   * The seller's legal name, address and tax id were all set (INVOICE_SELLER_NAME, _ADDRESS,
   * _TAX_ID): what a tax office asks of an invoice (EU VAT Directive art. 226). Without them a
   * production site issues no invoice for real money (services/documents/issue-invoice.ts).
   */
  sellerConfigured: boolean;
}

/**
 * Who signs the award certificates (apps/server/src/services/documents/README.md#certificates). Without a chair the
 * certificate has no signature line at all, rather than an empty one.
 */
export interface CertificateConfig {
  juryChair: string | null;
  /** An absolute path to a PNG of the chair's signature, checked at start. */
  signatureFile: string | null;
}

/** Entry uploads (issue 4): sizes, counts and how long an upload may wait for its entry. */
export interface UploadConfig {
  imageMaxBytes: number;
  pdfMaxBytes: number;
  /** Images per entry; never above the contract's ENTRY_IMAGES_MAX, which the forms use. */
  imagesPerEntryMax: number;
  /** Long edge in pixels below which the form warns that an image is small (not a refusal). */
  imageMinLongEdge: number;
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

const SECRET_VARIABLES = new Set(['SECRET_KEY', 'WXPAY_API_V3_KEY']);

/**
 * Reads the environment once at start. A bad value stops the server with one line per variable,
 * naming it and what it must be, rather than failing later somewhere deep.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      // A secret is never repeated, even a wrong one: the message may reach a log.
      const got = SECRET_VARIABLES.has(name) ? 'a value, not shown' : JSON.stringify(cleaned[name]);
      return `  ${i.path.join('.')}: ${i.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const payments = readPaymentConfig(e);
  const live = Boolean(payments.wxpay || payments.antom || payments.transferEasy);
  // The sandbox's payer chooses the outcome: on wherever no real money can be taken by mistake —
  // development and tests, and a demo (demo data, no real provider) so a newcomer can walk the
  // entrant's whole journey — and off on a live site unless asked for.
  const paymentSandbox = e.PAYMENT_SANDBOX ?? (e.NODE_ENV !== 'production' || (e.DEMO_DATA && !live));
  if (paymentSandbox && live && e.NODE_ENV === 'production' && !e.PAYMENT_SANDBOX_WITH_LIVE_PROVIDERS) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_SANDBOX: the sandbox lets entrants mark fees paid without paying, and a real payment provider is configured.' +
        ' Turn it off (PAYMENT_SANDBOX=false), or set PAYMENT_SANDBOX_WITH_LIVE_PROVIDERS=true as well if this production site really is a test.',
    );
  }
  const certificates = readCertificateConfig(e);
  const host = e.HOST ?? (e.NODE_ENV === 'production' && !e.PUBLIC_URL ? '127.0.0.1' : '0.0.0.0');
  // Mails, payment return addresses and the certificates' printed verification address are built
  // from the public address; "localhost" in them reaches nobody but this machine. A production
  // server that others reach (any interface but the loopback, or behind a proxy) must be told it.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL && (!isLoopback(host) || e.TRUST_PROXY)) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: required in production when the server is reached from elsewhere (HOST ${JSON.stringify(host)}${e.TRUST_PROXY ? ', TRUST_PROXY' : ''}): the address people open, e.g. https://awards.example.org — mails, payment return addresses and certificates' verification QR codes are built from it (to try the site on this machine alone, leave HOST and TRUST_PROXY unset)`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlIsLocal: !e.PUBLIC_URL,
    siteName: e.SITE_NAME,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    demoData: e.DEMO_DATA,
    paymentSandbox,
    payments,
    invoices: {
      sellerName: e.INVOICE_SELLER_NAME ?? e.SITE_NAME,
      sellerAddress: e.INVOICE_SELLER_ADDRESS,
      sellerCountry: e.INVOICE_SELLER_COUNTRY ?? null,
      sellerTaxId: e.INVOICE_SELLER_TAX_ID ?? null,
      taxRateBp: e.INVOICE_TAX_RATE_BP,
      reverseCharge: e.INVOICE_REVERSE_CHARGE,
      zeroTaxNote: e.INVOICE_ZERO_TAX_NOTE ?? null,
      sellerConfigured: Boolean(e.INVOICE_SELLER_NAME && e.INVOICE_SELLER_ADDRESS && e.INVOICE_SELLER_TAX_ID),
    },
    certificates,
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    webDist: resolve(e.WEB_DIST ?? join(serverRoot, '../web/dist')),
    secretKey: e.SECRET_KEY,
    uploads: {
      imageMaxBytes: e.UPLOAD_IMAGE_MAX_MB * MB,
      pdfMaxBytes: e.UPLOAD_PDF_MAX_MB * MB,
      imagesPerEntryMax: e.ENTRY_IMAGES_MAX,
      imageMinLongEdge: e.IMAGE_MIN_LONG_EDGE,
      unattachedMax: e.UPLOADS_UNATTACHED_MAX,
      perHour: e.UPLOADS_PER_HOUR,
      unattachedTtlHours: e.UPLOADS_UNATTACHED_TTL_HOURS,
      imageConcurrency: e.IMAGE_CONCURRENCY,
    },
    entriesPerSeasonMax: e.ENTRIES_PER_SEASON_MAX,
  };
}

/** An address only this machine reaches: 127.0.0.0/8, ::1 or localhost. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/** The certificate's signer; a signature file must be a PNG that can be read, and needs the name. */
function readCertificateConfig(e: z.infer<typeof Env>): CertificateConfig {
  const file = e.CERTIFICATE_SIGNATURE_FILE ? resolve(e.CERTIFICATE_SIGNATURE_FILE) : null;
  if (file) {
    const bad = (why: string) => new ConfigError(`Invalid configuration:\n  CERTIFICATE_SIGNATURE_FILE: ${why} (got ${JSON.stringify(e.CERTIFICATE_SIGNATURE_FILE)})`);
    if (!e.CERTIFICATE_JURY_CHAIR) throw bad('needs CERTIFICATE_JURY_CHAIR as well, the name printed under the signature');
    let head: Buffer;
    try {
      head = readFileSync(file).subarray(0, 8);
    } catch {
      throw bad('cannot be read');
    }
    if (!head.equals(PNG_SIGNATURE)) throw bad('must be a PNG image');
  }
  return { juryChair: e.CERTIFICATE_JURY_CHAIR ?? null, signatureFile: file };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Each provider is on when all of its required settings are given and off when none is; some but
 * not all stops the server naming the missing ones, rather than a payment failing later.
 */
function readPaymentConfig(e: z.infer<typeof Env>): PaymentConfig {
  const group = <K extends keyof typeof e>(name: string, keys: K[]): boolean => {
    const given = keys.filter((k) => e[k] !== undefined);
    if (given.length === 0) return false;
    const missing = keys.filter((k) => e[k] === undefined);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n  ${name} needs ${missing.join(', ')} as well (set all of them, or none)`);
    return true;
  };
  const payments: PaymentConfig = { timeoutMs: e.PAYMENT_TIMEOUT_MS };
  if (
    group('WeChat Pay', [
      'WXPAY_MCH_ID',
      'WXPAY_APP_ID',
      'WXPAY_MERCHANT_SERIAL_NO',
      'WXPAY_MERCHANT_PRIVATE_KEY_FILE',
      'WXPAY_PLATFORM_PUBLIC_KEY_FILE',
      'WXPAY_PLATFORM_SERIAL',
      'WXPAY_API_V3_KEY',
    ])
  ) {
    payments.wxpay = {
      mchId: e.WXPAY_MCH_ID!,
      appId: e.WXPAY_APP_ID!,
      merchantSerialNo: e.WXPAY_MERCHANT_SERIAL_NO!,
      merchantPrivateKeyFile: resolve(e.WXPAY_MERCHANT_PRIVATE_KEY_FILE!),
      platformPublicKeyFile: resolve(e.WXPAY_PLATFORM_PUBLIC_KEY_FILE!),
      platformSerial: e.WXPAY_PLATFORM_SERIAL!,
      apiV3Key: e.WXPAY_API_V3_KEY!,
      baseUrl: e.WXPAY_BASE_URL,
      merchantCategoryCode: e.WXPAY_MERCHANT_CATEGORY_CODE,
    };
  }
  if (group('Antom', ['ANTOM_CLIENT_ID', 'ANTOM_MERCHANT_PRIVATE_KEY_FILE', 'ANTOM_PUBLIC_KEY_FILE'])) {
    payments.antom = {
      clientId: e.ANTOM_CLIENT_ID!,
      merchantPrivateKeyFile: resolve(e.ANTOM_MERCHANT_PRIVATE_KEY_FILE!),
      antomPublicKeyFile: resolve(e.ANTOM_PUBLIC_KEY_FILE!),
      keyVersion: e.ANTOM_KEY_VERSION,
      baseUrl: e.ANTOM_BASE_URL,
    };
  }
  if (
    group('TransferEasy', [
      'TRANSFEREASY_MERCHANT_NO',
      'TRANSFEREASY_PRODUCT_CODE',
      'TRANSFEREASY_MERCHANT_PRIVATE_KEY_FILE',
      'TRANSFEREASY_PUBLIC_KEY_FILE',
    ])
  ) {
    payments.transferEasy = {
      merchantNo: e.TRANSFEREASY_MERCHANT_NO!,
      productCode: e.TRANSFEREASY_PRODUCT_CODE!,
      merchantPrivateKeyFile: resolve(e.TRANSFEREASY_MERCHANT_PRIVATE_KEY_FILE!),
      platformPublicKeyFile: resolve(e.TRANSFEREASY_PUBLIC_KEY_FILE!),
      baseUrl: e.TRANSFEREASY_BASE_URL,
    };
  }
  return payments;
}
