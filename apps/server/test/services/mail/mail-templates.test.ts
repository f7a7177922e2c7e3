import {
  getMailTemplate,
  listMailLog,
  listMailTemplates,
  payEntryFee,
  previewMailTemplate,
  resetMailTemplate,
  saveMailTemplate,
  sendTestMail,
  sendVerifyCode,
} from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, mailTemplates } from '../../../src/db/schema.ts';
import { MAIL_KINDS, MERGE_FIELDS } from '../../../src/mail/kinds.ts';
import { checkTemplate } from '../../../src/mail/merge.ts';
import { juryInvitationMail } from '../../../src/mail/templates/jury-invitation.ts';
import { paymentNoticeMail } from '../../../src/mail/templates/payment-notice.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import type { CapturedMail } from '../../helpers/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * The console's mail templates (docs/product.md#mail-templates, docs/decisions/021-mail-templates.md):
 * an organiser's subject and body replace a mail's default words — merge fields checked on save,
 * every value escaped — in the mail the product then sends; a preview and a test mail to oneself;
 * and the outbox's log per person.
 */

describe('the merge-field check', () => {
  const fields = ['entrant.name', 'entry.title'];
  it('passes known fields, spaces inside the braces and single braces', () => {
    expect(checkTemplate('Dear {{entrant.name}}, {{ entry.title }} {a} }', fields)).toBeNull();
  });
  it('names an unknown field', () => {
    expect(checkTemplate('Hi {{entrant.email}}', fields)).toEqual({ reason: 'unknown', field: 'entrant.email' });
  });
  it('finds a stray or unclosed {{ and a mark that is not a field name', () => {
    expect(checkTemplate('Dear {{entrant.name}, thanks', fields)).toMatchObject({ reason: 'malformed' });
    expect(checkTemplate('Dear {{entrant.name', fields)).toMatchObject({ reason: 'malformed' });
    expect(checkTemplate('Dear entrant.name}}', fields)).toMatchObject({ reason: 'malformed' });
    expect(checkTemplate('Dear {{name}}', fields)).toEqual({ reason: 'malformed', near: '{{name}}' });
    expect(checkTemplate('Dear {{}}', fields)).toMatchObject({ reason: 'malformed' });
  });
  it('holds every default text of every kind to its own fields, and documents every field', () => {
    for (const def of MAIL_KINDS) {
      for (const l of ['en', 'zh-CN'] as const) {
        const d = def.defaults(l);
        expect(checkTemplate(d.subject, def.fields), `${def.kind} ${l} subject`).toBeNull();
        expect(checkTemplate(d.body, def.fields), `${def.kind} ${l} body`).toBeNull();
      }
      for (const f of def.fields) expect(MERGE_FIELDS[f], f).toBeDefined();
      for (const f of def.links) expect(def.fields).toContain(f);
    }
  });
});

describe('a saved template in the mail', () => {
  const order = { to: 'mia@example.com', siteName: 'Laurel', name: '<b>Mia</b>', entryId: 42, title: '<script>alert(1)</script> & “Fold”', feeKind: 'entry' as const, amountCents: 29_900, orderNo: 'E1', accountUrl: 'https://laurel.test/account?a=1&b=<x>' };

  it('escapes hostile merge values and the organiser’s own markup into the HTML; the text part keeps them as typed', () => {
    const mail = paymentNoticeMail({
      ...order,
      language: 'en',
      event: 'paid',
      custom: { subject: 'Thanks {{entrant.name}}\nBcc: x@evil.test', body: '# Paid <i>now</i>\n\nDear {{entrant.name}},\nfor {{entry.title}}\n\n<a href="javascript:alert(1)">click</a>' },
    });
    expect(mail.subject).toBe('Thanks <b>Mia</b> Bcc: x@evil.test');
    expect(mail.html).not.toMatch(/<script|<b>|<i>|<a /);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; “Fold”');
    expect(mail.html).toContain('Dear &lt;b&gt;Mia&lt;/b&gt;,<br>for &lt;script&gt;');
    expect(mail.html).toContain('<h1 style="margin:0 0 16px;font-size:22px">Paid &lt;i&gt;now&lt;/i&gt;</h1>');
    expect(mail.html).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt;');
    // The essential link, not in the body, is added after it; the footer stays.
    expect(mail.html).toContain('https://laurel.test/account?a=1&amp;b=&lt;x&gt;');
    expect(mail.text).toContain('for <script>alert(1)</script> & “Fold”');
    expect(mail.text).toContain('You receive this e-mail because of a payment made with this account.');
  });

  it('puts a value with blank lines or a heading mark inside its paragraph, and never reads a value for fields', () => {
    const mail = paymentNoticeMail({ ...order, title: 'A\n\n# B {{order.no}}', language: 'en', event: 'paid', custom: { subject: 'S', body: 'Title: {{entry.title}}' } });
    expect(mail.html).not.toContain('<h1');
    expect(mail.text).toContain('Title: A # B {{order.no}}');
  });

  it('keeps a sandbox payment’s test warning in the subject and first', () => {
    const mail = paymentNoticeMail({ ...order, language: 'en', event: 'paid', test: true, custom: { subject: 'Paid', body: 'Thanks' } });
    expect(mail.subject).toBe('[TEST] Paid');
    expect(mail.text.indexOf('TEST – no payment was made')).toBeLessThan(mail.text.indexOf('Thanks'));
  });
});

