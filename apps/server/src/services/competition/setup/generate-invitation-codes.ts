import { randomInt } from 'node:crypto';
import type { GenerateCodesRequest } from '@laurel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { invitationCodes } from '../../../db/schema.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { codeTerms } from './code-terms.ts';
import { findSetupRow } from './find-setup-row.ts';

type Input = z.output<typeof GenerateCodesRequest> & { actorId: number };

/** Letters and digits a person reads off a card without doubt: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 8;

const randomPart = () => Array.from({ length: RANDOM_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * `/admin/invitationCodes/generate`: `count` codes with the same terms, each `PREFIX-XXXXXXXX`
 * with eight random characters (31^8, about 850 billion, so guessing one is hopeless within the
 * check's rate limit). A code that happens to exist is drawn again. Unless the organiser sets
 * caps, each is for one entry of one entrant: the batch is for handing out one by one.
 */
export async function generateInvitationCodes(ctx: AppContext, input: Input): Promise<{ codes: string[] }> {
  const prefix = input.prefix.toUpperCase();
  const codes = await ctx.db.transaction(async (tx) => {
    await findSetupRow(tx, 'season', input.seasonId);
    const terms = await codeTerms(tx, { ...input, maxUses: input.maxUses ?? 1, maxUsesPerEntrant: input.maxUsesPerEntrant ?? 1 });
    const made: string[] = [];
    while (made.length < input.count) {
      const batch = Array.from({ length: input.count - made.length }, () => (prefix ? `${prefix}-${randomPart()}` : randomPart()));
      const rows = await tx.insert(invitationCodes).values(batch.map((code) => ({ code, ...terms }))).onConflictDoNothing().returning({ code: invitationCodes.code });
      made.push(...rows.map((r) => r.code));
    }
    await writeAudit(tx, { actorId: input.actorId, action: 'invitationCode.generate', subjectType: 'season', subjectId: input.seasonId, after: { count: made.length, prefix, ...terms, expiresAt: terms.expiresAt?.toISOString() ?? null } });
    return made;
  });
  return { codes };
}
