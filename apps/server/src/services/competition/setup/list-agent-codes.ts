import type { AdminAgentCode } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { adminAgentCodes } from './agent-codes.ts';

/** `/admin/agentCodes`: every agent code with its referrals. Agents work across seasons. */
export const listAgentCodes = (ctx: AppContext): Promise<AdminAgentCode[]> => adminAgentCodes(ctx.db);
