import type { AdminAgentCode, SaveAgentCodeRequest } from '@laurel/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { agentCodes } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminAgentCodes } from './agent-codes.ts';
import { isUniqueViolation } from './unique-violation.ts';

type Input = z.output<typeof SaveAgentCodeRequest> & { actorId: number };

/**
 * `/admin/agentCodes/save`: makes or changes an agent code, stored upper-case. Renaming a code
 * leaves the accounts registered with the old one counted under the old text: they keep what
 * they typed.
 */
export async function saveAgentCode(ctx: AppContext, input: Input): Promise<AdminAgentCode> {
  const code = input.code.toUpperCase();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: agentCodes.id })
        .from(agentCodes)
        .where(and(eq(sql`upper(${agentCodes.code})`, code), input.id ? ne(agentCodes.id, input.id) : undefined));
      if (clash) throw refuse('codeTaken', { code });
      const fields = { code, agentName: input.agentName, isActive: input.isActive };
      if (input.id === null) {
        const [made] = await tx.insert(agentCodes).values(fields).returning({ id: agentCodes.id });
        await writeAudit(tx, { actorId: input.actorId, action: 'agentCode.create', subjectType: 'agentCode', subjectId: made!.id, after: fields });
        return made!.id;
      }
      const [before] = await tx.select().from(agentCodes).where(eq(agentCodes.id, input.id)).for('update');
      if (!before) throw refuse('codeNotFound');
      await tx.update(agentCodes).set(fields).where(eq(agentCodes.id, input.id));
      await writeAudit(tx, { actorId: input.actorId, action: 'agentCode.update', subjectType: 'agentCode', subjectId: input.id, before: { code: before.code, agentName: before.agentName, isActive: before.isActive }, after: fields });
      return input.id;
    });
    return (await adminAgentCodes(ctx.db, [id]))[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('codeTaken', { code });
    throw err;
  }
}
