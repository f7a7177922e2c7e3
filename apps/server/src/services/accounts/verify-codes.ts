import { VERIFY_CODE_MAX_TRIES } from '@laurel/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { refuseField } from '../../lib/errors.ts';

/**
 * The limiter key of "one send per address per 60 s". The wait keeps an inbox from being flooded
 * with codes nobody used; once a code has been used the wait is lifted, so someone who has just
 * registered can at once ask for, say, a password-reset code.
 */
export const resendLimitKey = (email: string) => `code:addr:${email}`;

/**
 * Checks the newest unused code for an address and purpose and returns its id; a wrong code
 * costs one of five tries and the fifth burns it (issue 2). Throws a 422 on `code`.
 * Called outside the operation's transaction so a wrong try is counted even though the
 * operation fails; `markCodeUsed` then spends the code inside the transaction.
 */
export async function checkVerifyCode(
  db: DbLike,
  opts: { email: string; purpose: 'register' | 'reset'; code: string },
): Promise<number> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, opts.email),
        eq(verificationCodes.purpose, opts.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row) throw refuseField('code', 'verifyCodeWrong');
  if (row.attempts >= VERIFY_CODE_MAX_TRIES) throw refuseField('code', 'verifyCodeBurned');
  if (row.expiresAt.getTime() <= Date.now()) throw refuseField('code', 'verifyCodeExpired');
  if (!safeEqual(row.codeHash, sha256(`${opts.email}:${opts.code}`))) {
    const [after] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    throw refuseField('code', (after?.attempts ?? 0) >= VERIFY_CODE_MAX_TRIES ? 'verifyCodeBurned' : 'verifyCodeWrong');
  }
  return row.id;
}

/** Spends a checked code once; a second concurrent use finds it gone. */
export async function markCodeUsed(db: DbLike, codeId: number): Promise<void> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw refuseField('code', 'verifyCodeWrong');
}
