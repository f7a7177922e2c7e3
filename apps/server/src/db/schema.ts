import type { EntryForm } from '@laurel/contract';

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The domain of docs/product.md#domain. No pgEnum: drizzle-kit qualifies enum types with "public",
 * which would break the schema-per-test-file isolation; text columns with CHECK constraints say the
 * same. Money is integer US cents.
 */

/** A content block's unpublished version (`contentBlocks.draft`). */
export interface ContentDraft {
  title: string;
  body: string;
  imageUrl: string | null;
  linkUrl: string | null;
}

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    company: text(),
    country: text(),
    areaCode: text(),
    phone: text(),
    identity: integer().notNull().default(0),
    /**
     * The organisers' console role (docs/product.md#staff-roles), apart from the jury identity:
     * administrator, finance, content or viewer; null for everyone else.
     */
    staffRole: text(),
    language: text().notNull().default('en'),
    agentCode: text(),
    invitationCode: text(),
    /** Set by the console: the account cannot log in and its sessions are gone (issue 28). */
    deactivatedAt: timestamp({ withTimezone: true }),
    /**
     * Set when the console erased the person (issue 29, docs/product.md#data-protection): the
     * account's personal fields are replaced, it cannot log in, and what the law keeps stays.
     */
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_identity_check', sql`${t.identity} between 0 and 3`),
    check('users_staff_role_check', sql`${t.staffRole} in ('administrator', 'finance', 'content', 'viewer')`),
  ],
);

/** Opaque session tokens, stored only as SHA-256 hashes (docs/product.md#api-conventions). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** E-mail codes: 10 minutes valid, 5 wrong tries burn one (issue 2). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    email: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_email_idx').on(t.email, t.createdAt),
    check('verification_codes_purpose_check', sql`${t.purpose} in ('register', 'reset')`),
  ],
);

/**
 * One competition year with its dates; phases derive from them. The entry fee has up to three
 * price tiers (docs/product.md#fees): early-bird before `earlyBirdEndsAt`, late from
 * `lateFeeStartsAt`, regular between; a null date means the season has no such tier.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: id(),
    year: integer().notNull(),
    name: text().notNull(),
    registrationOpensAt: timestamp({ withTimezone: true }).notNull(),
    registrationClosesAt: timestamp({ withTimezone: true }).notNull(),
    firstReviewStartsAt: timestamp({ withTimezone: true }).notNull(),
    firstReviewEndsAt: timestamp({ withTimezone: true }).notNull(),
    secondReviewStartsAt: timestamp({ withTimezone: true }).notNull(),
    secondReviewEndsAt: timestamp({ withTimezone: true }).notNull(),
    resultsAt: timestamp({ withTimezone: true }).notNull(),
    earlyBirdEndsAt: timestamp({ withTimezone: true }),
    lateFeeStartsAt: timestamp({ withTimezone: true }),
    isCurrent: boolean().notNull().default(false),
    /** What reviewers score on, with weights (docs/product.md#reviews); empty: one "overall". */
    reviewCriteria: jsonb()
      .$type<{ key: string; name: string; nameZh?: string; description?: string; descriptionZh?: string; weight: number }[]>()
      .notNull()
      .default([]),
    /**
     * Whether a second-level judge may read the first level's reviews of an entry before submitting
     * their own (docs/product.md#reviews). Off: they judge first, as HotCRP hides other reviews
     * until yours is in. No call sets it yet; an organiser sets it in the database.
     */
    firstLevelReviewsBeforeOwn: boolean().notNull().default(false),
    /**
     * Bumped by every change to `reviewCriteria` once a review was submitted under them; each
     * review records the version it was scored under, so the judge's table names the reviews
     * that used older weights (services/competition/README.md#criteria).
     */
    criteriaVersion: integer().notNull().default(1),
    /** Reviewers score each criterion from 1 to this (docs/product.md#reviews). */
    scoreMax: integer().notNull().default(10),
    /** What an entry asks for (docs/product.md#entry-form); null: the product's default form. */
    entryForm: jsonb().$type<EntryForm>(),
    /**
     * Days after the season's results after which the personal data of its entries that won
     * nothing is purged by the `privacy.purge-expired` job (docs/product.md#data-protection);
     * null keeps it.
     */
    retentionDays: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    check('seasons_retention_check', sql`${t.retentionDays} is null or ${t.retentionDays} >= 0`),
    // Exactly one current season: the console moves the mark in one transaction.
    uniqueIndex('seasons_one_current').on(t.isCurrent).where(sql`${t.isCurrent}`),
    check('seasons_score_max_check', sql`${t.scoreMax} between 3 and 10`),
    check(
      'seasons_fee_tiers_check',
      sql`${t.earlyBirdEndsAt} is null or ${t.lateFeeStartsAt} is null or ${t.earlyBirdEndsAt} <= ${t.lateFeeStartsAt}`,
    ),
  ],
);

