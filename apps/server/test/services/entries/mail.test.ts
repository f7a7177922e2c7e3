import { createEntry, editEntry } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, mailOutbox } from '../../../src/db/schema.ts';
import { entryAwardedMail } from '../../../src/mail/templates/entry-awarded.ts';
import { paymentNoticeMail } from '../../../src/mail/templates/payment-notice.ts';
import { entrySubmittedMail } from '../../../src/mail/templates/entry-submitted.ts';
import { queueEntrantNotice } from '../../../src/services/entries/queue-entrant-notice.ts';
import { call, insertEntry, makeEntrant, seedCompetition, uploadImage } from '../../helpers/apply-fixtures.ts';
import { captureLog } from '../../helpers/log-capture.ts';
import type { CapturedMail } from '../../helpers/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const base = { to: 'mia@example.com', siteName: 'Laurel Design Award', name: 'Mia', entryId: 42, title: 'Fold <chair>' };

describe('entrant mail templates render in both languages', () => {
  it('submission received', () => {
    const en = entrySubmittedMail({ ...base, language: 'en', category: 'Furniture', accountUrl: 'https://laurel.test/account' });
    expect(en.subject).toBe('Entry received: Fold <chair> — Laurel Design Award');
    expect(en.text).toContain('thank you for entering “Fold <chair>” (entry no. 42) in Furniture');
    expect(en.text).toContain('https://laurel.test/account');
    // Entrant text is escaped in the HTML part.
    expect(en.html).toContain('Fold &lt;chair&gt;');
    expect(en.html).not.toContain('<chair>');
    const zh = entrySubmittedMail({ ...base, language: 'zh-CN', category: '家具', accountUrl: 'https://laurel.test/account' });
    expect(zh.subject).toBe('已收到您的作品：Fold <chair> — Laurel Design Award');
    expect(zh.text).toContain('参加家具类别的评选');
  });

  it('payment notices, with the fee, the amount in US dollars and the order number', () => {
    const order = { feeKind: 'entry' as const, amountCents: 29_900, orderNo: 'E20260301ABCDEF0123456789', accountUrl: 'https://laurel.test/account' };
    const en = paymentNoticeMail({ ...base, ...order, language: 'en', event: 'paid' });
    expect(en.subject).toBe('Receipt: $299.00 for the entry fee — Laurel Design Award');
    expect(en.text).toContain('we have received $299.00 for the entry fee of “Fold <chair>” (entry no. 42)');
    expect(en.text).toContain('E20260301ABCDEF0123456789');
    expect(en.html).not.toContain('<chair>');
    const zh = paymentNoticeMail({ ...base, ...order, language: 'zh-CN', event: 'paid' });
    expect(zh.text).toContain('报名费 $299.00');
    const expired = paymentNoticeMail({ ...base, ...order, feeKind: 'winnerPackage', language: 'en', event: 'expired' });
    expect(expired.text).toContain('for the winner package of “Fold <chair>”');
    expect(expired.text).toContain('nothing was charged');
    const refunded = paymentNoticeMail({ ...base, ...order, amountCents: 5_000, language: 'en', event: 'refunded' });
    expect(refunded.subject).toBe('Refund of $50.00 — Laurel Design Award');
    expect(paymentNoticeMail({ ...base, ...order, language: 'zh-CN', event: 'failed' }).text).toContain('付款未成功');
  });

  it('awarded, with a link to confirm the winner info', () => {
    const en = entryAwardedMail({ ...base, language: 'en', award: 'Gold', awardUrl: 'https://laurel.test/awards/steps?apply_order_id=42' });
    expect(en.subject).toBe('Gold for “Fold <chair>” — Laurel Design Award');
    expect(en.text).toContain('the Gold award');
    expect(en.text).toContain('/awards/steps?apply_order_id=42');
    const zh = entryAwardedMail({ ...base, language: 'zh-CN', award: '金奖', awardUrl: 'x' });
    expect(zh.subject).toBe('“Fold <chair>”荣获金奖 — Laurel Design Award');
  });
});

