import type { AgentCodeCheck, InvitationCodeCheck } from '@laurel/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { agentCodes, invitationCodes } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';

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

export async function checkInvitationCode(
  ctx: AppContext,
  opts: { code: string; ip: string; now?: Date },
): Promise<InvitationCodeCheck> {
  await limit(ctx, opts.ip);
  const code = normal(opts.code);
  const [row] = await ctx.db.select().from(invitationCodes).where(eq(sql`upper(${invitationCodes.code})`, code)).limit(1);
  const reason = invitationCodeProblem(row, opts.now ?? new Date());
  if (reason || !row) return { code, valid: false, reason: reason ?? 'unknown', discountPercent: 0, description: '' };
  return { code, valid: true, reason: null, discountPercent: row.discountPercent, description: row.description };
}

/** Why a code gives nothing at `now`, or null when it is good. */
export function invitationCodeProblem(
  row: Pick<typeof invitationCodes.$inferSelect, 'isActive' | 'expiresAt' | 'maxUses' | 'usedCount'> | undefined,
  now: Date,
): InvitationCodeCheck['reason'] {
  if (!row) return 'unknown';
  if (!row.isActive) return 'inactive';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'used_up';
  return null;
}

export async function checkAgentCode(ctx: AppContext, opts: { code: string; ip: string }): Promise<AgentCodeCheck> {
  await limit(ctx, opts.ip);
  const code = normal(opts.code);
  const [row] = await ctx.db.select().from(agentCodes).where(eq(sql`upper(${agentCodes.code})`, code)).limit(1);
  if (!row) return { code, valid: false, reason: 'unknown', agentName: null };
  if (!row.isActive) return { code, valid: false, reason: 'inactive', agentName: null };
  return { code, valid: true, reason: null, agentName: row.agentName };
}
