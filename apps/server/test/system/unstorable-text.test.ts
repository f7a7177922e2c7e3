import { calls } from '@laurel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeEntrant, seedCompetition } from '../helpers/apply-fixtures.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { tableChecksums } from '../helpers/table-checksums.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * Issue 10, "no 5xx from text": PostgreSQL stores no NUL in text and no unpaired surrogate, so
 * the contract's fields refuse such input with a 422 before it reaches a query, and a database
 * encoding error that still happens is a 422 too. The whole API under hostile input:
 * hostile-input.test.ts.
 */

let t: TestApp;
let entrant: { token: string };
let entryId: number;
let categoryId: number;
const log = captureLog();
beforeAll(async () => {
  t = await createTestApp({
    log: log.log,
    // Text that gets past the contract to a query, as a later route might let it: the two
    // ways the database refuses text (SQLSTATE 22021 and 22P05), through Drizzle.
    beforeReady: (app) => {
      app.get('/api/test/nul', async () => app.ctx.db.execute(sql`select ${'secret\u0000value'}::text as v`));
      app.get('/api/test/jsonb', async () => app.ctx.db.execute(sql`select ${'{"v":"secret\\u0000"}'}::jsonb as v`));
    },
  });
  categoryId = (await seedCompetition(t)).cats.furniture;
  entrant = await makeEntrant(t);
  const created = await call(t, calls.apply.createEntry, { token: entrant.token, body: { categoryId, title: 'Fold chair' } });
  expect(created.status).toBe(200);
  entryId = created.data.id as number;
});
afterAll(() => t.close());

const PATTERN = ['Invalid format'];
const NUL = 'a\u0000b';

describe('the NUL inputs that answered 500 (issue 10)', () => {
  const cases: { name: string; send: () => Promise<{ status: number; msg: unknown }>; field: string }[] = [
    { name: 'winner list keyword', field: 'keyword', send: () => call(t, calls.public.listWinners, { query: { keyword: NUL } }) },
    { name: 'invitation code check', field: 'code', send: () => call(t, calls.public.getInvitationCode, { query: { code: '\u0000' } }) },
    {
      name: 'contact form',
      field: 'message',
      send: () => call(t, calls.public.submitContact, { body: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: NUL } }),
    },
    {
      name: 'register agentCode',
      field: 'agentCode',
      send: () => call(t, calls.user.register, { body: { email: 'nul@example.com', password: 'Correct-horse-1', name: 'Nul', code: '123456', agentCode: NUL } }),
    },
    ...(['title', 'description', 'credits'] as const).flatMap((field) => [
      { name: `new entry ${field}`, field, send: () => call(t, calls.apply.createEntry, { token: entrant.token, body: { categoryId, [field]: NUL } }) },
      { name: `edited entry ${field}`, field, send: () => call(t, calls.apply.editEntry, { token: entrant.token, body: { apply_order_id: entryId, [field]: NUL } }) },
    ]),
    { name: 'profile name', field: 'name', send: () => call(t, calls.user.updateProfile, { token: entrant.token, body: { name: NUL } }) },
  ];

  it('lists all eleven', () => expect(cases).toHaveLength(11));

  it.each(cases)('$name: 422 "Invalid format" on the field, nothing stored', async ({ send, field }) => {
    const before = await tableChecksums(t);
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({ [field]: PATTERN });
    expect(await tableChecksums(t)).toEqual(before);
  });

  it('refuses a lone surrogate the same way, and keeps a paired one (an emoji)', async () => {
    const lone = await call(t, calls.apply.editEntry, { token: entrant.token, body: { apply_order_id: entryId, title: 'chair \uD83D' } });
    expect(lone.status).toBe(422);
    expect(lone.msg).toEqual({ title: PATTERN });
    const emoji = await call(t, calls.apply.editEntry, { token: entrant.token, body: { apply_order_id: entryId, title: 'chair \uD83E\uDE91' } });
    expect(emoji.status).toBe(200);
    expect(emoji.data.title).toBe('chair 🪑');
  });
});

describe('field messages under hostile input', () => {
  it('are the generic ones, each once: a body that is not an object, a bad page, a bad purpose', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: 'null' }),
      t.app.inject({ method: 'GET', url: '/api/index/winnerList?page=-1.5&pageSize=x' }),
      t.app.inject({ method: 'GET', url: '/api/index/winnerInfo?apply_order_id=-1.5' }),
      t.app.inject({ method: 'POST', url: '/api/email/verifyCode', payload: { email: 'a@example.com', purpose: 'steal' } }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.json().msg])).toEqual([
      [422, { body: ['Invalid type'] }],
      [422, { page: ['Invalid type'], pageSize: ['Invalid type'] }],
      [422, { apply_order_id: ['Invalid type'] }],
      [422, { purpose: ['Invalid type'] }],
    ]);
  });
});

describe('a database encoding error (the backstop)', () => {
  it.each([
    ['NUL in a parameter (22021)', '/api/test/nul', '22021'],
    ['an escaped NUL in a jsonb value (22P05)', '/api/test/jsonb', '22P05'],
  ])('%s answers 422 "Invalid format" and logs one short warning without the values', async (_, url, sqlState) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': `enc-${sqlState}` } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, code: 422, msg: { body: PATTERN }, data: null });
    const lines = log.lines.filter((l) => l.reqId === `enc-${sqlState}` && l.level >= 40);
    expect(lines).toEqual([expect.objectContaining({ level: 40, sqlState, msg: 'text the database cannot store' })]);
    expect(JSON.stringify(lines).length).toBeLessThan(300);
    expect(JSON.stringify(log.lines)).not.toContain('secret');
  });
});