async function mailTo(t: TestApp, email: string, subject: RegExp): Promise<CapturedMail> {
  for (let i = 0; i < 200; i++) {
    const mail = t.mails.find((m) => m.to.includes(email) && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${email} matching ${subject}`);
}

describe('entrant notices through the outbox over SMTP', () => {
  let t: TestApp;
  let comp: Awaited<ReturnType<typeof seedCompetition>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://laurel.test' } });
    comp = await seedCompetition(t);
  });
  afterAll(() => t.close());

  it('mails "submission received" when an entry is submitted, in the entrant’s language', async () => {
    const me = await makeEntrant(t, { language: 'zh-CN', name: '陈米娅' });
    const img = await uploadImage(t, me.id);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: '折叠椅', description: 'D', credits: 'C', imageFileIds: [img] } });
    expect(t.mails.some((m) => m.to.includes(me.email))).toBe(false);
    expect((await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } })).status).toBe(200);
    const mail = await mailTo(t, me.email, /已收到您的作品：折叠椅/);
    expect(mail.text).toContain(`作品编号 ${data.id}`);
    expect(mail.text).toContain('https://laurel.test/account');
  });

  it('sends the awarded notice the jury work queues, once its transaction commits', async () => {
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'awarded', awardLevelId: comp.levels.gold, title: 'Halo lamp' });
    await t.ctx.db.transaction((tx) => queueEntrantNotice(t.ctx, tx, { entryId: entry.id, event: 'awarded' }));
    expect((await mailTo(t, me.email, /^Gold for “Halo lamp”/)).text).toContain(`https://laurel.test/awards/steps?apply_order_id=${entry.id}`);
  });

  it('queues nothing when the change it belongs to rolls back', async () => {
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'awarded', awardLevelId: comp.levels.gold, title: 'Undone lamp' });
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await queueEntrantNotice(t.ctx, tx, { entryId: entry.id, event: 'awarded' });
        throw new Error('the change failed after its mail was queued');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, me.email))).toEqual([]);
    expect(await t.ctx.jobs.counts('mail.send')).toMatchObject({ queued: 0, active: 0 });
  });

  it('refuses an entry it cannot describe, and the change with it', async () => {
    await expect(t.ctx.db.transaction((tx) => queueEntrantNotice(t.ctx, tx, { entryId: 999_999, event: 'submitted' }))).rejects.toThrow(
      'entry 999999 not found',
    );
  });
});

describe('a mail that cannot be sent', () => {
  it('does not undo the submission: it stays in the outbox, logged, and its job is tried again later', async () => {
    const { log, lines } = captureLog('warn');
    // Nothing listens on port 9: every send fails.
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, log });
    try {
      const comp = await seedCompetition(t);
      const me = await makeEntrant(t);
      const img = await uploadImage(t, me.id);
      const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'T', description: 'D', credits: 'C', imageFileIds: [img] } });
      const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } });
      expect(res.status).toBe(200);
      expect((await t.ctx.db.select().from(entries).where(eq(entries.id, data.id)))[0]!.status).toBe('submitted');
      const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.key, `entry:${data.id}:submitted`));
      await expect.poll(() => lines.find((l) => l.msg === 'mail not sent; tried again later'), { timeout: 10_000 }).toMatchObject({ mailId: row!.id, kind: 'entry.submitted', reason: 'ESOCKET' });
      // Still pending, with the reason, and its job waiting for the next try (backoff), not lost.
      await expect.poll(async () => (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ESOCKET' });
      await expect.poll(() => t.ctx.jobs.counts('mail.send')).toMatchObject({ queued: 1, active: 0, failed: 0 });
      // The log names the mail, never its address or text.
      expect(JSON.stringify(lines)).not.toContain(me.email);
    } finally {
      await t.close();
    }
  });
});
