import { z } from 'zod';
import { Id, IdArray, QueryId, requiredString, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { defineCall } from '../define.ts';
import { CODE_MAX } from '../limits.ts';
import { OptionalDateTime, PriceCents } from './fields.ts';

/*
 * Invitation and agent codes in the console (docs/product.md#fees): what a code takes off the
 * entry fee, how often it may be used, until when, in which categories; agents with the entrants
 * they referred.
 */

export const CODE_DESCRIPTION_MAX = 200;
export const CODES_GENERATED_MAX = 1000;
export const CODE_PREFIX_MAX = 12;

/** Letters, digits and dashes: what a person can type from a printed card. */
export const CodeText = requiredString(CODE_MAX).regex(/^([A-Za-z0-9][A-Za-z0-9-]*)?$/, m.pattern());

/** `percent` takes a share off, `fixed` an amount, `waiver` the whole fee. */
export const CodeKind = z.enum(['percent', 'fixed', 'waiver']);
export type CodeKind = z.infer<typeof CodeKind>;

export const AdminInvitationCode = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: CodeKind,
  discountPercent: z.number().int(),
  discountCents: z.number().int(),
  maxUses: z.number().int().nullable(),
  maxUsesPerEntrant: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** Empty: every category. */
  categoryIds: z.array(z.number().int()),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminInvitationCode = z.infer<typeof AdminInvitationCode>;

export const listInvitationCodes = defineCall({
  method: 'GET',
  path: '/admin/invitationCodes',
  summary: "A season's invitation codes with their use",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ seasonId: QueryId }),
  response: z.array(AdminInvitationCode),
});

/** What a code gives and allows, shared by one code and a batch. */
const CodeTerms = {
  seasonId: Id,
  description: storableString(m.type).trim().max(CODE_DESCRIPTION_MAX, m.max(CODE_DESCRIPTION_MAX)),
  kind: CodeKind,
  /** For `percent`: 1–99 (100 is a waiver). */
  discountPercent: z.number().int().min(0).max(99),
  /** For `fixed`. */
  discountCents: PriceCents,
  maxUses: z.number().int().min(1).max(1_000_000).nullable(),
  maxUsesPerEntrant: z.number().int().min(1).max(1000).nullable(),
  categoryIds: IdArray(500, 0),
  expiresAt: OptionalDateTime,
  isActive: z.boolean(),
};

export const SaveInvitationCodeRequest = z.object({ id: Id.nullable(), code: CodeText, ...CodeTerms });
export type SaveInvitationCodeRequest = z.input<typeof SaveInvitationCodeRequest>;

export const saveInvitationCode = defineCall({
  method: 'POST',
  path: '/admin/invitationCodes/save',
  summary: 'Make or change an invitation code',
  tag: 'admin',
  auth: 'staff:settings',
  body: SaveInvitationCodeRequest,
  response: AdminInvitationCode,
});

export const GenerateCodesRequest = z.object({
  count: z.number().int().min(1).max(CODES_GENERATED_MAX),
  prefix: requiredString(CODE_PREFIX_MAX, 0).regex(/^([A-Za-z0-9][A-Za-z0-9-]*)?$/, m.pattern()),
  ...CodeTerms,
});
export type GenerateCodesRequest = z.input<typeof GenerateCodesRequest>;

export const generateInvitationCodes = defineCall({
  method: 'POST',
  path: '/admin/invitationCodes/generate',
  summary: 'Make many single-entrant codes with the same terms at once',
  tag: 'admin',
  auth: 'staff:settings',
  body: GenerateCodesRequest,
  response: z.object({ codes: z.array(z.string()) }),
});

export const AdminAgentCode = z.object({
  id: z.number().int(),
  code: z.string(),
  agentName: z.string(),
  isActive: z.boolean(),
  /** Accounts registered with the code. */
  referrals: z.number().int(),
  /** Entries those accounts submitted, in any season. */
  referredEntries: z.number().int(),
});
export type AdminAgentCode = z.infer<typeof AdminAgentCode>;

export const listAgentCodes = defineCall({
  method: 'GET',
  path: '/admin/agentCodes',
  summary: 'Agent codes with the entrants and entries they referred',
  tag: 'admin',
  auth: 'staff:read',
  response: z.array(AdminAgentCode),
});

export const SaveAgentCodeRequest = z.object({ id: Id.nullable(), code: CodeText, agentName: requiredString(120), isActive: z.boolean() });
export type SaveAgentCodeRequest = z.input<typeof SaveAgentCodeRequest>;

export const saveAgentCode = defineCall({
  method: 'POST',
  path: '/admin/agentCodes/save',
  summary: 'Make or change an agent code',
  tag: 'admin',
  auth: 'staff:settings',
  body: SaveAgentCodeRequest,
  response: AdminAgentCode,
});

export const codeCalls = { listInvitationCodes, saveInvitationCode, generateInvitationCodes, listAgentCodes, saveAgentCode } as const;