/**
 * A season's tree: groups (parentId null) holding categories. `originId` is the category this one
 * was copied from, season after season (its own id when it was made new), so the public winners'
 * filter finds a category's winners of every year.
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    originId: integer(),
    parentId: integer(),
    name: text().notNull(),
    nameZh: text(),
    description: text().notNull().default(''),
    descriptionZh: text(),
    coverUrl: text(),
    /** The regular entry fee; the early-bird and late ones, when null, are the regular one. */
    entryFeeCents: integer().notNull().default(0),
    earlyBirdFeeCents: integer(),
    lateFeeCents: integer(),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** A category's own entry form; null: its season's (docs/product.md#entry-form). */
    entryForm: jsonb().$type<EntryForm>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    index('categories_season_idx').on(t.seasonId, t.sort),
    index('categories_origin_idx').on(t.originId),
    check('categories_fee_check', sql`${t.entryFeeCents} >= 0`),
    check('categories_tier_fees_check', sql`${t.earlyBirdFeeCents} >= 0 and ${t.lateFeeCents} >= 0`),
  ],
);

/**
 * A season's award levels, highest (rank 1) first. `metal` picks the seal's tone; null reads it
 * from the name (packages/contract/src/award-tone.ts). `originId` as on categories.
 */
export const awardLevels = pgTable(
  'award_levels',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    originId: integer(),
    name: text().notNull(),
    nameZh: text(),
    rank: integer().notNull(),
    metal: text(),
    winnerPackageFeeCents: integer().notNull().default(0),
    trophyFeeCents: integer().notNull().default(0),
    description: text().notNull().default(''),
    descriptionZh: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('award_levels_season_idx').on(t.seasonId, t.rank),
    index('award_levels_origin_idx').on(t.originId),
    check('award_levels_metal_check', sql`${t.metal} in ('platinum', 'gold', 'silver', 'bronze', 'laurel')`),
    check('award_levels_fees_check', sql`${t.winnerPackageFeeCents} >= 0 and ${t.trophyFeeCents} >= 0`),
  ],
);

