import { parseArgs } from 'node:util';
import { Email } from '@laurel/contract';
import type { AppContext } from '../core/context.ts';
import { setJuryRole as setJuryRoleService, type Identity, type SetJuryRoleResult } from '../services/accounts/people/set-jury-role.ts';

/*
 * `npm run jury:role` (jury-role.ts): who is on the jury, from the server's command line; the
 * console's people page (`/admin/people/setIdentity`) makes the same change through the same
 * service.
 */

/** What each identity means (docs/product.md#roles-and-identities). */
export const IDENTITY_NAMES = ['an entrant', 'a judge', 'a sub-judge', 'a second-level judge'] as const;
export type { Identity };

export interface JuryRoleInput {
  email: string;
  identity: Identity;
  /** The categories a sub-judge covers; null covers all (docs/product.md#assignment). */
  categoryIds: number[] | null;
}

/** Checks the command's arguments; on failure, one line per problem, naming the argument. */
export function parseJuryRoleArgs(args: string[]): { ok: true; input: JuryRoleInput } | { ok: false; problems: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { categories: { type: 'string' } } });
  } catch (err) {
    return { ok: false, problems: [(err as Error).message] };
  }
  const { positionals, values } = parsed;
  const problems: string[] = [];
  if (positionals.length !== 2) problems.push(`expected an e-mail address and an identity, got ${positionals.length} argument${positionals.length === 1 ? '' : 's'}`);
  const email = Email.safeParse(positionals[0]);
  if (positionals[0] !== undefined && !email.success) problems.push(`<email>: ${email.error.issues[0]?.message}`);
  const identityText = positionals[1];
  const identity = identityText !== undefined && /^[0-3]$/.test(identityText) ? (Number(identityText) as Identity) : null;
  if (identityText !== undefined && identity === null) problems.push('<identity>: must be 0 (entrant), 1 (judge), 2 (sub-judge) or 3 (second-level judge)');
  let categoryIds: number[] | null = null;
  if (values.categories !== undefined) {
    const parts = values.categories.split(',').map((p) => p.trim());
    if (parts.some((p) => !/^[1-9]\d{0,8}$/.test(p))) {
      problems.push('--categories: category ids separated by commas, such as 3,5 (leave it out to cover every category)');
    } else if (identity !== null && identity !== 2) {
      problems.push('--categories: only a sub-judge (identity 2) covers categories');
    } else {
      categoryIds = [...new Set(parts.map(Number))];
    }
  }
  if (problems.length || !email.success || identity === null) return { ok: false, problems };
  return { ok: true, input: { email: email.data, identity, categoryIds } };
}

export type JuryRoleResult = SetJuryRoleResult;

/**
 * The command's change, by the console's own service (services/accounts/people/set-jury-role.ts):
 * no actor, since the command runs on the server. Refusals are AppErrors with a reason code, which
 * the command prints in English (`jury-role.ts`).
 */
export const setJuryRole = (ctx: AppContext, input: JuryRoleInput): Promise<JuryRoleResult> =>
  setJuryRoleService(ctx, { who: { email: input.email }, identity: input.identity, categoryIds: input.categoryIds, actorId: null });

/** The line the command prints: who the account now is. */
export function describeJuryRole(r: JuryRoleResult): string {
  const role = `${r.email} is now ${IDENTITY_NAMES[r.identity]} (identity ${r.identity})`;
  if (r.identity !== 2) return `${role}.`;
  if (!r.categories.length) return `${role}, covering every category.`;
  return `${role}, covering ${r.categories.map((c) => `${c.name} (${c.id})`).join(', ')}.`;
}
