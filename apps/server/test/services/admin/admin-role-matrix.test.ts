import { calls, STAFF_GRANTS, STAFF_ROLES, type CallDef, type StaffPermission } from '@laurel/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.ts';
import { call, makeEntrant, seedCompetition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from './staff-fixtures.ts';

/*
 * Who may make each console call (docs/product.md#staff-roles), generated from the contract: every
 * `/admin` call × visitor, entrant, the three jury identities and the four staff roles. A role
 * whose grants lack the call's permission gets 401 without a session and 403 with one, before its
 * input is read, and nothing is written; a role that has it gets past the check (its answer is
 * then about its input). A new call joins the matrix by being in the contract.
 */

const JURY = { judge: 1, subJudge: 2, secondJudge: 3 } as const;
type Role = 'visitor' | 'entrant' | keyof typeof JURY | (typeof STAFF_ROLES)[number];
const ROLES: Role[] = ['visitor', 'entrant', 'judge', 'subJudge', 'secondJudge', ...STAFF_ROLES];

let t: TestApp;
const tokens = new Map<Role, string | undefined>();
let seasonId: number;
beforeAll(async () => {
  t = await createTestApp();
  seasonId = (await seedCompetition(t)).seasons.current;
  tokens.set('visitor', undefined);
  tokens.set('entrant', (await makeEntrant(t)).token);
  for (const [role, identity] of Object.entries(JURY)) tokens.set(role as Role, (await makeEntrant(t, { identity })).token);
  for (const role of STAFF_ROLES) tokens.set(role, (await makeStaff(t, role)).token);
});
afterAll(() => t?.close());

const adminCalls = Object.values(calls.admin) as CallDef[];
const permissionOf = (c: CallDef) => c.auth.replace(/^staff:/, '') as StaffPermission;
const may = (role: Role, c: CallDef) => (STAFF_ROLES as readonly string[]).includes(role) && STAFF_GRANTS[role as (typeof STAFF_ROLES)[number]].includes(permissionOf(c));

/** A request each call would act on if allowed: a refused role must not get further with it. */
const plausible = (c: CallDef) => ({
  query: c.query ? { seasonId, fromSeasonId: seasonId } : undefined,
  body: c.method === 'POST' ? { seasonId, id: null, email: 'nobody@example.com', staffRole: 'viewer', name: 'X', code: 'ABC', count: 1, prefix: '' } : undefined,
});

describe('the role × call matrix of the console', () => {
  it('covers every /admin call, each guarded by a staff permission', () => {
    expect(adminCalls.length).toBeGreaterThanOrEqual(21);
    for (const c of adminCalls) {
      expect(c.path.startsWith('/admin/') || c.path === '/admin' || c.path.startsWith('/admin'), c.path).toBe(true);
      expect(c.auth, c.path).toMatch(/^staff:/);
    }
    // And every /admin path of the contract is in calls.admin (none hides in another group).
    const elsewhere = Object.entries(calls).filter(([g]) => g !== 'admin').flatMap(([, group]) => Object.values(group as Record<string, CallDef>));
    expect(elsewhere.filter((c) => c.path.startsWith('/admin')).map((c) => c.path)).toEqual([]);
  });

  /**
   * A file call that lets the role in answers the file (a CSV export), not the envelope `call`
   * checks: only its status is read then. A refusal is the envelope either way.
   */
  const reach = async (c: CallDef, role: Role) => {
    if (!c.file || !may(role, c)) return call(t, c, { token: tokens.get(role), ...plausible(c) });
    const qs = new URLSearchParams(Object.entries(plausible(c).query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await t.app.inject({ method: c.method, url: `/api${c.path}?${qs}`, headers: { token: tokens.get(role)! } });
    return { status: res.statusCode };
  };

  const cells = adminCalls.flatMap((c) => ROLES.map((role) => ({ name: `${c.method} ${c.path} as ${role}`, c, role })));
  it.each(cells)('$name', async ({ c, role }) => {
    const [before] = await t.ctx.db.select({ n: count() }).from(auditLog);
    const res = await reach(c, role);
    if (may(role, c)) {
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    } else {
      expect(res.status).toBe(role === 'visitor' ? 401 : 403);
      const [after] = await t.ctx.db.select({ n: count() }).from(auditLog);
      expect(after!.n).toBe(before!.n);
    }
  });

  it('lets every staff role read and only the administrator set up', () => {
    expect(STAFF_GRANTS.viewer).toEqual(['read']);
    expect(STAFF_GRANTS.finance).not.toContain('settings');
    expect(STAFF_GRANTS.content).not.toContain('settings');
    expect(STAFF_GRANTS.administrator).toContain('settings');
  });
});