describe('a saved jury invitation', () => {
  it('fills the season, role and categories, and keeps the link when the body leaves it out', () => {
    const mail = juryInvitationMail({
      to: 'lena@example.com',
      language: 'en',
      siteName: 'Laurel',
      kind: 'invite',
      name: '',
      identity: 2,
      season: '2027 season',
      categories: ['Furniture', 'Lighting'],
      acceptUrl: 'https://laurel.test/invitation?token=abc',
      expiresAt: new Date('2026-12-11T13:00:00Z'),
      custom: { subject: 'Join {{season.name}}', body: 'You would be {{jury.role}} for {{jury.categories}}, until {{invitation.expires}}.' },
    });
    expect(mail.subject).toBe('Join 2027 season');
    expect(mail.text).toContain('You would be a sub-judge for Furniture, Lighting, until 11 December 2026, 13:00 UTC.');
    expect(mail.text).toContain('https://laurel.test/invitation?token=abc');
  });
});

describe('mail templates in the console', () => {
  let t: TestApp;
  let comp: Competition;
  let content: Awaited<ReturnType<typeof makeStaff>>;
  let viewer: Awaited<ReturnType<typeof makeStaff>>;
  let people: Awaited<ReturnType<typeof makeStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://laurel.test' } });
    comp = await seedCompetition(t);
    content = await makeStaff(t, 'content');
    viewer = await makeStaff(t, 'viewer');
    people = await makeStaff(t, 'administrator');
  });
  afterAll(() => t?.close());

  const saved = (kind: string) => t.ctx.db.select().from(mailTemplates).where(eq(mailTemplates.kind, kind));

  async function mailTo(email: string, subject: RegExp): Promise<CapturedMail> {
    for (let i = 0; i < 250; i++) {
      const mail = t.mails.find((m) => m.to.includes(email) && subject.test(m.subject));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${email} matching ${subject}`);
  }

  it('lists every kind with its defaults, none customised, to any staff role', async () => {
    const list = await call(t, listMailTemplates, { token: viewer.token });
    expect(list.status).toBe(200);
    expect(list.data.map((k: { kind: string }) => k.kind)).toEqual(expect.arrayContaining(['payment.paid', 'verify-code.register', 'entry.awarded', 'review-reminder', 'jury-invitation', 'jury-invitation-reminder']));
    expect(list.data.every((k: { customised: object }) => JSON.stringify(k.customised) === '{"en":false,"zh-CN":false}')).toBe(true);
    const one = await call(t, getMailTemplate, { token: viewer.token, query: { kind: 'payment.paid' } });
    expect(one.data.languages.en.default.subject).toBe('Receipt: {{fee.amount}} for {{fee.name}} — {{site.name}}');
    expect(one.data.languages['zh-CN'].default.body).toContain('{{entrant.name}}，您好：');
    expect(one.data.languages.en.saved).toBeNull();
    expect(one.data.essential).toEqual(['link.account']);
    expect(one.data.fields.map((f: { key: string }) => f.key)).toContain('fee.amount');
    expect((await call(t, getMailTemplate, { token: viewer.token, query: { kind: 'nothing' } })).status).toBe(404);
  });

  it('refuses an unknown merge field or a malformed {{, naming the field and the language; nothing is saved', async () => {
    const good = { subject: 'Receipt {{fee.amount}}', body: 'Dear {{entrant.name}}' };
    const unknown = await call(t, saveMailTemplate, { token: content.token, body: { kind: 'payment.paid', en: good, zh: { subject: '收据', body: '{{entrant.email}} 您好' } } });
    expect(unknown.status).toBe(422);
    expect(unknown.msg).toEqual({ 'zh.body': [expect.stringContaining('{{entrant.email}}')] });
    const malformed = await call(t, saveMailTemplate, { token: content.token, body: { kind: 'payment.paid', en: { subject: 'Receipt {{fee.amount}', body: 'x' }, zh: null } });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.msg)).toEqual(['en.subject']);
    expect(await saved('payment.paid')).toEqual([]);
    // And a viewer may look but not save.
    expect((await call(t, saveMailTemplate, { token: viewer.token, body: { kind: 'payment.paid', en: good, zh: null } })).status).toBe(403);
  });

  it('sends the edited receipt when a payment is then made: the new subject and body, the footer and link kept', async () => {
    const res = await call(t, saveMailTemplate, {
      token: content.token,
      body: {
        kind: 'payment.paid',
        en: { subject: 'Thank you, {{entrant.name}}: {{fee.amount}} received', body: '# With thanks\n\nDear {{entrant.name}}, order {{order.no}} for “{{entry.title}}” is paid.' },
        zh: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.data.customised).toEqual({ en: true, 'zh-CN': false });
    expect(res.data.languages.en.saved).toMatchObject({ subject: 'Thank you, {{entrant.name}}: {{fee.amount}} received', updatedBy: 'Staff content' });
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'mailTemplate.save'), eq(auditLog.subjectId, 'payment.paid:en')));
    expect(audit).toMatchObject({ actorId: content.id, before: null, after: { subject: 'Thank you, {{entrant.name}}: {{fee.amount}} received' } });

    const me = await makeEntrant(t, { name: 'Mia <Chen>' });
    const zhMe = await makeEntrant(t, { name: '陈米娅', language: 'zh-CN' });
    for (const who of [me, zhMe]) {
      const entry = await insertEntry(t, { userId: who.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', title: 'Fold & <chair>' });
      const { data: order } = await call(t, payEntryFee, { token: who.token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
      const { rawBody, signature } = t.ctx.payments.sandbox!.signCallback({ orderNo: order.orderNo, status: 'paid', amountCents: 29_900, currency: 'USD', providerReference: 'SBX-1' });
      await t.app.inject({ method: 'POST', url: '/api/notify/sandbox', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, payload: rawBody });
    }
    const receipt = await mailTo(me.email, /received$/);
    expect(receipt.subject).toBe('[TEST] Thank you, Mia <Chen>: $299.00 received');
    expect(receipt.text).toMatch(/Dear Mia <Chen>, order E\w+ for “Fold & <chair>” is paid\./);
    expect(receipt.html).toContain('With thanks</h1>');
    expect(receipt.html).toContain('Dear Mia &lt;Chen&gt;');
    expect(receipt.text).toContain('https://laurel.test/account');
    expect(receipt.text).toContain('You receive this e-mail because of a payment made with this account.');
    expect(receipt.text).not.toContain('Your invoice can be downloaded');
    // Chinese was not edited: the default receipt.
    const zh = await mailTo(zhMe.email, /付款收据/);
    expect(zh.subject).toBe('【测试】 付款收据：报名费 $299.00 — Laurel Design Award');
  });

  it('gives a language back its default on reset, audited', async () => {
    const res = await call(t, resetMailTemplate, { token: content.token, body: { kind: 'payment.paid', language: 'en' } });
    expect(res.status).toBe(200);
    expect(res.data.customised.en).toBe(false);
    expect(await saved('payment.paid')).toEqual([]);
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'mailTemplate.reset'));
    expect(audit).toMatchObject({ subjectId: 'payment.paid:en', after: null, before: { subject: 'Thank you, {{entrant.name}}: {{fee.amount}} received' } });
  });

  it('saves a text sent back exactly as its default as the default', async () => {
    const { data } = await call(t, getMailTemplate, { token: content.token, query: { kind: 'entry.submitted' } });
    const res = await call(t, saveMailTemplate, { token: content.token, body: { kind: 'entry.submitted', en: data.languages.en.default, zh: { subject: '已收到：{{entry.title}}', body: '{{entrant.name}}，您好' } } });
    expect(res.data.customised).toEqual({ en: false, 'zh-CN': true });
  });

  it('previews a draft with sample data, the code of a verification mail kept, and refuses an unknown field', async () => {
    const res = await call(t, previewMailTemplate, { token: viewer.token, body: { kind: 'verify-code.register', language: 'zh-CN', subject: '{{site.name}} 验证码', body: '# 欢迎\n\n验证码 {{code.minutes}} 分钟内有效。' } });
    expect(res.status).toBe(200);
    expect(res.data.subject).toBe('Laurel Design Award 验证码');
    expect(res.data.html).toContain('欢迎</h1>');
    expect(res.data.text).toContain('验证码 10 分钟内有效。');
    expect(res.data.text).toContain('123456');
    const bad = await call(t, previewMailTemplate, { token: viewer.token, body: { kind: 'verify-code.register', language: 'en', subject: 'x', body: '{{entrant.name}}' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.msg)).toEqual(['body']);
  });

  it('sends a test only to the caller’s own address, whatever the request names', async () => {
    const before = await t.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const res = await call(t, sendTestMail, {
      token: content.token,
      body: { kind: 'entry.awarded', language: 'en', subject: '{{award.name}} for {{entry.title}}', body: 'Dear {{entrant.name}}', to: 'victim@example.com', email: 'victim@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.data.to).toBe(content.email);
    const mail = await mailTo(content.email, /^\[TEST\] Gold for Fold chair$/);
    expect(mail.to).toEqual([content.email]);
    expect(mail.text).toContain('Dear Mia Chen');
    expect(mail.text).toContain('https://laurel.test/awards/steps?apply_order_id=42');
    const rows = await t.ctx.db.select().from(mailOutbox);
    const added = rows.filter((r) => !before.some((b) => b.id === r.id));
    expect(added.map((r) => [r.kind, r.toAddress])).toEqual([['test:entry.awarded', content.email]]);
    expect(t.mails.some((m) => m.to.includes('victim@example.com'))).toBe(false);
    // Only a role with content may.
    expect((await call(t, sendTestMail, { token: viewer.token, body: { kind: 'entry.awarded', language: 'en', subject: 'x', body: 'y' } })).status).toBe(403);
  });

  it('logs the mail sent to a person, a code’s subject never shown, to the people permission only', async () => {
    const email = 'log-reader@example.com';
    expect((await call(t, sendVerifyCode, { body: { email, purpose: 'register', language: 'en' } })).status).toBe(200);
    await t.settleMail();
    const log = await call(t, listMailLog, { token: people.token, query: { email: 'LOG-reader@' } });
    expect(log.status).toBe(200);
    expect(log.data.total).toBe(1);
    expect(log.data.list[0]).toMatchObject({ kind: 'verify-code.register', to: email, subject: null, sensitive: true, status: 'sent', lastError: null });
    expect(log.data.list[0].sentAt).not.toBeNull();

    const payer = await call(t, listMailLog, { token: people.token, query: { userId: content.id, pageSize: 1 } });
    expect(payer.data).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(payer.data.list[0]).toMatchObject({ kind: 'test:entry.awarded', subject: '[TEST] Gold for Fold chair', sensitive: false });
    // A % is a character, not a wildcard.
    expect((await call(t, listMailLog, { token: people.token, query: { email: '%' } })).data.total).toBe(0);
    expect((await call(t, listMailLog, { token: content.token, query: {} })).status).toBe(403);
  });
});
