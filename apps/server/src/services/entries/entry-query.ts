import type { EntryStatus, EntrySummary, FeeStatus, LanguageCode } from '@laurel/contract';
import { eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { awardLevels, categories, entries, files, invitationCodes, paymentOrders, seasons } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';
import { quoteEntryFee, type CodeTerms } from '../competition/entry-fee-quote.ts';
import { canEditImages, canEditText, entryDocuments } from './entry-rules.ts';

const groups = alias(categories, 'category_group');

const others = alias(entries, 'other_entry');

/** A code's terms as `json_build_object` gives them: the date as text, with the entrant's other uses. */
interface CodeTermsJson extends Omit<CodeTerms, 'expiresAt'> {
  expiresAt: string | null;
  entrantUses: number;
}

const codeTermsOf = (value: CodeTermsJson | string | null): { code: CodeTerms; entrantUses: number } | undefined => {
  if (value === null) return undefined;
  // node-postgres and PGlite both parse json; a driver that does not hands over the text.
  const { entrantUses, ...terms } = typeof value === 'string' ? (JSON.parse(value) as CodeTermsJson) : value;
  return { code: { ...terms, expiresAt: terms.expiresAt === null ? null : new Date(terms.expiresAt) }, entrantUses: Number(entrantUses) };
};

/**
 * What the entry fee comes to for this entry (contract `EntrySummary.entryFeeCents`): once an
 * order paid it (or was refunded), what that order charged, as its receipt and invoice say;
 * otherwise the quote of `now`, by the rule `getEntryFee` quotes with. 0 before a category is
 * chosen.
 */
function entryFeeCents(r: EntrySummaryRow, now: Date): number {
  if (r.entryFeeOrderCents !== null && (r.entryFeeStatus === 'paid' || r.entryFeeStatus === 'refunded')) {
    return Number(r.entryFeeOrderCents);
  }
  if (r.categoryFeeCents === null) return 0;
  const terms = codeTermsOf(r.codeTerms);
  return quoteEntryFee({
    status: r.status,
    category: { entryFeeCents: r.categoryFeeCents, earlyBirdFeeCents: r.categoryEarlyBirdFeeCents, lateFeeCents: r.categoryLateFeeCents },
    season: r,
    invitationCode: r.invitationCode,
    code: terms?.code,
    use: { seasonId: r.seasonId, categoryId: r.categoryId, entrantUses: terms?.entrantUses ?? 0 },
    now,
  }).amountCents;
}

/**
 * The columns every entrant view needs, from one row per entry: its season's dates (for the
 * rules), category and group, award level, and the cover image as a correlated subquery on
 * `files_entry_idx`, so a page of entries is one query, however many entries it has.
 */
const summaryColumns = {
  id: entries.id,
  userId: entries.userId,
  seasonId: entries.seasonId,
  seasonYear: seasons.year,
  registrationOpensAt: seasons.registrationOpensAt,
  registrationClosesAt: seasons.registrationClosesAt,
  firstReviewStartsAt: seasons.firstReviewStartsAt,
  categoryId: entries.categoryId,
  categoryName: categories.name,
  categoryNameZh: categories.nameZh,
  categoryFeeCents: categories.entryFeeCents,
  categoryEarlyBirdFeeCents: categories.earlyBirdFeeCents,
  categoryLateFeeCents: categories.lateFeeCents,
  earlyBirdEndsAt: seasons.earlyBirdEndsAt,
  lateFeeStartsAt: seasons.lateFeeStartsAt,
  groupName: groups.name,
  groupNameZh: groups.nameZh,
  title: entries.title,
  status: entries.status,
  draftStep: entries.draftStep,
  entryFeeStatus: entries.entryFeeStatus,
  winnerPackageFeeStatus: entries.winnerPackageFeeStatus,
  additionalTrophyFeeStatus: entries.additionalTrophyFeeStatus,
  awardLevelId: entries.awardLevelId,
  awardName: awardLevels.name,
  awardNameZh: awardLevels.nameZh,
  awardRank: awardLevels.rank,
  winnerPackageFeeCents: awardLevels.winnerPackageFeeCents,
  trophyFeeCents: awardLevels.trophyFeeCents,
  isShow: entries.isShow,
  submittedAt: entries.submittedAt,
  createdAt: entries.createdAt,
  updatedAt: entries.updatedAt,
  coverFileId: sql<number | null>`(select ${files.id} from ${files} where ${files.entryId} = ${entries.id} and ${files.kind} = 'entry' order by ${files.sort}, ${files.id} limit 1)`,
  invitationCode: entries.invitationCode,
  // The code's terms, for the fee it gives (competition/entry-fee-quote.ts); codes are typed by hand,
  // so they match without regard to case, as getEntryFee matches them, within the entry's season
  // (a code text is unique per season only). `entrantUses` counts the
  // entrant's other submitted entries of the season carrying it, as entries/entry-fields.ts does.
  codeTerms: sql<CodeTermsJson | string | null>`(select json_build_object('seasonId', ${invitationCodes.seasonId}, 'discountPercent', ${invitationCodes.discountPercent}, 'discountCents', ${invitationCodes.discountCents}, 'isActive', ${invitationCodes.isActive}, 'expiresAt', ${invitationCodes.expiresAt}, 'maxUses', ${invitationCodes.maxUses}, 'usedCount', ${invitationCodes.usedCount}, 'maxUsesPerEntrant', ${invitationCodes.maxUsesPerEntrant}, 'categoryIds', ${invitationCodes.categoryIds}, 'entrantUses', (select count(*) from ${entries} "other_entry" where ${others.userId} = ${entries.userId} and ${others.seasonId} = ${entries.seasonId} and ${others.status} <> 'draft' and ${others.id} <> ${entries.id} and upper(${others.invitationCode}) = upper(${entries.invitationCode}))) from ${invitationCodes} where upper(${invitationCodes.code}) = upper(${entries.invitationCode}) and ${invitationCodes.seasonId} = ${entries.seasonId} order by ${invitationCodes.id} limit 1)`,
  // What the order that paid the entry fee charged (the first paid one, as the fee ledger counts
  // it; money kept for a fee already settled is not its price), or the refunded one.
  entryFeeOrderCents: sql<number | null>`(select ${paymentOrders.amountCents} from ${paymentOrders} where ${paymentOrders.entryId} = ${entries.id} and ${paymentOrders.feeKind} = 'entry' and ${paymentOrders.status} in ('paid', 'refunded') and ${paymentOrders.excessAt} is null order by ${paymentOrders.status} = 'paid' desc, ${paymentOrders.paidAt} nulls last, ${paymentOrders.id} limit 1)`,
  // Which fees have an invoice to print: those paid through an order (entry-rules.ts).
  paidFeeKinds: sql<string | null>`(select string_agg(distinct ${paymentOrders.feeKind}, ',') from ${paymentOrders} where ${paymentOrders.entryId} = ${entries.id} and ${paymentOrders.status} in ('paid', 'refunded'))`,
};

/** `extra` adds columns (the detail's texts, a window count for pages). */
export function selectEntries<X extends SelectedFields = Record<never, never>>(db: DbLike, extra: X = {} as X) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(entries)
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .leftJoin(categories, eq(categories.id, entries.categoryId))
    .leftJoin(groups, eq(groups.id, categories.parentId))
    .leftJoin(awardLevels, eq(awardLevels.id, entries.awardLevelId));
}

