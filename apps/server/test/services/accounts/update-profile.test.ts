import { getUserInfo, updateProfile } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/db/schema.ts';
import { call, makeEntrant, seedCompetition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCompetition(t);
});
afterAll(() => t.close());

describe('updateProfile', () => {
  it('changes name, company, country, phone and language, and audits it', async () => {
    const me = await makeEntrant(t);
    const res = await call(t, updateProfile, { token: me.token, body: { name: ' Mia Chen ', company: 'Studio Lumen', country: 'cn', areaCode: '+86', phone: '138 0000 0000', language: 'zh-CN' } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Mia Chen', company: 'Studio Lumen', country: 'CN', areaCode: '+86', phone: '138 0000 0000', language: 'zh-CN', email: me.email });
    expect((await call(t, getUserInfo, { token: me.token })).data).toMatchObject({ name: 'Mia Chen', company: 'Studio Lumen' });
    const cleared = await call(t, updateProfile, { token: me.token, body: { name: 'Mia Chen', company: '' } });
    expect(cleared.data).toMatchObject({ company: null, country: 'CN', phone: '138 0000 0000' });
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.profile'), eq(auditLog.actorId, me.id)));
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ before: { company: 'Studio Lumen' }, after: { company: null } });
  });

  it('refuses bad fields with 422 and changes nothing', async () => {
    const me = await makeEntrant(t, { name: 'Before' });
    const res = await call(t, updateProfile, { token: me.token, body: { name: '', country: 'China', areaCode: '86', phone: 'call me' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.msg).sort()).toEqual(['areaCode', 'country', 'name', 'phone']);
    expect((await t.ctx.db.select().from(users).where(eq(users.id, me.id)))[0]!.name).toBe('Before');
    expect((await call(t, updateProfile, { body: { name: 'X' } })).status).toBe(401);
  });
});
