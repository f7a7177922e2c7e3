import type { RefusalCode } from '@laurel/contract';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { categories, entries, invitationCodes } from '../../db/schema.ts';
import { refuseField, tooManyRequests } from '../../lib/errors.ts';
import { invitationCodeProblem, type CodeProblem, type CodeTerms, type CodeUse } from '../competition/invitation-code-rule.ts';

/** The `/steps` fields of `entry` and `edit` (contract api/apply/entries.ts), after parsing. */
export interface EntryInput {
  categoryId?: number;
  title?: string;
  description?: string;
  credits?: string;
  videoUrl?: string | null;
  imageFileIds?: number[];
  pdfFileId?: number | null;
  invitationCode?: string;
  draftStep?: number;
  customFields?: Record<string, string | number | null>;
}

/**
 * Entrants enter a category (a leaf of the tree) of their entry's season, never a group, and only
 * an active one; another season's category is as closed to them as a closed one.
 */
export async function checkCategory(db: DbLike, opts: { categoryId: number; seasonId: number }): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.id, opts.categoryId),
        eq(categories.seasonId, opts.seasonId),
        isNotNull(categories.parentId),
        eq(categories.isActive, true),
      ),
    )
    .limit(1);
  if (!row) throw refuseField('categoryId', 'categoryNotOpen');
}

/** The entry a code is attached to or claimed for; `id` null while it is being created. */
export interface CodeEntry {
  id: number | null;
  userId: number;
  seasonId: number;
  categoryId: number | null;
}

/**
 * How many of the entrant's other entries of the season counted a use of `code` (submitted ones:
 * a use is counted at submission), for a code's per-entrant cap.
 */
export async function entrantCodeUses(db: DbLike, entry: CodeEntry, code: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(entries)
    .where(
      and(
        eq(entries.userId, entry.userId),
        eq(entries.seasonId, entry.seasonId),
        ne(entries.status, 'draft'),
        eq(sql`upper(${entries.invitationCode})`, code.toUpperCase()),
        entry.id === null ? undefined : ne(entries.id, entry.id),
      ),
    );
  return row?.n ?? 0;
}

/** What the code's terms and the entry make of it (competition/invitation-code-rule.ts). */
export async function codeUseOf(db: DbLike, entry: CodeEntry, code: string): Promise<CodeUse> {
  return { seasonId: entry.seasonId, categoryId: entry.categoryId, entrantUses: await entrantCodeUses(db, entry, code) };
}

const CODE_REASONS = {
  unknown: 'invitationCodeInvalid',
  inactive: 'invitationCodeInactive',
  expired: 'invitationCodeExpired',
  used_up: 'invitationCodeUsedUp',
  other_category: 'invitationCodeNotForCategory',
} as const satisfies Record<NonNullable<CodeProblem>, RefusalCode>;

/** The refusal for each reason a code gives nothing; `used_up` by this entrant has its own. */
function codeRefusal(reason: NonNullable<CodeProblem>, row: CodeTerms | undefined): RefusalCode {
  if (reason === 'used_up' && row && (row.maxUses === null || row.usedCount < row.maxUses)) return 'invitationCodeUsedByYou';
  return CODE_REASONS[reason];
}

/** Per entrant, like the public code check (services/competition/check-codes.ts), so codes cannot be guessed here. */
const CODE_TRIES = 30;
const CODE_WINDOW_S = 15 * 60;

/**
 * The invitation code to record on an entry: '' clears it; anything else must be a code that
 * applies to this entry by the one rule of competition/invitation-code-rule.ts (its season, still
 * usable, within this entrant's uses, covering the entry's category once it has one; compared
 * without regard to case), and is stored as the organisers wrote it. 422 on `invitationCode`
 * otherwise.
 */
export async function resolveInvitationCode(
  ctx: AppContext,
  db: DbLike,
  opts: { code: string; entry: CodeEntry; now: Date },
): Promise<string | null> {
  const code = opts.code.trim();
  if (!code) return null;
  const hit = await ctx.limiter.hit(`code-check:user:${opts.entry.userId}`, CODE_TRIES, CODE_WINDOW_S);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterS);
  const [row] = await db
    .select()
    .from(invitationCodes)
    // A code text is unique within its season only (any case): the entry's season's is the one.
    .where(and(eq(sql`upper(${invitationCodes.code})`, code.toUpperCase()), eq(invitationCodes.seasonId, opts.entry.seasonId)))
    .limit(1);
  const reason = invitationCodeProblem(row, opts.now, await codeUseOf(db, opts.entry, code));
  if (reason || !row) throw refuseField('invitationCode', codeRefusal(reason ?? 'unknown', row));
  return row.code;
}

/**
 * A code counts as used when an entry carrying it is submitted. Its row is locked first, so two
 * last submissions (or one entrant's two at once) take the final use one after the other; the
 * same rule as the quote then decides (its season, still usable, the entrant's cap, the
 * category), and the count goes up in the submit's transaction. Answers the terms the use gives.
 */
export async function claimInvitationCode(db: DbLike, opts: { code: string; entry: CodeEntry; now: Date }): Promise<CodeTerms> {
  const [row] = await db
    .select()
    .from(invitationCodes)
    .where(and(eq(invitationCodes.code, opts.code), eq(invitationCodes.seasonId, opts.entry.seasonId)))
    .for('update');
  // Read after the lock: a concurrent submission of the same entrant has committed by now.
  const reason = invitationCodeProblem(row, opts.now, await codeUseOf(db, opts.entry, opts.code));
  if (reason || !row) throw refuseField('invitationCode', reason === 'other_category' ? 'invitationCodeNotForCategory' : 'invitationCodeGone');
  await db.update(invitationCodes).set({ usedCount: sql`${invitationCodes.usedCount} + 1` }).where(eq(invitationCodes.id, row.id));
  return row;
}

/** The entry columns the text fields set; omitted fields stay as they are. */
export function textChanges(input: EntryInput): Partial<typeof entries.$inferInsert> {
  const set: Partial<typeof entries.$inferInsert> = {};
  if (input.categoryId !== undefined) set.categoryId = input.categoryId;
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.credits !== undefined) set.credits = input.credits;
  if (input.videoUrl !== undefined) set.videoUrl = input.videoUrl;
  if (input.draftStep !== undefined) set.draftStep = input.draftStep;
  return set;
}
