import { listContactMessages, replyContactMessage, setContactMessageReplied, type ContactMessage } from '@laurel/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, mailOutbox } from '../../../src/db/schema.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * Contact messages in the console (docs/product.md#contact-messages): listed newest first,
 * replied or waiting, by a text; a reply goes through the outbox quoting the message, with the
 * organisers as Reply-To, once however often it is clicked; marking replied sends nothing. Read
 * with `read`, answered with `people`.
 */
let t: TestApp;
let admin: { id: number; token: string };
let viewer: { id: number; token: string };
let content: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: 'office@laurel.example' } });
  admin = await makeStaff(t, 'administrator');
  viewer = await makeStaff(t, 'viewer');
  content = await makeStaff(t, 'content');
});
afterAll(() => t?.close());

let seq = 0;
async function message(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  seq++;
  const [row] = await t.ctx.db
    .insert(contactMessages)
    .values({ name: `Visitor ${seq}`, email: `visitor${seq}@example.com`, subject: `Question ${seq}`, message: `Line one ${seq}\n\nLine <b>two</b>`, ip: '192.0.2.1', ...values })
    .returning();
  return row!;
}
const list = async (query: Record<string, unknown>, token = viewer.token) => {
  const res = await call(t, listContactMessages, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as { list: ContactMessage[]; total: number };
};
const reply = (body: Record<string, unknown>, token = admin.token) => call(t, replyContactMessage, { token, body: { language: 'en', ...body } });
const outboxOf = (id: number) => t.ctx.db.select().from(mailOutbox).where(like(mailOutbox.key, `contact-reply:${id}:%`));
const auditOf = (id: number) =>
  t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'contact_message'), eq(auditLog.subjectId, String(id)))).orderBy(asc(auditLog.id));

describe('listing contact messages', () => {
  it('lists newest first, replied or waiting, by a literal text', async () => {
    const tag = `t${Date.now() % 100000}`;
    const a = await message({ subject: `Deadline ${tag}`, createdAt: new Date('2026-11-01T10:00:00Z') });
    const b = await message({ message: `100%_sure ${tag}`, createdAt: new Date('2026-11-02T10:00:00Z') });
    const c = await message({ name: `Cy ${tag}`, createdAt: new Date('2026-11-03T10:00:00Z'), repliedAt: new Date(), repliedBy: admin.id, reply: 'Done' });
    const all = await list({ q: tag });
    expect(all.total).toBe(3);
    expect(all.list.map((m) => m.id)).toEqual([c.id, b.id, a.id]);
    expect(all.list[0]).toMatchObject({ reply: 'Done', repliedBy: { id: admin.id, name: 'Staff administrator' } });
    expect(all.list[1]).toMatchObject({ message: `100%_sure ${tag}`, repliedAt: null, repliedBy: null, reply: null });
    expect((await list({ q: tag, replied: false })).list.map((m) => m.id)).toEqual([b.id, a.id]);
    expect((await list({ q: tag, replied: true })).list.map((m) => m.id)).toEqual([c.id]);
    expect((await list({ q: '100%_sure' })).list.map((m) => m.id)).toEqual([b.id]);
    expect((await list({ q: '100%%' })).list).toEqual([]);
    expect((await list({ q: a.email.toUpperCase() })).list.map((m) => m.id)).toEqual([a.id]);
    const page2 = await list({ q: tag, page: 2, pageSize: 2 });
    expect(page2.list.map((m) => m.id)).toEqual([a.id]);
  });

  it('refuses what is not a filter, and anyone outside the console', async () => {
    for (const query of [{ replied: 'maybe' }, { q: 'x'.repeat(101) }, { q: 'a\u0000b' }, { page: 0 }, { pageSize: 101 }]) {
      expect((await call(t, listContactMessages, { token: viewer.token, query })).status, JSON.stringify(query)).toBe(422);
    }
    expect((await call(t, listContactMessages, { query: {} })).status).toBe(401);
  });
});

