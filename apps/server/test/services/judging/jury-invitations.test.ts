import { acceptJuryInvitation, getJuryInvitation, inviteJurors, listJuryInvitations, resendJuryInvitation, revokeJuryInvitation } from '@laurel/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, juryCategories, juryInvitations, mailOutbox, sessions, users } from '../../../src/db/schema.ts';
import { sha256 } from '../../../src/lib/crypto.ts';
import { hashPassword } from '../../../src/services/accounts/passwords.ts';
import { createSession } from '../../../src/services/accounts/sessions.ts';
import { remindJuryInvitations } from '../../../src/services/judging/jury-invitations/remind-jury-invitations.ts';
import { call, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';
import { mailsTo, nthMailTo } from '../accounts/mailbox.ts';

/*
 * Jurors invited by e-mail (docs/product.md#jury-invitations), on the real database with the
 * mails caught by the in-process SMTP server: the invitation, its mail in the invitee's language,
 * the public page's look-up, accepting with a new or an existing account, once only (also under
 * 20 concurrent accepts), refused after expiry, withdrawal and use; resending; the reminders.
 */

let t: TestApp;
let comp: Competition;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = await makeStaff(t, 'administrator');
});
afterAll(() => t?.close());

let seq = 0;
const address = (what: string) => `${what}-${++seq}@invited.example`;
const DAY = 86_400_000;

/** The token of the link in the n-th mail to an address. */
async function linkToken(email: string, n = 1): Promise<string> {
  const mail = await nthMailTo(t, email, n);
  const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return token;
}

async function invite(body: { identity: number; categoryIds?: number[]; invitees: { email: string; name?: string; language: 'en' | 'zh-CN' }[] }) {
  return call(t, inviteJurors, { token: admin.token, body: { seasonId: comp.seasons.current, categoryIds: [], ...body } });
}

const rowOf = async (email: string) => (await t.ctx.db.select().from(juryInvitations).where(eq(juryInvitations.email, email)))[0]!;
const accountOf = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe('inviting', () => {
  it('invites several addresses at once, each mailed in its language with the season, role, link and expiry; audited', async () => {
    const [ada, bo] = [address('ada'), address('bo')];
    const res = await invite({ identity: 2, categoryIds: [comp.cats.furniture], invitees: [{ email: ada, name: 'Ada Lin', language: 'en' }, { email: bo, language: 'zh-CN' }] });
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).toMatchObject({ state: 'pending', identity: 2, categoryIds: [comp.cats.furniture], invitedBy: 'Staff administrator', acceptedBy: null });
    const expires = new Date(res.data[0].expiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect(expires - Date.now()).toBeLessThanOrEqual(14 * DAY);

    const en = await nthMailTo(t, ada);
    expect(en.subject).toContain('Laurel 2027');
    expect(en.subject).toContain('a sub-judge');
    expect(en.text).toContain('Dear Ada Lin,');
    expect(en.text).toContain('Furniture');
    expect(en.text).toMatch(/\/invitation\?token=[A-Za-z0-9_-]{40,}/);
    expect(en.text).toMatch(/until \d{1,2} \w+ 20\d\d, \d\d:\d\d UTC/);
    const zh = await nthMailTo(t, bo);
    expect(zh.subject).toContain('初审评委');
    expect(zh.text).toContain('家具');
    expect(zh.text).toContain('您好，');

    // Only the hash of the link's token is stored, and the audit log keeps neither.
    const token = await linkToken(ada);
    const row = await rowOf(ada);
    expect(row.tokenHash).toBe(sha256(token));
    const audits = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'juryInvitation.invite'), eq(auditLog.subjectId, String(row.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(admin.id);
    expect(JSON.stringify(audits[0]!.after)).not.toContain(row.tokenHash);
    // The mail's outbox row is sensitive: its link is erased once sent.
    await t.settleMail();
    const [outbox] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.key, `jury-invitation:${row.id}:${row.expiresAt.getTime()}:invite`));
    expect(outbox).toMatchObject({ kind: 'jury-invitation', sensitive: true });
    expect(outbox!.text).not.toContain(token);

    const list = await call(t, listJuryInvitations, { token: admin.token, query: { seasonId: comp.seasons.current } });
    expect(list.data.map((i: { email: string }) => i.email)).toEqual(expect.arrayContaining([ada, bo]));
  });

  it('refuses an address twice in a list, one already pending, categories not of the season or a group — changing nothing', async () => {
    const [a, b] = [address('twice'), address('pending')];
    const before = (await t.ctx.db.select({ n: count() }).from(juryInvitations))[0]!.n;
    const twice = await invite({ identity: 1, invitees: [{ email: a, language: 'en' }, { email: a.toUpperCase(), language: 'en' }] });
    expect(twice.status).toBe(422);
    expect(twice.body.reason).toBe('juryInviteesRepeat');
    expect((await invite({ identity: 1, invitees: [{ email: b, language: 'en' }] })).status).toBe(200);
    const again = await invite({ identity: 3, invitees: [{ email: a, language: 'en' }, { email: b, language: 'en' }] });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('juryInvitationPending');
    const group = await invite({ identity: 2, categoryIds: [comp.group], invitees: [{ email: a, language: 'en' }] });
    expect(group.body.reason).toBe('juryInvitationCategoryInvalid');
    const unknown = await invite({ identity: 2, categoryIds: [999_999], invitees: [{ email: a, language: 'en' }] });
    expect(unknown.status).toBe(422);
    expect((await t.ctx.db.select({ n: count() }).from(juryInvitations))[0]!.n).toBe(before + 1);
    expect(mailsTo(t, a)).toHaveLength(0);
  });
});

