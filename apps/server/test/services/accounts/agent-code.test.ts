import { register, sendVerifyCode } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCodes, users } from '../../../src/db/schema.ts';
import { codeMailedTo } from '../../helpers/accounts.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.insert(agentCodes).values([
    { code: 'Partner-01', agentName: 'Design Partners Asia' },
    { code: 'GONE', agentName: 'Former partner', isActive: false },
  ]);
});
afterAll(() => t.close());

/** What the register page sends when the visitor came through `/register?agent=…`. */
async function registerWith(email: string, agentCode: string) {
  expect((await call(t, sendVerifyCode, { body: { email } })).status).toBe(200);
  const code = await codeMailedTo(t, email);
  return call(t, register, { body: { email, password: 'Correct-horse-1', name: 'Agent Ref', code, agentCode } });
}

describe('an agent code from a ?agent= link is recorded on the entrant', () => {
  it('records the code as the organisers wrote it, whatever case the link used', async () => {
    const res = await registerWith('referred@example.com', 'PARTNER-01');
    expect(res.status).toBe(200);
    expect(res.data.user.agentCode).toBe('Partner-01');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'referred@example.com'));
    expect(row!.agentCode).toBe('Partner-01');
  });

  it('refuses an inactive agent code', async () => {
    const res = await registerWith('late@example.com', 'gone');
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({ agentCode: ['This agent code is not valid.'] });
  });
});