export const entries = pgTable(
  'entries',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    categoryId: integer().references(() => categories.id),
    title: text().notNull().default(''),
    description: text().notNull().default(''),
    credits: text().notNull().default(''),
    videoUrl: text(),
    pdfFileId: integer(),
    status: text().notNull().default('draft'),
    draftStep: integer().notNull().default(0),
    entryFeeStatus: text().notNull().default('unpaid'),
    winnerPackageFeeStatus: text().notNull().default('unpaid'),
    additionalTrophyFeeStatus: text().notNull().default('unpaid'),
    awardLevelId: integer().references(() => awardLevels.id),
    isShow: boolean().notNull().default(false),
    /** Public credits and text; `confirmedAt` (ISO) is set when the winner saves them (winningInfoEdit). */
    winnerInfo: jsonb().$type<{ credits?: string; text?: string; confirmedAt?: string }>(),
    invitationCode: text(),
    /** The organiser's own fields' values, by key (docs/product.md#entry-form). */
    customFields: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** The form the entry was submitted with, kept as it was; null on a draft, which follows today's. */
    formSnapshot: jsonb().$type<EntryForm>(),
    submittedAt: timestamp({ withTimezone: true }),
    /*
     * The jury's figures, kept by services/judging/refresh-entry-stats.ts in the transaction of
     * every change that moves them, so the judge's table filters and sorts on columns, not on
     * an aggregate over every review. Averages are hundredths of a point.
     */
    assignedCount: integer().notNull().default(0),
    firstReviewCount: integer().notNull().default(0),
    firstAverage: integer(),
    secondReviewCount: integer().notNull().default(0),
    secondAverage: integer(),
    secondLevelReached: boolean().notNull().default(false),
    /**
     * How many conflicts jurors declared on the entry, kept by a trigger on review_conflicts
     * (migration 0022), so the console's `conflict` filter is a range of a small partial index.
     */
    conflictCount: integer().notNull().default(0),
    /** When the retention job or an erasure replaced the entrant's personal fields of this entry. */
    personalDataPurgedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entries_user_idx').on(t.userId, t.seasonId),
    // The judge's table: a season's entries by average, or newest first (judgeEntryList).
    index('entries_jury_average_idx').on(t.seasonId, sql`${t.firstAverage} desc nulls last`, sql`${t.id} desc`),
    index('entries_jury_newest_idx').on(t.seasonId, sql`${t.id} desc`),
    index('entries_show_idx').on(t.isShow, t.seasonId, t.categoryId, t.awardLevelId),
    // The public winners list filters shown entries by category and award level and pages in
    // entry order; partial indexes keep that cheap at any page (issue 3 "caching").
    index('entries_shown_category_idx').on(t.categoryId, t.awardLevelId, t.id).where(sql`${t.isShow}`),
    index('entries_shown_level_idx').on(t.awardLevelId, t.seasonId, t.id).where(sql`${t.isShow}`),
    // The console's entries table (issue 29, docs/decisions/022-console-entries-table.md): each
    // sort, and each filter on a column, reads its page and its count from an index over the
    // season's rows, so 50 000 entries page as fast as 200 (bench/admin-entries.ts).
    index('entries_console_submitted_idx').on(t.seasonId, sql`${t.submittedAt} desc nulls last`, sql`${t.id} desc`),
    index('entries_console_title_idx').on(t.seasonId, t.title, sql`${t.id} desc`),
    index('entries_console_category_idx').on(t.seasonId, t.categoryId, sql`${t.id} desc`),
    index('entries_console_status_idx').on(t.seasonId, t.status, sql`${t.id} desc`),
    index('entries_console_entry_fee_idx').on(t.seasonId, t.entryFeeStatus, sql`${t.id} desc`),
    index('entries_console_winner_fee_idx').on(t.seasonId, t.winnerPackageFeeStatus, sql`${t.id} desc`),
    index('entries_console_trophy_fee_idx').on(t.seasonId, t.additionalTrophyFeeStatus, sql`${t.id} desc`),
    index('entries_console_award_idx').on(t.seasonId, t.awardLevelId, sql`${t.id} desc`),
    index('entries_console_unassigned_idx').on(t.seasonId, sql`${t.id} desc`).where(sql`${t.assignedCount} = 0 and ${t.status} in ('submitted', 'in_review')`),
    index('entries_console_purged_idx').on(t.seasonId, sql`${t.id} desc`).where(sql`${t.personalDataPurgedAt} is not null`),
    // The text search and the country filter find entrants first, then their entries in the
    // season: the entry's number comes from the index without reading the row (migration 0022).
    index('entries_console_conflict_idx').on(t.seasonId, sql`${t.id} desc`).where(sql`${t.conflictCount} > 0`),
    index('entries_console_entrant_idx').on(t.seasonId, t.userId, t.id),
    check(
      'entries_status_check',
      sql`${t.status} in ('draft','submitted','in_review','awarded','not_awarded','withdrawn')`,
    ),
    check(
      'entries_fee_status_check',
      sql`${t.entryFeeStatus} in ('unpaid','pending','paid','waived','refunded') and ${t.winnerPackageFeeStatus} in ('unpaid','pending','paid','waived','refunded') and ${t.additionalTrophyFeeStatus} in ('unpaid','pending','paid','waived','refunded')`,
    ),
  ],
);