describe('accepting', () => {
  it('shows the invitation by its link, makes the account with a password, sets the role and categories, logs in; once', async () => {
    const email = address('new');
    await invite({ identity: 2, categoryIds: [comp.cats.lighting], invitees: [{ email, name: 'Nia', language: 'en' }] });
    const token = await linkToken(email);
    const view = await call(t, getJuryInvitation, { query: { token } });
    expect(view.data).toMatchObject({ email, name: 'Nia', identity: 2, season: { year: 2027, name: 'Laurel 2027' }, accountExists: false });
    expect(view.data.categories.map((c: { name: string }) => c.name)).toEqual(['Lighting']);

    const missing = await call(t, acceptJuryInvitation, { body: { token } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.msg).sort()).toEqual(['name', 'password']);
    const short = await call(t, acceptJuryInvitation, { body: { token, name: 'Nia Park', password: 'short' } });
    expect(short.status).toBe(422);
    expect(await accountOf(email)).toBeUndefined();

    const ok = await call(t, acceptJuryInvitation, { body: { token, name: 'Nia Park', password: 'a long enough password' } });
    expect(ok.status).toBe(200);
    expect(ok.data.user).toMatchObject({ email, name: 'Nia Park', identity: 2 });
    const account = (await accountOf(email))!;
    expect((await t.ctx.db.select().from(juryCategories).where(eq(juryCategories.reviewerId, account.id))).map((c) => c.categoryId)).toEqual([comp.cats.lighting]);
    const row = await rowOf(email);
    expect(row.acceptedUserId).toBe(account.id);
    expect(row.acceptedAt).not.toBeNull();
    // The session is live: getUserInfo as the new judge.
    const me = await t.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: { token: ok.data.token } });
    expect(me.json().data).toMatchObject({ email, identity: 2 });
    const actions = (await t.ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, account.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user.register', 'user.setJuryRole', 'juryInvitation.accept']));

    // Used: the page and a second accept are refused, saying so.
    const used = await call(t, acceptJuryInvitation, { body: { token, name: 'Someone', password: 'another long password' } });
    expect(used.status).toBe(409);
    expect(used.body.reason).toBe('invitationUsed');
    expect((await call(t, getJuryInvitation, { query: { token } })).body.reason).toBe('invitationUsed');

    const list = await call(t, listJuryInvitations, { token: admin.token, query: { seasonId: comp.seasons.current } });
    expect(list.data.find((i: { email: string }) => i.email === email)).toMatchObject({ state: 'accepted', acceptedBy: { id: account.id, name: 'Nia Park', email } });
  });

  it('joins an existing account with its password, or with a session of that very account', async () => {
    const email = address('existing');
    const [account] = await t.ctx.db.insert(users).values({ email, passwordHash: await hashPassword('the right password'), name: 'Existing Eve' }).returning();
    await invite({ identity: 1, invitees: [{ email, language: 'en' }] });
    const token = await linkToken(email);
    expect((await call(t, getJuryInvitation, { query: { token } })).data.accountExists).toBe(true);
    const wrong = await call(t, acceptJuryInvitation, { body: { token, password: 'not the password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.reason).toBe('wrongLogin');
    // Another account's session is no key to it.
    const other = await makeEntrant(t);
    expect((await call(t, acceptJuryInvitation, { token: other.token, body: { token } })).status).toBe(422);
    expect((await accountOf(email))!.identity).toBe(0);
    const ok = await call(t, acceptJuryInvitation, { body: { token, password: 'the right password' } });
    expect(ok.status).toBe(200);
    expect(ok.data.user).toMatchObject({ id: account!.id, identity: 1, name: 'Existing Eve' });

    const second = address('signed-in');
    const [me] = await t.ctx.db.insert(users).values({ email: second, passwordHash: 'x', name: 'Signed In' }).returning();
    const own = await createSession(t.ctx.db, { userId: me!.id, ttlHours: 1 });
    await invite({ identity: 3, invitees: [{ email: second, language: 'en' }] });
    const viaSession = await call(t, acceptJuryInvitation, { token: own.token, body: { token: await linkToken(second) } });
    expect(viaSession.status).toBe(200);
    expect(viaSession.data.user).toMatchObject({ id: me!.id, identity: 3 });
  });

  it('refuses to join a deactivated account, leaving the invitation pending', async () => {
    const email = address('deactivated');
    await t.ctx.db.insert(users).values({ email, passwordHash: await hashPassword('the right password'), name: 'Gone', deactivatedAt: new Date() });
    await invite({ identity: 1, invitees: [{ email, language: 'en' }] });
    const res = await call(t, acceptJuryInvitation, { body: { token: await linkToken(email), password: 'the right password' } });
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('invitationAccountInactive');
    expect((await accountOf(email))!.identity).toBe(0);
    expect((await rowOf(email)).acceptedAt).toBeNull();
  });

  it('of 20 concurrent accepts of one link, makes one account and one acceptance', async () => {
    const email = address('race');
    await invite({ identity: 1, invitees: [{ email, language: 'en' }] });
    const token = await linkToken(email);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/user/acceptJuryInvitation', payload: { token, name: `Racer ${i}`, password: `racing password ${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 422)).toBe(true);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const account = (await accountOf(email))!;
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(1);
    const accepts = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'juryInvitation.accept'), eq(auditLog.subjectId, String((await rowOf(email)).id))));
    expect(accepts).toHaveLength(1);
  });

  it('refuses after expiry, and a resend brings a new link (the old one stops working)', async () => {
    const email = address('late');
    await invite({ identity: 1, invitees: [{ email, language: 'en' }] });
    const token = await linkToken(email);
    const row = await rowOf(email);
    await t.ctx.db.update(juryInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(juryInvitations.id, row.id));
    const page = await call(t, getJuryInvitation, { query: { token } });
    expect(page.status).toBe(409);
    expect(page.body.reason).toBe('invitationExpired');
    const late = await call(t, acceptJuryInvitation, { body: { token, name: 'Late', password: 'a long enough password' } });
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('invitationExpired');
    expect(await accountOf(email)).toBeUndefined();
    const list = await call(t, listJuryInvitations, { token: admin.token, query: { seasonId: comp.seasons.current } });
    expect(list.data.find((i: { id: number }) => i.id === row.id).state).toBe('expired');

    const resent = await call(t, resendJuryInvitation, { token: admin.token, body: { id: row.id } });
    expect(resent.data.state).toBe('pending');
    const fresh = await linkToken(email, 2);
    expect(fresh).not.toBe(token);
    expect((await call(t, getJuryInvitation, { query: { token } })).body.reason).toBe('invitationLinkInvalid');
    expect((await call(t, acceptJuryInvitation, { body: { token: fresh, name: 'Late', password: 'a long enough password' } })).status).toBe(200);
    const resendAgain = await call(t, resendJuryInvitation, { token: admin.token, body: { id: row.id } });
    expect(resendAgain.body.reason).toBe('juryInvitationAccepted');
  });

  it('refuses a withdrawn invitation, and an unknown link', async () => {
    const email = address('withdrawn');
    const [made] = (await invite({ identity: 1, invitees: [{ email, language: 'zh-CN' }] })).data;
    const token = await linkToken(email);
    const revoked = await call(t, revokeJuryInvitation, { token: admin.token, body: { id: made.id } });
    expect(revoked.data.state).toBe('revoked');
    const page = await call(t, getJuryInvitation, { query: { token }, language: 'zh-CN' });
    expect(page.body.reason).toBe('invitationRevoked');
    expect(page.msg).toContain('撤回');
    expect((await call(t, acceptJuryInvitation, { body: { token, name: 'X', password: 'a long enough password' } })).body.reason).toBe('invitationRevoked');
    expect((await call(t, revokeJuryInvitation, { token: admin.token, body: { id: made.id } })).body.reason).toBe('juryInvitationWithdrawn');
    expect((await call(t, getJuryInvitation, { query: { token: 'A'.repeat(43) } })).status).toBe(404);
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'juryInvitation.revoke'), eq(auditLog.subjectId, String(made.id))));
    expect(audit[0]!.before).toMatchObject({ revokedAt: null });
  });
});

