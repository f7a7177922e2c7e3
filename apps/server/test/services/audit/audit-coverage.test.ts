import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createEntry, editEntry } from '@laurel/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.ts';
import { setEntriesShow } from '../../../src/services/judging/set-entry-show.ts';
import { call, insertAwardedEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * What the audit log covers (docs/product.md#audit-log). The code is read for every action it
 * writes: each must be in the catalogue of docs/product.md, and each one there must still be
 * written, so a new kind of change cannot join unseen. A row about an order, an invoice, a credit
 * note or a trophy order names its entry, so the entry's history finds it. Then what reading the
 * code cannot show: an entry edit says what changed, field by field, and a change that changes
 * nothing writes nothing.
 */
const root = join(import.meta.dirname, '../../../../..');
const SRC = join(root, 'apps/server/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The text of the call or value list opening at `start` (its opening bracket), brackets balanced. */
function balanced(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    if (c === ')' || c === '}' || c === ']') depth--;
    if (depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** Every audit row the code writes: through writeAudit, or inserted into auditLog in bulk. */
const writes = sources(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const found: { file: string; call: string }[] = [];
  for (const m of text.matchAll(/writeAudit\(|insert\(auditLog\)\s*\.values\(/g)) {
    if (file.endsWith('write-audit.ts')) continue;
    found.push({ file: relative(root, file), call: balanced(text, m.index + m[0].length - 1) });
  }
  // A bulk insert builds its rows before the insert: the file's `action:` values are its rows'.
  if (/insert\(auditLog\)/.test(text) && !file.endsWith('write-audit.ts')) found.push({ file: relative(root, file), call: text });
  return found;
});

/** `payment.${result.status}` is written `payment.<…>`: one documented family. */
const actionsOf = (call: string): string[] =>
  [...call.matchAll(/\baction:\s*([^,\n]+)/g)].flatMap((m) =>
    [...m[1]!.matchAll(/'([^']+)'|`([^`]+)`/g)].map((q) => q[1] ?? q[2]!.replace(/\$\{[^}]+\}/g, '<…>')),
  );

const written = new Set(writes.flatMap((w) => actionsOf(w.call)));

/** The catalogue: the backticked actions of docs/product.md's "Audit log" section, `<name>` marks a family. */
const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
const section = product.slice(product.indexOf('### Audit log'), product.indexOf('\n## ', product.indexOf('### Audit log')));
const catalogue = new Set([...section.matchAll(/^\| `([a-zA-Z_]+\.[\w.<>]+)` \|/gm)].map((m) => m[1]!.replace(/<[^>]+>/g, '<…>')));

describe('the catalogue of audited actions', () => {
  it('finds the code’s audit writes', () => {
    expect(writes.length).toBeGreaterThan(60);
    expect(written.size).toBeGreaterThan(60);
    expect(written).toContain('payment.<…>');
  });

  it('documents every action the code writes, and only those', () => {
    expect([...written].filter((a) => !catalogue.has(a)).sort(), 'written but not in docs/product.md#audit-log').toEqual([]);
    expect([...catalogue].filter((a) => !written.has(a)).sort(), 'in docs/product.md#audit-log but never written').toEqual([]);
  });

  it('names the entry of every row about an order, an invoice, a credit note or a trophy order', () => {
    const aboutAnEntry = writes.filter((w) => /subjectType:\s*'(payment_order|invoice|trophy_order|payment_refund)'/.test(w.call));
    expect(aboutAnEntry.length).toBeGreaterThanOrEqual(15);
    expect(aboutAnEntry.filter((w) => !/\bentryId\b/.test(w.call)).map((w) => `${w.file}: ${w.call.slice(0, 120)}`)).toEqual([]);
  });

  it('names the entry in rows inserted in bulk, which writeAudit does not fill in', () => {
    const bulk = writes.filter((w) => w.call.includes('insert(auditLog)'));
    expect(bulk.length).toBeGreaterThan(0);
    for (const w of bulk) expect(w.call, w.file).toMatch(/entryId: /);
  });
});

describe('entry edits and what a rule needs the database for', () => {
  let t: TestApp;
  let comp: Competition;
  beforeAll(async () => {
    t = await createTestApp();
    comp = await seedCompetition(t);
  });
  afterAll(() => t?.close());
  const rowsOf = (entryId: number, action: string) =>
    t.ctx.db.select().from(auditLog).where(and(eq(auditLog.entryId, entryId), eq(auditLog.action, action))).orderBy(asc(auditLog.id));

  it('audits a draft edit field by field, and a save that changes nothing not at all', async () => {
    const me = await makeEntrant(t);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'Lamp', credits: 'Me' } });
    const edit = (body: object) => call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, ...body } });
    expect((await edit({ title: 'Desk lamp', description: 'Light', draftStep: 2 })).status).toBe(200);
    const [row] = await rowsOf(data.id, 'entry.edit');
    expect(row).toMatchObject({ actorId: me.id, subjectType: 'entry', subjectId: String(data.id) });
    // The wizard's step is no change of the entry worth a row; the words are.
    expect(row!.before).toEqual({ title: 'Lamp', description: '' });
    expect(row!.after).toEqual({ title: 'Desk lamp', description: 'Light' });
    await edit({ title: 'Desk lamp', draftStep: 3 });
    expect(await rowsOf(data.id, 'entry.edit')).toHaveLength(1);
    await edit({ categoryId: comp.cats.lighting });
    expect((await rowsOf(data.id, 'entry.edit'))[1]).toMatchObject({ before: { categoryId: comp.cats.furniture }, after: { categoryId: comp.cats.lighting } });
  });

  it('files showing or hiding a winner under its entry', async () => {
    const me = await makeEntrant(t);
    const entry = await insertAwardedEntry(t, comp, me.id, { isShow: false });
    await setEntriesShow(t.ctx, { actorId: me.id, entryIds: [entry.id], isShow: true });
    const [row] = await rowsOf(entry.id, 'entry.shown');
    expect(row).toMatchObject({ before: { isShow: false }, after: { isShow: true } });
  });
});
