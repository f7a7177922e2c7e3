import type { EraseJudging } from '@laurel/contract';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, savedViews, users } from '../../db/schema.ts';
import { newToken } from '../../lib/crypto.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { revokeUserSessions } from '../accounts/sessions.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { dropJudging } from './drop-judging.ts';
import { erasedAddress, eraseTraces } from './erase-traces.ts';
import { issueMissingInvoices } from './issue-missing-invoices.ts';
import { personScope } from './person-scope.ts';
import { purgeEntryFields } from './purge-entry-fields.ts';
import { scrubAudit } from './scrub-audit.ts';

/** Erasures run one at a time on every replica (a transaction-level advisory lock): rare, and never racing each other. */
const ERASE_LOCK_ID = 7311029;

/**
 * `/admin/people/erase` (docs/product.md#data-protection, docs/decisions/027-erasure-and-retention.md):
 * in one transaction, the account is anonymised (name, a unique `.invalid` address, phone, company,
 * country, codes, staff role; an unusable password; deactivated; `erased_at` set) and its sessions
 * end, on every replica once it commits; their entries lose their personal fields — those that won
 * nothing their work too; their contact messages, mails, invitations, codes and delivery addresses
 * are anonymised (erase-traces.ts); their judging is kept or dropped as asked; their values leave
 * the audit log's before and after (scrub-audit.ts). Invoices, credit notes, orders, refunds and fee
 * decisions stay as the law requires: a paid order without an invoice gets it first, naming the
 * buyer. Audited as `user.erase` with what was kept and what went, never the values.
 *
 * Refused: oneself (409), an account erased already (409), the last administrator (409), an
 * e-mail address typed that is not theirs (422). Twenty calls at once erase once: the others wait
 * for the lock and find the account erased.
 */
export async function erasePerson(ctx: AppContext, input: { userId: number; judging: EraseJudging; confirmEmail: string; actorId: number }): Promise<void> {
  if (input.userId === input.actorId) throw refuse('ownAccountErased');
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ERASE_LOCK_ID})`);
    const { user, entryIds } = await personScope(tx, input.userId, { forUpdate: true });
    if (user.erasedAt) throw refuse('personErased');
    if (input.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) throw refuseField('confirmEmail', 'eraseConfirmMismatch');
    if (user.staffRole === 'administrator') {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.staffRole, 'administrator'), ne(users.id, user.id), isNull(users.deactivatedAt), isNull(users.erasedAt)));
      if (!others?.n) throw refuse('lastAdministratorKept');
    }
    const invoicesIssued = await issueMissingInvoices(ctx, tx, { userId: user.id, entryIds, actorId: input.actorId });

    const awarded = await tx.select({ id: entries.id }).from(entries).where(and(eq(entries.userId, user.id), sql`(${entries.awardLevelId} is not null or ${entries.status} = 'awarded')`));
    const awardedIds = awarded.map((e) => e.id);
    const workDropped = entryIds.filter((id) => !awardedIds.includes(id));
    const personalOnly = await purgeEntryFields(tx, awardedIds, 'personal');
    const withWork = await purgeEntryFields(tx, workDropped, 'work');
    const traces = await eraseTraces(tx, { userId: user.id, email: user.email });
    const judging = input.judging === 'drop' ? await dropJudging(tx, user.id) : null;

    await revokeUserSessions(tx, user.id);
    await tx.delete(savedViews).where(eq(savedViews.userId, user.id));
    const now = new Date();
    await tx
      .update(users)
      .set({
        email: erasedAddress(user.id),
        name: `Erased ${user.id}`,
        // No password hashes to this: verifying any password against it fails.
        passwordHash: `erased:${newToken()}`,
        company: null,
        country: null,
        areaCode: null,
        phone: null,
        agentCode: null,
        invitationCode: null,
        staffRole: null,
        deactivatedAt: user.deactivatedAt ?? now,
        erasedAt: now,
      })
      .where(eq(users.id, user.id));
    const auditRows = await scrubAudit(tx, {
      userId: user.id,
      entryIds,
      workDropped,
      values: [user.email, user.name, user.phone, user.company, user.agentCode, user.invitationCode],
    });
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'user.erase',
      subjectType: 'user',
      subjectId: user.id,
      before: { erasedAt: null },
      after: {
        erasedAt: now.toISOString(),
        judging: input.judging,
        kept: ['invoices', 'creditNotes', 'paymentOrders', 'refunds', 'feeDecisions', ...(input.judging === 'keep' ? ['reviews', 'conflicts'] : []), 'awardedWork'],
        anonymised: {
          entriesPersonalFields: personalOnly.entries,
          entriesWithWork: withWork.entries,
          filesDetached: withWork.files,
          ...traces,
          auditRows,
        },
        dropped: judging ?? { reviews: 0, conflicts: 0, assignments: 0 },
        invoicesIssued,
      },
    });
  });
  // After the commit: another request could otherwise cache the rows about to go.
  await ctx.sessions.forgetUser(input.userId);
}
