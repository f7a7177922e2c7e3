import type { RefusalCode } from '@laurel/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import type { entries} from '../../db/schema.ts';
import { categories, invitationCodes } from '../../db/schema.ts';
import { refuseField, tooManyRequests } from '../../lib/errors.ts';

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
}

/** Entrants enter a category (a leaf of the tree), never a group, and only an active one. */
export async function checkCategory(db: DbLike, categoryId: number): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), isNotNull(categories.parentId), eq(categories.isActive, true)))
    .limit(1);
  if (!row) throw refuseField('categoryId', 'categoryNotOpen');
}

const CODE_REASONS = {
  unknown: 'invitationCodeInvalid',
  inactive: 'invitationCodeInactive',
  expired: 'invitationCodeExpired',
  used_up: 'invitationCodeUsedUp',
} as const satisfies Record<string, RefusalCode>;

/** Per entrant, like the public code check (services/competition/check-codes.ts), so codes cannot be guessed here. */
const CODE_TRIES = 30;
const CODE_WINDOW_S = 15 * 60;

/**
 * The invitation code to record on an entry: '' clears it; anything else must exist (compared
 * without regard to case), be active, unexpired and not used up, and is stored as the
 * organisers wrote it. 422 on `invitationCode` otherwise.
 */
export async function resolveInvitationCode(
  ctx: AppContext,
  db: DbLike,
  opts: { code: string; userId: number; now: Date },
): Promise<string | null> {
  const code = opts.code.trim();
  if (!code) return null;
  const hit = await ctx.limiter.hit(`code-check:user:${opts.userId}`, CODE_TRIES, CODE_WINDOW_S);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterS);
  const [row] = await db
    .select()
    .from(invitationCodes)
    .where(eq(sql`upper(${invitationCodes.code})`, code.toUpperCase()))
    .limit(1);
  const reason = !row
    ? 'unknown'
    : !row.isActive
      ? 'inactive'
      : row.expiresAt && row.expiresAt <= opts.now
        ? 'expired'
        : row.maxUses !== null && row.usedCount >= row.maxUses
          ? 'used_up'
          : null;
  if (reason || !row) throw refuseField('invitationCode', CODE_REASONS[reason ?? 'unknown']);
  return row.code;
}

/**
 * A code counts as used when an entry carrying it is submitted: the count goes up only while
 * the code is still good, in the submit's transaction, so two last submissions cannot both
 * take the final use.
 */
export async function claimInvitationCode(db: DbLike, opts: { code: string; now: Date }): Promise<number> {
  const claimed = await db
    .update(invitationCodes)
    .set({ usedCount: sql`${invitationCodes.usedCount} + 1` })
    .where(
      and(
        eq(invitationCodes.code, opts.code),
        eq(invitationCodes.isActive, true),
        sql`(${invitationCodes.expiresAt} is null or ${invitationCodes.expiresAt} > ${opts.now.toISOString()})`,
        sql`(${invitationCodes.maxUses} is null or ${invitationCodes.usedCount} < ${invitationCodes.maxUses})`,
      ),
    )
    .returning({ id: invitationCodes.id, discountPercent: invitationCodes.discountPercent });
  if (!claimed.length) throw refuseField('invitationCode', 'invitationCodeGone');
  return claimed[0]!.discountPercent;
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

/** The fields submitting still needs (contract: 422 "This field is required" on each one missing). */
export function missingForSubmit(e: { categoryId: number | null; title: string; description: string; credits: string }, imageCount: number): string[] {
  const missing: string[] = [];
  if (e.categoryId === null) missing.push('categoryId');
  if (!e.title.trim()) missing.push('title');
  if (!e.description.trim()) missing.push('description');
  if (!e.credits.trim()) missing.push('credits');
  if (imageCount < 1) missing.push('imageFileIds');
  return missing;
}