describe('reminders', () => {
  it('reminds a pending invitation at +3 and +5 days, each once, with a new link; not an accepted or withdrawn one', async () => {
    const [pending, accepted, withdrawn] = [address('remind'), address('remind-accepted'), address('remind-withdrawn')];
    const made = (await invite({ identity: 1, invitees: [pending, accepted, withdrawn].map((email) => ({ email, language: 'en' as const })) })).data;
    await call(t, acceptJuryInvitation, { body: { token: await linkToken(accepted), name: 'A', password: 'a long enough password' } });
    await call(t, revokeJuryInvitation, { token: admin.token, body: { id: made[2].id } });
    const first = await linkToken(pending);
    const sentAt = Date.now();

    expect((await remindJuryInvitations(t.ctx, { now: new Date(sentAt + 2 * DAY) })).sent).toBe(0);
    expect((await remindJuryInvitations(t.ctx, { now: new Date(sentAt + 3 * DAY + 60_000) })).sent).toBeGreaterThanOrEqual(1);
    await remindJuryInvitations(t.ctx, { now: new Date(sentAt + 3 * DAY + 120_000) });
    const reminder = await nthMailTo(t, pending, 2);
    expect(reminder.subject).toContain('Reminder');
    const second = await linkToken(pending, 2);
    expect(second).not.toBe(first);
    expect((await call(t, getJuryInvitation, { query: { token: second } })).status).toBe(200);
    await remindJuryInvitations(t.ctx, { now: new Date(sentAt + 5 * DAY + 60_000) });
    await remindJuryInvitations(t.ctx, { now: new Date(sentAt + 6 * DAY) });
    await t.settleMail();
    expect(mailsTo(t, pending)).toHaveLength(3);
    expect((await rowOf(pending)).remindersSent).toBe(2);
    expect(mailsTo(t, accepted)).toHaveLength(1);
    expect(mailsTo(t, withdrawn)).toHaveLength(1);
    // The expiry stays that of the sending: a reminder does not lengthen it.
    expect((await rowOf(pending)).expiresAt.toISOString()).toBe(made[0].expiresAt);
  });
});
