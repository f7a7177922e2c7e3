import type { DbLike } from '../../../db/client.ts';
import { eq } from 'drizzle-orm';
import { juryInvitations } from '../../../db/schema.ts';
import { sha256 } from '../../../lib/crypto.ts';
import { refuse } from '../../../lib/errors.ts';
import { invitationState, type InvitationRow } from './invitation-view.ts';

/**
 * The invitation behind a link's token, looked up by its SHA-256 (the table keeps nothing else of
 * it), locked when `forUpdate`; refused clearly when the link is unknown (or replaced by a newer
 * mail), expired, withdrawn or used.
 */
export async function openInvitation(db: DbLike, token: string, opts: { forUpdate?: boolean } = {}): Promise<InvitationRow> {
  const query = db.select().from(juryInvitations).where(eq(juryInvitations.tokenHash, sha256(token)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw refuse('invitationLinkInvalid');
  const state = invitationState(row);
  if (state === 'accepted') throw refuse('invitationUsed');
  if (state === 'revoked') throw refuse('invitationRevoked');
  if (state === 'expired') throw refuse('invitationExpired');
  return row;
}
