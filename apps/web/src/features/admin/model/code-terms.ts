import dayjs, { type Dayjs } from 'dayjs';
import type { AdminInvitationCode, CodeKind } from '@laurel/contract';
import { centsToDollars, dollarsToCents } from './money.ts';

/** What a code gives and allows, as the form holds it (a fixed discount in dollars). */
export interface CodeTermsValues {
  description: string;
  kind: CodeKind;
  discountPercent: number | null;
  discountDollars: number | null;
  maxUses: number | null;
  maxUsesPerEntrant: number | null;
  categoryIds: number[];
  expiresAt: Dayjs | null;
  isActive: boolean;
}

export const BLANK_TERMS: CodeTermsValues = {
  description: '',
  kind: 'percent',
  discountPercent: 10,
  discountDollars: null,
  maxUses: null,
  maxUsesPerEntrant: 1,
  categoryIds: [],
  expiresAt: null,
  isActive: true,
};

export const termsOf = (code: AdminInvitationCode): CodeTermsValues => ({
  description: code.description,
  kind: code.kind,
  discountPercent: code.discountPercent,
  discountDollars: centsToDollars(code.discountCents),
  maxUses: code.maxUses,
  maxUsesPerEntrant: code.maxUsesPerEntrant,
  categoryIds: code.categoryIds,
  expiresAt: code.expiresAt ? dayjs(code.expiresAt) : null,
  isActive: code.isActive,
});

/** The terms as the calls take them: only the kind's own discount counts, the other is 0. */
export const termsBody = (seasonId: number, v: CodeTermsValues) => ({
  seasonId,
  description: v.description ?? '',
  kind: v.kind,
  discountPercent: v.kind === 'percent' ? (v.discountPercent ?? 0) : 0,
  discountCents: v.kind === 'fixed' ? dollarsToCents(v.discountDollars ?? 0) : 0,
  maxUses: v.maxUses ?? null,
  maxUsesPerEntrant: v.maxUsesPerEntrant ?? null,
  categoryIds: v.categoryIds ?? [],
  expiresAt: v.expiresAt ? v.expiresAt.toISOString() : null,
  isActive: v.isActive,
});

/** Generated codes as a CSV file: one column, a header, a code per line. */
export const codesCsv = (codes: readonly string[]): string => ['code', ...codes].join('\r\n') + '\r\n';