/** Uploaded files; `entryId` null until attached. Ownership is checked on every read. */
export const files = pgTable(
  'files',
  {
    id: id(),
    userId: integer().references(() => users.id),
    entryId: integer().references(() => entries.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    storageKey: text().notNull(),
    mime: text().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    /** The name the browser sent, cleaned (upload-file.ts), shown back to its owner only. */
    name: text().notNull().default(''),
    sort: integer().notNull().default(0),
    /**
     * An entry PDF's: when what names its author was taken out (store-pdf.ts at upload;
     * strip-stored-pdfs.ts for one stored before). Null on a PDF not stripped yet, and on images,
     * whose metadata is left out as they are stored (apps/server/src/services/files/README.md#files-and-images).
     */
    pdfStrippedAt: timestamp({ withTimezone: true }),
    /**
     * The CRC-32 of the stored object's `bytes` bytes, taken as it was written (storage.put): at
     * upload, and again when the PDF job rewrites it. A jury zip puts it in the file's local header
     * and reads the object once (docs/decisions/017-crc-kept-when-stored.md). Null on a row stored
     * before migration 0016 until a zip has read it twice and recorded it.
     */
    crc32: bigint({ mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_entry_idx').on(t.entryId, t.sort),
    index('files_pdf_unstripped_idx').on(t.id).where(sql`${t.kind} = 'entry-pdf' and ${t.pdfStrippedAt} is null`),
    // Unsigned, as a ZIP header holds it: a value read back signed would be a wrong CRC in a zip.
    check('files_crc32_unsigned', sql`${t.crc32} between 0 and 4294967295`),
  ],
);

/**
 * Content blocks by slot: banners and `other` by position, rules by position, FAQ and privacy by
 * type, plus about, contact, terms and refund policy. `body` is sanitised HTML.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: id(),
    kind: text().notNull(),
    position: text().notNull().default(''),
    language: text().notNull().default('en'),
    title: text().notNull().default(''),
    body: text().notNull().default(''),
    imageUrl: text(),
    linkUrl: text(),
    sort: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    /**
     * Unpublished changes from the console (issue 28): the public calls read the columns above,
     * the editor this; publishing copies it over and clears it. Null: nothing pending.
     */
    draft: jsonb().$type<ContentDraft>(),
    /** A banner shows only from `startsAt` and until `endsAt`, when set. */
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_blocks_kind_idx').on(t.kind, t.position, t.language, t.sort)],
);

export const mediaReports = pgTable('media_reports', {
  id: id(),
  title: text().notNull(),
  titleZh: text(),
  outlet: text().notNull(),
  url: text().notNull(),
  imageUrl: text(),
  summary: text().notNull().default(''),
  summaryZh: text(),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
  isPublished: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Public jury profiles (not accounts). The name and company are proper names, written once; the
 * role and bio have Chinese twins (docs/decisions/010-bilingual-content.md).
 */
export const juryProfiles = pgTable('jury_profiles', {
  id: id(),
  name: text().notNull(),
  title: text().notNull().default(''),
  titleZh: text(),
  company: text().notNull().default(''),
  country: text().notNull().default(''),
  bio: text().notNull().default(''),
  bioZh: text(),
  photoUrl: text(),
  sort: integer().notNull().default(0),
  isPublished: boolean().notNull().default(true),
  /** The season the profile belongs to; null: shown whatever the season. */
  seasonId: integer().references(() => seasons.id, { onDelete: 'set null' }),
  /** The juror's account, when they have one: a profile is public, an account is not. */
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * A season's invitation codes (docs/product.md#fees): a percentage off, a fixed amount off
 * (`discountCents`), or the whole fee waived (100 %). `maxUses` caps all uses, `maxUsesPerEntrant`
 * one entrant's; `categoryIds` empty means every category. A code is unique within its season, in
 * any case, and works only for entries of that season.
 */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    code: text().notNull(),
    description: text().notNull().default(''),
    discountPercent: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    maxUses: integer(),
    maxUsesPerEntrant: integer(),
    usedCount: integer().notNull().default(0),
    categoryIds: jsonb().$type<number[]>().notNull().default([]),
    expiresAt: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // One code per season, typed in any case: EARLYBIRD may come back each year.
    uniqueIndex('invitation_codes_season_code_key').on(t.seasonId, sql`upper(${t.code})`),
    check('invitation_codes_discount_check', sql`${t.discountPercent} between 0 and 100`),
    check('invitation_codes_cents_check', sql`${t.discountCents} >= 0 and (${t.discountCents} = 0 or ${t.discountPercent} = 0)`),
  ],
);

export const agentCodes = pgTable(
  'agent_codes',
  {
    id: id(),
    code: text().notNull(),
    agentName: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_codes_code_key').on(t.code)],
);

/**
 * Extra trophies an awarded entry orders (`orderMoreTrophies`), paid by its own payment order:
 * an entry may order more than once (apps/server/src/services/payments/README.md#payments).
 */
export const trophyOrders = pgTable(
  'trophy_orders',
  {
    id: id(),
    entryId: integer()
      .notNull()
      .references(() => entries.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    quantity: integer().notNull(),
    unitFeeCents: integer().notNull(),
    amountCents: integer().notNull(),
    feeStatus: text().notNull().default('unpaid'),
    address: jsonb()
      .$type<{
        recipient: string;
        company: string | null;
        line1: string;
        line2: string | null;
        city: string;
        region: string | null;
        postalCode: string | null;
        country: string;
        areaCode: string;
        phone: string;
      }>()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trophy_orders_entry_idx').on(t.entryId),
    check('trophy_orders_amount_check', sql`${t.quantity} > 0 and ${t.unitFeeCents} >= 0 and ${t.amountCents} = ${t.quantity} * ${t.unitFeeCents}`),
    check('trophy_orders_fee_status_check', sql`${t.feeStatus} in ('unpaid','pending','paid','waived','refunded')`),
  ],
);

/**
 * A payment order (apps/server/src/services/payments/README.md#payments): one attempt to pay one fee of one entry at one
 * provider. Its status only moves forward, `pending` to a final state, then `refunded`; money that
 * arrives after it failed, expired or was cancelled makes it `paid` (apps/server/src/services/fee-ledger/README.md#the-fee-ledger).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    orderNo: text().notNull(),
    entryId: integer()
      .notNull()
      .references(() => entries.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    feeKind: text().notNull(),
    /** The trophy order an `additionalTrophy` order pays; null for the other fees. */
    trophyOrderId: integer().references(() => trophyOrders.id),
    provider: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull().default('pending'),
    /** The provider's own id for the payment, once it has told us. */
    providerReference: text(),
    qrCodeUrl: text(),
    checkoutUrl: text(),
    expiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** What has been given back so far; the order is `refunded` once it reaches the amount. */
    refundedCents: integer().notNull().default(0),
    /**
     * Why a person recorded this order by hand (provider `offline`: a transfer received outside
     * the site, docs/product.md#payments-desk); null for an order a provider opened.
     */
    note: text(),
    /** When the background job last asked the provider about this pending order. */
    checkedAt: timestamp({ withTimezone: true }),
    /**
     * Set when money arrived for a fee already settled (by a decision or another order): the
     * payment is kept on record, refunded by the `payments.refund-excess` job, and shown to the
     * organisers until it is (services/fee-ledger/).
     */
    excessAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_order_no_key').on(t.orderNo),
    // One open order per entry, fee (trophy order) and provider: a second click or tab gets the
    // same order, and concurrent requests cannot both insert one.
    uniqueIndex('payment_orders_open_key')
      .on(t.entryId, t.feeKind, t.provider, sql`coalesce(${t.trophyOrderId}, 0)`)
      .where(sql`${t.status} = 'pending'`),
    index('payment_orders_user_idx').on(t.userId),
    index('payment_orders_pending_idx').on(t.checkedAt).where(sql`${t.status} = 'pending'`),
    // The console's `excessPayment` flag reads the few orders holding money to give back.
    index('payment_orders_excess_idx').on(t.entryId).where(sql`${t.excessAt} is not null`),
    check('payment_orders_amount_check', sql`${t.amountCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
    check('payment_orders_fee_kind_check', sql`${t.feeKind} in ('entry','winnerPackage','additionalTrophy')`),
    check(
      'payment_orders_status_check',
      sql`${t.status} in ('pending','paid','failed','expired','cancelled','refunded')`,
    ),
  ],
);

/**
 * Money given back on a paid order, in part or whole. `refundNo` is the provider's idempotency
 * key, so asking twice is one refund (apps/server/src/services/payments/README.md#payments).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    refundNo: text().notNull(),
    paymentOrderId: integer()
      .notNull()
      .references(() => paymentOrders.id),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    status: text().notNull().default('requested'),
    providerReference: text(),
    actorId: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_refund_no_key').on(t.refundNo),
    index('payment_refunds_order_idx').on(t.paymentOrderId),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
    // requested: sent (or about to be) to the provider; failed: it refused, a retry may send it
    // again; pending: it is processing; succeeded: the money is on its way back.
    check('payment_refunds_status_check', sql`${t.status} in ('requested','failed','pending','succeeded')`),
  ],
);

/**
 * A decision a person took about a fee (services/fee-ledger/): waived, paid outside the
 * site (a bank transfer), or such a decision undone. Kept forever beside the orders and refunds:
 * the fee's status follows from the three (apps/server/src/services/fee-ledger/README.md#the-fee-ledger).
 */
export const feeDecisions = pgTable(
  'fee_decisions',
  {
    id: id(),
    entryId: integer()
      .notNull()
      .references(() => entries.id),
    feeKind: text().notNull(),
    /** The trophy order an `additionalTrophy` decision settles; null for the other fees. */
    trophyOrderId: integer().references(() => trophyOrders.id),
    kind: text().notNull(),
    reason: text().notNull(),
    /** The transfer's reference, for a fee paid outside the site. */
    reference: text(),
    /** Who decided; null when the system did (a free category, a 100 % invitation code). */
    actorId: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_decisions_fee_idx').on(t.entryId, t.feeKind),
    check('fee_decisions_fee_kind_check', sql`${t.feeKind} in ('entry','winnerPackage','additionalTrophy')`),
    check('fee_decisions_kind_check', sql`${t.kind} in ('waive','paid_offline','reopen')`),
  ],
);

/** The last number used in each series and year, so invoice numbers have no gaps. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('document_counters_key').on(t.series, t.year)],
);

/**
 * Invoices and credit notes (docs/product.md#invoices): issued once for a paid order (an
 * invoice) or a refund or correction (a credit note referring to the invoice), then never changed
 * or deleted (a replaced invoice only gets `replaced_at`).
 * Everything printed is kept as issued, so a later change of address or tax rate does not alter a
 * document already sent.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text().notNull(),
    number: text().notNull(),
    series: text().notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    paymentOrderId: integer()
      .notNull()
      .references(() => paymentOrders.id),
    /** The refund a credit note gives back; null for an invoice. */
    refundId: integer().references(() => paymentRefunds.id),
    /** The invoice a credit note corrects; null for an invoice. */
    creditsInvoiceId: integer(),
    buyer: jsonb()
      .$type<{ name: string; company: string | null; address: string | null; country: string | null; taxId: string | null; fapiao: boolean }>()
      .notNull(),
    /** Who sold, as printed; `zeroTaxNote` is the exemption wording an invoice at 0 % carried. */
    seller: jsonb().$type<{ name: string; address: string; taxId: string | null; zeroTaxNote?: string | null }>().notNull(),
    lines: jsonb()
      .$type<{ description: string; quantity: number; unitCents: number; taxRateBp: number; netCents: number; taxCents: number }[]>()
      .notNull(),
    netCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    currency: text().notNull(),
    reverseCharge: boolean().notNull().default(false),
    suppliedAt: timestamp({ withTimezone: true }).notNull(),
    issuedAt: createdAt(),
    /**
     * When a correction replaced this invoice (new billing details): it was cancelled by a credit
     * note and a new invoice issued; the document itself is unchanged (services/documents/correct-invoice.ts).
     */
    replacedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.series, t.year, t.sequence),
    // One invoice in force per order; those a correction replaced stay beside it.
    uniqueIndex('invoices_order_key').on(t.paymentOrderId).where(sql`${t.kind} = 'invoice' and ${t.replacedAt} is null`),
    uniqueIndex('invoices_refund_key').on(t.refundId),
    check('invoices_kind_check', sql`${t.kind} in ('invoice','credit_note')`),
  ],
);

/**
 * An award certificate's verification record (docs/product.md#certificates): what the public
 * verification page shows, signed with the organiser's Ed25519 key so a copy can be checked
 * offline.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    entryId: integer()
      .notNull()
      .references(() => entries.id),
    code: text().notNull(),
    /** The signed record, canonical JSON as signed. */
    record: text().notNull(),
    signature: text().notNull(),
    /** The Ed25519 key (SPKI PEM) it was signed with, so it still checks after a key change. */
    publicKey: text().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    // One valid certificate per entry; a revoked one stays, readable, beside its replacement.
    uniqueIndex('certificates_entry_key').on(t.entryId).where(sql`${t.revokedAt} is null`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    ip: text(),
    userId: integer().references(() => users.id),
    /** Set when an organiser replied from the console (through the mail outbox) or marked it replied. */
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: integer().references(() => users.id),
    /** The reply sent from the console, as written; null when marked replied without one. */
    reply: text(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`)],
);

/** Who reviews which entry at the first level (docs/product.md#assignment). */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    id: id(),
    entryId: integer()
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    reviewerId: integer()
      .notNull()
      .references(() => users.id),
    assignedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_assignments_pair_key').on(t.entryId, t.reviewerId), index('review_assignments_reviewer_idx').on(t.reviewerId)],
);

/**
 * A reviewer's proposal on an entry, one per reviewer, entry and round (docs/product.md#reviews):
 * scores per criterion, their weighted mean in hundredths, an award level or none, a comment.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    entryId: integer()
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    reviewerId: integer()
      .notNull()
      .references(() => users.id),
    level: text().notNull(),
    status: text().notNull().default('draft'),
    scores: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** The season's `criteriaVersion` the review was last saved under. */
    criteriaVersion: integer().notNull().default(1),
    total: integer(),
    awardChosen: boolean().notNull().default(false),
    awardLevelId: integer().references(() => awardLevels.id),
    comment: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_reviewer_entry_key').on(t.entryId, t.reviewerId, t.level),
    index('reviews_reviewer_idx').on(t.reviewerId, t.level),
    check('reviews_level_check', sql`${t.level} in ('first','second')`),
    check('reviews_status_check', sql`${t.status} in ('draft','submitted')`),
    check('reviews_submitted_check', sql`${t.status} = 'draft' or (${t.total} is not null and ${t.awardChosen} and ${t.submittedAt} is not null)`),
  ],
);

/** Conflicts of interest a reviewer declared (docs/product.md#conflicts-of-interest). */
export const reviewConflicts = pgTable(
  'review_conflicts',
  {
    id: id(),
    entryId: integer()
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    reviewerId: integer()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_conflicts_pair_key').on(t.entryId, t.reviewerId)],
);

/** The categories a sub-judge covers; none means all (docs/product.md#assignment). */
export const juryCategories = pgTable(
  'jury_categories',
  {
    id: id(),
    reviewerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('jury_categories_pair_key').on(t.reviewerId, t.categoryId)],
);

/**
 * Each reviewer's counted totals in a season and round, summed (count, sum and sum of squares, in
 * hundredths): what the normalised scores of a page of entries need, without reading every review
 * of the season (services/judging/normalised-scores.ts). Kept by refresh-reviewer-stats.ts.
 */
export const reviewerStats = pgTable(
  'reviewer_stats',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    level: text().notNull(),
    reviewerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    n: integer().notNull(),
    sum: doublePrecision().notNull(),
    sumSq: doublePrecision().notNull(),
  },
  (t) => [uniqueIndex('reviewer_stats_key').on(t.seasonId, t.level, t.reviewerId)],
);

/** Calibration frozen when a season's first winner is published (docs/product.md#calibration). */
export const calibrationSnapshots = pgTable(
  'calibration_snapshots',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    level: text().notNull(),
    data: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calibration_snapshots_season_level_key').on(t.seasonId, t.level)],
);

/**
 * Reminder mails sent to reviewers, one row per reviewer, round and reminder: inserting the row
 * claims the mail, so several processes send it once.
 */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    level: text().notNull(),
    kind: text().notNull(),
    reviewerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_reminders_key').on(t.seasonId, t.level, t.kind, t.reviewerId)],
);

