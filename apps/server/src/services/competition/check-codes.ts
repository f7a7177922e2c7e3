import type { AgentCodeCheck, InvitationCodeCheck } from '@laurel/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { agentCodes, invitationCodes } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { currentSeasonRow } from './current-season.ts';
import { invitationCodeProblem } from './invitation-code-rule.ts';

/**
 * One code is checked per call and the answer says only what that code gives, so the list of
 * codes never leaves the server; a per-address limit keeps anyone from guessing through it.
 */
const LOOKUPS_PER_IP = 30;
const WINDOW_S = 15 * 60;

async function limit(ctx: AppContext, ip: string): Promise<void> {
  const hit = await ctx.limiter.hit(`code-check:ip:${ip}`, LOOKUPS_PER_IP, WINDOW_S);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterS);
}

/** Codes are typed by hand: compared without regard to case. */
const normal = (code: string) => code.trim().toUpperCase();

/**
 * The public check knows no entry: a code is good when it is the current season's and still
 * usable (invitation-code-rule.ts); whether it covers a category or this entrant's uses is for
 * the entry's quote.
 */
export async function checkInvitationCode(
  ctx: AppContext,
  opts: { code: string; ip: string; now?: Date },
): Promise<InvitationCodeCheck> {
  await limit(ctx, opts.ip);
  const code = normal(opts.code);
  const season = await currentSeasonRow(ctx.db);
  // A code text is unique within its season only: the current season's is the one entrants use.
  const [row] = season
    ? await ctx.db.select().from(invitationCodes).where(and(eq(sql`upper(${invitationCodes.code})`, code), eq(invitationCodes.seasonId, season.id))).limit(1)
    : [];
  const reason = season ? invitationCodeProblem(row, opts.now ?? new Date(), { seasonId: season.id, categoryId: null, entrantUses: 0 }) : 'unknown';
  if (reason || !row) return { code, valid: false, reason: reason ?? 'unknown', discountPercent: 0, discountCents: 0, description: '' };
  return { code, valid: true, reason: null, discountPercent: row.discountPercent, discountCents: row.discountCents, description: row.description };
}

export async function checkAgentCode(ctx: AppContext, opts: { code: string; ip: string }): Promise<AgentCodeCheck> {
  await limit(ctx, opts.ip);
  const code = normal(opts.code);
  const [row] = await ctx.db.select().from(agentCodes).where(eq(sql`upper(${agentCodes.code})`, code)).limit(1);
  if (!row) return { code, valid: false, reason: 'unknown', agentName: null };
  if (!row.isActive) return { code, valid: false, reason: 'inactive', agentName: null };
  return { code, valid: true, reason: null, agentName: row.agentName };
}
