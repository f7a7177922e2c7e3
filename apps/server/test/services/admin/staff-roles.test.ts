import { getUserInfo, listSeasons, listStaff, setStaffRole } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.ts';
import { call, makeEntrant } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from './staff-fixtures.ts';

/* Staff roles (docs/product.md#staff-roles): given and taken by an administrator, in force at once. */

let t: TestApp;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t, 'administrator');
});
afterAll(() => t?.close());

describe('staff roles', () => {
  it('gives a role by e-mail, in force from the next request, audited; takes it away again', async () => {
    const person = await makeEntrant(t);
    expect((await call(t, listSeasons, { token: person.token })).status).toBe(403);
    const res = await call(t, setStaffRole, { token: admin.token, body: { email: person.email.toUpperCase(), staffRole: 'viewer' } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: person.id, staffRole: 'viewer' });
    expect((await call(t, listSeasons, { token: person.token })).status).toBe(200);
    expect((await call(t, getUserInfo, { token: person.token })).data.staffRole).toBe('viewer');
    const staff = await call(t, listStaff, { token: person.token });
    expect(staff.data.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([admin.id, person.id]));
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.setStaffRole'), eq(auditLog.subjectId, String(person.id))));
    expect(audit).toMatchObject({ actorId: admin.id, before: { staffRole: null }, after: { staffRole: 'viewer' } });
    await call(t, setStaffRole, { token: admin.token, body: { email: person.email, staffRole: null } });
    expect((await call(t, listSeasons, { token: person.token })).status).toBe(403);
  });

  it('refuses an unknown address, and an administrator taking their own role away', async () => {
    expect((await call(t, setStaffRole, { token: admin.token, body: { email: 'nobody@example.com', staffRole: 'viewer' } })).status).toBe(404);
    const own = await call(t, setStaffRole, { token: admin.token, body: { email: (await call(t, getUserInfo, { token: admin.token })).data.email, staffRole: 'viewer' } });
    expect(own.status).toBe(409);
    expect(own.body.reason).toBe('ownRoleKept');
  });

  it('refuses a viewer giving roles', async () => {
    const viewer = await makeStaff(t, 'viewer');
    const person = await makeEntrant(t);
    expect((await call(t, setStaffRole, { token: viewer.token, body: { email: person.email, staffRole: 'administrator' } })).status).toBe(403);
  });
});