/** One row of `selectEntries` without extra columns. */
export type EntrySummaryRow = Awaited<ReturnType<typeof selectEntries<Record<never, never>>>>[number];

export function toEntrySummary(
  ctx: AppContext,
  r: EntrySummaryRow,
  opts: { language: LanguageCode; now: Date },
): EntrySummary {
  const awarded = r.status === 'awarded' && r.awardLevelId !== null;
  return {
    id: r.id,
    seasonYear: r.seasonYear,
    category:
      r.categoryId !== null && r.categoryName !== null
        ? {
            id: r.categoryId,
            name: localize(opts.language, r.categoryName, r.categoryNameZh),
            groupName: r.groupName === null ? null : localize(opts.language, r.groupName, r.groupNameZh),
          }
        : null,
    title: r.title,
    // Grid cards and list rows are small; the signed query works at every size (contract files.ts).
    coverUrl: r.coverFileId === null ? null : ctx.files.url(Number(r.coverFileId), 'medium'),
    status: r.status as EntryStatus,
    draftStep: r.draftStep,
    entryFeeStatus: r.entryFeeStatus as FeeStatus,
    winnerPackageFeeStatus: r.winnerPackageFeeStatus as FeeStatus,
    additionalTrophyFeeStatus: r.additionalTrophyFeeStatus as FeeStatus,
    award:
      r.awardLevelId !== null && r.awardName !== null && r.awardRank !== null
        ? { id: r.awardLevelId, name: localize(opts.language, r.awardName, r.awardNameZh), rank: r.awardRank }
        : null,
    isShow: r.isShow,
    entryFeeCents: entryFeeCents(r, opts.now),
    winnerPackageFeeCents: awarded ? r.winnerPackageFeeCents : null,
    trophyFeeCents: awarded ? r.trophyFeeCents : null,
    documents: entryDocuments(r),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The rule flags of one entry row (entry-rules.ts). */
export const entryFlags = (r: EntrySummaryRow, now: Date) => ({
  canEdit: canEditText(r, r, now),
  canEditImages: canEditImages(r, r, now),
});