/** Who changed what, before and after (docs/product.md#audit-log). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer().references(() => users.id),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    /**
     * The entry the change is about, whatever its subject (an order, a refund, a review, a fee),
     * so an entry's history is one index scan (issue 29); null when it is about no entry.
     */
    entryId: integer(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  // Append-only: migration 0020's trigger refuses UPDATE and DELETE, except inside an erasure
  // that sets `laurel.erasing` (docs/product.md#audit-log).
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_entry_idx').on(t.entryId, sql`${t.id} desc`).where(sql`${t.entryId} is not null`),
    index('audit_log_actor_idx').on(t.actorId, sql`${t.id} desc`),
    index('audit_log_action_idx').on(t.action, sql`${t.id} desc`),
    index('audit_log_created_idx').on(sql`${t.createdAt} desc`),
  ],
);

/**
 * A console view someone saved: a page's filters under a name, per person (issue 29). `query` is
 * the page's URL query, checked again by the page's own schema when it is used.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: text().notNull(),
    name: text().notNull(),
    query: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_views_key').on(t.userId, t.page, t.name)],
);

/**
 * A bulk action over entries (issue 29): the entries previewed are fixed when it starts, then a
 * `entries.bulk` job works through them in batches, counting what was done and what failed and
 * why, so the console shows its progress and anyone can follow it afterwards.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: id(),
    kind: text().notNull(),
    actorId: integer().references(() => users.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    /** What the action sets (a status, sub-judges, a fee decision and its reason, a message). */
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    entryIds: integer().array().notNull(),
    total: integer().notNull(),
    done: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** Up to a few hundred `{ entryId, code }` of the entries it could not change. */
    failures: jsonb().$type<{ entryId: number; code: string }[]>().notNull().default([]),
    status: text().notNull().default('queued'),
    createdAt: createdAt(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('bulk_jobs_created_idx').on(sql`${t.id} desc`),
    check('bulk_jobs_status_check', sql`${t.status} in ('queued','running','done','failed')`),
    check('bulk_jobs_counts_check', sql`${t.done} >= 0 and ${t.failed} >= 0 and ${t.done} + ${t.failed} <= ${t.total}`),
  ],
);