describe('replying', () => {
  it('mails the reply quoting the message, Reply-To the organisers, and marks it replied', async () => {
    const m = await message({ name: 'Ada <Lovelace>' });
    const res = await reply({ id: m.id, reply: 'Yes, students enter free.\n\nSee the rules.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({ id: m.id, reply: 'Yes, students enter free.\n\nSee the rules.', repliedBy: { id: admin.id } });
    expect(res.data.repliedAt).not.toBeNull();
    await t.settleMail();
    const mail = t.mails.find((x) => x.to.includes(m.email))!;
    expect(mail.subject).toContain(`Re: ${m.subject}`);
    expect(mail.raw).toMatch(/^Reply-To: office@laurel\.example/m);
    expect(mail.text).toContain('Dear Ada <Lovelace>,');
    expect(mail.text).toContain('Yes, students enter free.');
    expect(mail.text).toContain(`> Line one ${seq}`);
    expect(mail.html).toContain('Ada &lt;Lovelace&gt;');
    expect(mail.html).toContain('Line &lt;b&gt;two&lt;/b&gt;');
    const audit = await auditOf(m.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'contact.reply', before: { repliedAt: null, reply: null }, after: { reply: 'Yes, students enter free.\n\nSee the rules.', repliedBy: admin.id } });
  });

  it('sends one mail for twenty replies at once; a second reply needs `again`', async () => {
    const m = await message();
    const results = await Promise.all(Array.from({ length: 20 }, () => reply({ id: m.id, reply: 'Once.' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.reason === 'contactAlreadyReplied')).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await outboxOf(m.id)).toHaveLength(1);
    // The same words again: the same mail, nothing changes; other words are a second reply.
    const same = await Promise.all(Array.from({ length: 5 }, () => reply({ id: m.id, reply: 'Once.', again: true })));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(await outboxOf(m.id)).toHaveLength(1);
    expect((await reply({ id: m.id, reply: 'And a second thing.', again: true })).data).toMatchObject({ reply: 'And a second thing.' });
    expect(await outboxOf(m.id)).toHaveLength(2);
    expect((await auditOf(m.id)).map((a) => a.action)).toEqual(['contact.reply', 'contact.reply']);
  });

  it('uses the language asked for', async () => {
    const m = await message();
    await reply({ id: m.id, reply: '可以。', language: 'zh-CN' });
    const [row] = await outboxOf(m.id);
    expect(row!.subject).toContain('回复：');
    expect(row!.text).toContain('您的留言：');
  });

  it('refuses bad input, a message that does not exist, and roles without `people`, changing nothing', async () => {
    const m = await message();
    for (const body of [{ id: m.id, reply: '' }, { id: m.id, reply: 'x'.repeat(5001) }, { id: 'x', reply: 'a' }, { id: m.id, reply: 'a', language: 'fr' }, { id: m.id, reply: 'a', again: 'yes' }]) {
      expect((await reply(body)).status, JSON.stringify(body)).toBe(422);
    }
    const missing = await reply({ id: 2_000_000_000, reply: 'a' });
    expect(missing.status).toBe(404);
    expect(missing.body.reason).toBe('contactMessageNotFound');
    expect((await reply({ id: m.id, reply: 'a' }, viewer.token)).status).toBe(403);
    expect((await reply({ id: m.id, reply: 'a' }, content.token)).status).toBe(403);
    expect((await call(t, setContactMessageReplied, { token: content.token, body: { id: m.id, replied: true } })).status).toBe(403);
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, m.id));
    expect(row).toMatchObject({ repliedAt: null, reply: null });
    expect(await outboxOf(m.id)).toEqual([]);
    expect(await auditOf(m.id)).toEqual([]);
  });
});

describe('marking replied', () => {
  it('marks replied or waiting without mail, audited once per change', async () => {
    const m = await message();
    const set = (replied: boolean) => call(t, setContactMessageReplied, { token: admin.token, body: { id: m.id, replied } });
    expect((await set(true)).data).toMatchObject({ repliedBy: { id: admin.id }, reply: null });
    expect((await set(true)).status).toBe(200);
    expect((await set(false)).data).toMatchObject({ repliedAt: null, repliedBy: null });
    expect(await outboxOf(m.id)).toEqual([]);
    expect((await auditOf(m.id)).map((a) => a.action)).toEqual(['contact.markReplied', 'contact.markWaiting']);
    expect((await call(t, setContactMessageReplied, { token: admin.token, body: { id: 2_000_000_000, replied: true } })).status).toBe(404);
  });
});
