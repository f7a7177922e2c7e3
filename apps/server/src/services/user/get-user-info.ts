import type { UserInfo } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../../lib/errors.ts';
import { toUserInfo } from './to-user-info.ts';

export async function getUserInfo(ctx: AppContext, userId: number): Promise<UserInfo> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthorized();
  return toUserInfo(row);
}