/**
 * The mail outbox (apps/server/src/jobs/README.md#background-work): every mail the product sends is a row
 * written in the same transaction as the change that causes it, then sent by a `mail.send` job
 * (services/mail/). `key` makes it idempotent: one mail per order and event, per entry and event,
 * per code. `sensitive` rows (a verification code) lose subject and body once sent or given up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    key: text().notNull(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    /** Where a reply goes, when not to the sender (a contact message: the visitor). */
    replyTo: text(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    sensitive: boolean().notNull().default(false),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_key').on(t.key),
    index('mail_outbox_pending').on(t.createdAt).where(sql`status = 'pending'`),
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * An invitation to the jury (issue 28): sent by e-mail for a season and a jury identity (1 judge,
 * 2 sub-judge, 3 second-level judge; a sub-judge's categories with it). The link carries a token
 * stored only as its SHA-256 hash; it expires after 14 days, is reminded at +3 and +5 days, and is
 * used once — by setting a password for a new account or by logging in to an existing one.
 */
export const juryInvitations = pgTable(
  'jury_invitations',
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull().default(''),
    identity: integer().notNull(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    categoryIds: jsonb().$type<number[]>().notNull().default([]),
    language: text().notNull().default('en'),
    tokenHash: text().notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    remindersSent: integer().notNull().default(0),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jury_invitations_token_key').on(t.tokenHash),
    index('jury_invitations_email_idx').on(sql`lower(${t.email})`),
    check('jury_invitations_identity_check', sql`${t.identity} between 1 and 3`),
  ],
);

/**
 * The organisers' wording of a mail (issue 28), per kind and language: subject and body with
 * merge fields (`{{entrant.name}}`). No row: the mail says what the code's texts say.
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: id(),
    kind: text().notNull(),
    language: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mail_templates_kind_language_key').on(t.kind, t.language)],
);
