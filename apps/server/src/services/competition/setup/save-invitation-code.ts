import type { AdminInvitationCode, SaveInvitationCodeRequest } from '@laurel/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { invitationCodes } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { codeTerms } from './code-terms.ts';
import { toAdminInvitationCode } from './code-view.ts';
import { findSetupRow } from './find-setup-row.ts';
import { isUniqueViolation } from './unique-violation.ts';

type Input = z.output<typeof SaveInvitationCodeRequest> & { actorId: number };

const auditable = (r: typeof invitationCodes.$inferSelect) => {
  const { id: _id, createdAt: _c, usedCount: _u, ...rest } = r;
  return { ...rest, expiresAt: rest.expiresAt?.toISOString() ?? null };
};

/**
 * `/admin/invitationCodes/save`: makes or changes a code. Codes are stored upper-case, as typed
 * codes are compared (check-codes.ts); one per season. Uses already made stay counted.
 */
export async function saveInvitationCode(ctx: AppContext, input: Input): Promise<AdminInvitationCode> {
  const code = input.code.toUpperCase();
  try {
    return await ctx.db.transaction(async (tx) => {
      await findSetupRow(tx, 'season', input.seasonId);
      const terms = await codeTerms(tx, input);
      const [clash] = await tx
        .select({ id: invitationCodes.id })
        .from(invitationCodes)
        .where(and(eq(invitationCodes.seasonId, input.seasonId), eq(sql`upper(${invitationCodes.code})`, code), input.id ? ne(invitationCodes.id, input.id) : undefined));
      if (clash) throw refuse('codeTaken', { code });
      if (input.id === null) {
        const [made] = await tx.insert(invitationCodes).values({ code, ...terms }).returning();
        await writeAudit(tx, { actorId: input.actorId, action: 'invitationCode.create', subjectType: 'invitationCode', subjectId: made!.id, after: auditable(made!) });
        return toAdminInvitationCode(made!);
      }
      const [before] = await tx.select().from(invitationCodes).where(eq(invitationCodes.id, input.id)).for('update');
      if (!before || before.seasonId !== input.seasonId) throw refuse('codeNotFound');
      const [after] = await tx.update(invitationCodes).set({ code, ...terms }).where(eq(invitationCodes.id, input.id)).returning();
      await writeAudit(tx, { actorId: input.actorId, action: 'invitationCode.update', subjectType: 'invitationCode', subjectId: input.id, before: auditable(before), after: auditable(after!) });
      return toAdminInvitationCode(after!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('codeTaken', { code });
    throw err;
  }
}
