import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: 'office@laurel.example' } });
});
afterAll(() => t.close());

const submit = (payload: object, ip = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url: '/api/index/submitContact', payload, remoteAddress: ip });

const mailTo = async (to: string, subject: string) => {
  for (let i = 0; i < 100; i++) {
    const mail = t.mails.find((m) => m.to.includes(to) && m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} about ${subject}`);
};

const message = { name: 'Ada Lovelace', email: 'Ada@Example.com', subject: 'Entering as a student', message: 'Hello!\n\nCan students <b>enter</b> for free?' };

describe('POST /api/index/submitContact', () => {
  it('stores the message and mails it to the organisers as HTML and text', async () => {
    const res = await submit(message);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({ id: expect.any(Number), receivedAt: expect.any(String) });
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, data.id));
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Entering as a student', ip: '192.0.2.1', userId: null });
    expect(row!.message).toBe(message.message);

    const mail = await mailTo('office@laurel.example', 'Entering as a student');
    expect(mail.text).toContain('Ada Lovelace <ada@example.com>');
    expect(mail.text).toContain('Can students <b>enter</b> for free?');
    // The visitor's markup arrives as text, never as markup.
    expect(mail.html).toContain('Can students &lt;b&gt;enter&lt;/b&gt; for free?');
    expect(mail.html).not.toContain('<b>enter</b>');
    expect(mail.raw).toMatch(/^Reply-To: ada@example\.com/m);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const res = await submit({ name: '', email: 'nope', message: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toEqual({
      name: ['This field is required'],
      email: ['Invalid format'],
      subject: ['This field is required'],
      message: ['Must be at most 5000 characters'],
    });
    expect((await t.ctx.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
  });

  it('limits messages per sender address', async () => {
    const email = 'chatty@example.com';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await submit({ ...message, email }, `192.0.2.${10 + i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const rows = await t.ctx.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows[0]!.n).toBe(3);
  });

  it('limits messages per client address', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await submit({ ...message, email: `sender${i}@example.com` }, '192.0.2.99')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await submit({ ...message, email: 'one-more@example.com' }, '192.0.2.99');
    expect(last.statusCode).toBe(429);
    expect(last.json().msg).toMatch(/try again in/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps a flood out: thirty messages at once from one client store ten, from one address three', async () => {
    const count_ = async (where: ReturnType<typeof eq>) => (await t.ctx.db.select({ n: count() }).from(contactMessages).where(where))[0]!.n;
    const ip = '198.51.100.7';
    const fromClient = await Promise.all(Array.from({ length: 30 }, (_, i) => submit({ ...message, email: `flood${i}@example.com` }, ip)));
    expect(fromClient.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(fromClient.filter((r) => r.statusCode === 429)).toHaveLength(20);
    expect(await count_(eq(contactMessages.ip, ip))).toBe(10);
    const email = 'flooder@example.com';
    const fromAddress = await Promise.all(Array.from({ length: 30 }, (_, i) => submit({ ...message, email }, `203.0.113.${i + 1}`)));
    expect(fromAddress.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await count_(eq(contactMessages.email, email))).toBe(3);
  });
});
