import type { AdminInvitationCode, CodeKind } from '@laurel/contract';
import type { invitationCodes } from '../../../db/schema.ts';

type CodeRow = typeof invitationCodes.$inferSelect;

/** A code's kind, from what it stores: 100 % is a waiver, an amount is fixed, else a percentage. */
export const codeKind = (r: Pick<CodeRow, 'discountPercent' | 'discountCents'>): CodeKind =>
  r.discountPercent >= 100 ? 'waiver' : r.discountCents > 0 ? 'fixed' : 'percent';

export const toAdminInvitationCode = (r: CodeRow): AdminInvitationCode => ({
  id: r.id,
  seasonId: r.seasonId,
  code: r.code,
  description: r.description,
  kind: codeKind(r),
  discountPercent: r.discountPercent,
  discountCents: r.discountCents,
  maxUses: r.maxUses,
  maxUsesPerEntrant: r.maxUsesPerEntrant,
  usedCount: r.usedCount,
  categoryIds: r.categoryIds,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  isActive: r.isActive,
});
