import { posix } from 'node:path';
import { getUserInfo, login, payEntryFee, REFUSALS } from '@laurel/contract';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../helpers/apply-fixtures.ts';
import { serverSources } from '../helpers/server-sources.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * Refusals by their code (docs/product.md#refusals): the envelope names the reason, and `msg` is
 * worded in the language the request asks for (Accept-Language), English otherwise.
 */

let t: TestApp;
let comp: Competition;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
});
afterAll(() => t?.close());

const zh = 'zh-CN,zh;q=0.9';

describe('a refusal', () => {
  it('names its reason and speaks the reader’s language', async () => {
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', entryFeeStatus: 'waived', submittedAt: new Date() });
    const body = { apply_order_id: entry.id, provider: 'sandbox' };
    const inChinese = await call(t, payEntryFee, { token: me.token, body, language: zh });
    expect(inChinese).toMatchObject({ status: 409, msg: '该作品的报名费已结清。' });
    expect(inChinese.body.reason).toBe('entryFeeSettled');
    const inEnglish = await call(t, payEntryFee, { token: me.token, body });
    expect(inEnglish).toMatchObject({ status: 409, msg: 'The entry fee of this entry is already settled.' });
    expect(inEnglish.body.reason).toBe('entryFeeSettled');
  });

  it('of a session and of a field alike', async () => {
    const anonymous = await call(t, getUserInfo, { language: zh });
    expect(anonymous).toMatchObject({ status: 401, msg: '请先登录。' });
    expect(anonymous.body.reason).toBe('loginRequired');
    const me = await makeEntrant(t);
    const wrong = await call(t, login, { body: { email: me.email, password: 'not-the-password-1' }, language: zh });
    expect(wrong).toMatchObject({ status: 422, msg: { password: ['邮箱或密码不正确。'] } });
    expect(wrong.body.reason).toBe('wrongLogin');
  });
});

/*
 * No refusal is worded in the server itself (docs/product.md#refusals): every call of a helper of
 * lib/errors.ts is read from the syntax tree, wherever it is imported under whatever name. `refuse`,
 * `refuseField`, `tooManyRequests` and `requiredFields` take a refusal code (typed), seconds or
 * field names, and pass. The bare
 * helpers (`notFound`, `forbidden`, `unauthorized`, and any added to lib/errors.ts later) take
 * nothing but a refusal code written out — a text, a template or a variable holding either fails,
 * as does handing the helper on uncalled. `invalid` takes only the generic form messages the web
 * app words itself, `{ field: [formMessages.x()] }`; and no `new AppError` outside lib/errors.ts.
 * The operator's command line (cli/) speaks English to the operator and is not scanned.
 */
const ERRORS = 'lib/errors.ts';
/**
 * Helpers whose arguments never become text: a refusal code (typed `RefusalCode`), seconds the
 * code words, or the names of fields given the generic "This field is required".
 */
const BY_CODE = new Set(['refuse', 'refuseField', 'tooManyRequests', 'requiredFields']);

/** What `path` (under src/, its text `code`) words itself through lib/errors.ts, each as `path:line call`; and how many helper calls it makes. */
function wordedRefusals(path: string, code: string): { worded: string[]; calls: number } {
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const where = (node: ts.Node) => `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText().replace(/\s+/g, ' ').slice(0, 100)}`;
  const fromErrors = (spec: ts.Expression | undefined) =>
    !!spec && ts.isStringLiteral(spec) && posix.join(posix.dirname(path), spec.text).replace(/\.js$/, '.ts') === ERRORS;
  const helpers = new Map<string, string>(); // local name → its name in lib/errors.ts
  const namespaces = new Set<string>();
  const worded: string[] = [];
  for (const s of file.statements) {
    if (ts.isExportDeclaration(s) && fromErrors(s.moduleSpecifier)) worded.push(`${where(s)} (re-exported, so its calls elsewhere are not seen)`);
    if (!ts.isImportDeclaration(s) || !fromErrors(s.moduleSpecifier) || s.importClause?.isTypeOnly) continue;
    const bindings = s.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else for (const e of bindings?.elements ?? []) if (!e.isTypeOnly) helpers.set(e.name.text, (e.propertyName ?? e.name).text);
  }
  const helperOf = (e: ts.Node): string | undefined =>
    ts.isIdentifier(e) ? helpers.get(e.text) : ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && namespaces.has(e.expression.text) ? e.name.text : undefined;
  const hasText = (n: ts.Node): boolean => ts.isStringLiteral(n) || ts.isTemplateLiteral(n) || !!ts.forEachChild(n, (c) => hasText(c) || undefined);
  const saysFormMessage = (n: ts.Node): boolean =>
    (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.expression.getText() === 'formMessages') ||
    !!ts.forEachChild(n, (c) => saysFormMessage(c) || undefined);
  const formMessagesOnly = (arg: ts.Expression) =>
    ts.isObjectLiteralExpression(arg) &&
    arg.properties.every(
      (p) => ts.isPropertyAssignment(p) && ts.isArrayLiteralExpression(p.initializer) && p.initializer.elements.every((m) => saysFormMessage(m) && !hasText(m)),
    );
  const codeWritten = (arg: ts.Expression) => (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) && arg.text in REFUSALS;
  const allowed = (helper: string, call: ts.CallExpression | ts.NewExpression): boolean => {
    const args = call.arguments ?? [];
    if (helper === 'AppError') return false;
    if (BY_CODE.has(helper)) return true;
    // Its second argument is the answer's headers.
    if (helper === 'invalid') return args.length >= 1 && formMessagesOnly(args[0]!);
    return args.every(codeWritten);
  };
  // `x.notFound` and `{ notFound: … }` name a property of something else, not the helper.
  const namesAProperty = (n: ts.Node) =>
    (ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) || (ts.isPropertyAssignment(n.parent) && n.parent.name === n);
  let calls = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && helperOf(node.expression)) {
      calls++;
      if (!allowed(helperOf(node.expression)!, node)) worded.push(where(node));
      node.arguments?.forEach(visit);
      return;
    }
    // A helper handed on uncalled (`const nf = notFound`) would be called where this cannot see it.
    const helper = helperOf(node);
    if (helper && helper !== 'AppError' && !namesAProperty(node)) worded.push(where(node));
    if (helper && !ts.isIdentifier(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { worded, calls };
}

it('leaves no refusal worded in the server, only refusal codes', () => {
  const scanned = serverSources().filter(({ path }) => path !== ERRORS && !path.startsWith('cli/'));
  const found = scanned.map(({ path, code }) => wordedRefusals(path, code));
  expect(found.flatMap((f) => f.worded)).toEqual([]);
  // The scan sees the helpers where they are called, so it would see a worded one too.
  expect(found.reduce((n, f) => n + f.calls, 0)).toBeGreaterThan(100);
});

describe('the scan of refusals', () => {
  const scan = (body: string, imports = "import { AppError, invalid, notFound, forbidden, refuse, tooManyRequests } from '../../lib/errors.ts';") =>
    wordedRefusals('services/area/op.ts', `${imports}\nimport { formMessages } from '@laurel/contract';\n${body}`).worded;

  it('passes codes, seconds, the bare helpers without a text, and the generic form messages', () => {
    expect(scan("throw refuse('entryNotFound', { id });")).toEqual([]);
    expect(scan('throw tooManyRequests(hit.retryAfterS);')).toEqual([]);
    expect(scan("throw notFound(); throw forbidden(); throw notFound('notFound');")).toEqual([]);
    expect(scan('throw invalid({ file: [formMessages.required()], kind: [m ?? formMessages.type()] });')).toEqual([]);
    expect(scan('if (e instanceof AppError) throw e;')).toEqual([]);
  });

  it('finds a text, a template or a variable given to a bare helper', () => {
    expect(scan("throw notFound('This entry does not exist.');")).toHaveLength(1);
    expect(scan('throw notFound(`There is no ${year} season.`);')).toHaveLength(1);
    expect(scan('throw notFound(batch ? SOME_NOT_FOUND : NOT_FOUND);')).toHaveLength(1);
    expect(scan('throw forbidden(WHY);')).toHaveLength(1);
    expect(scan("throw conflict('Taken.');", "import { conflict } from '../../lib/errors.ts';")).toHaveLength(1);
  });

  it('finds it under another name, through a namespace, or handed on', () => {
    expect(scan('throw missing(NO_SUCH);', "import { notFound as missing } from '../../lib/errors.ts';")).toHaveLength(1);
    expect(scan('throw errors.notFound(NO_SUCH);', "import * as errors from '../../lib/errors.ts';")).toHaveLength(1);
    expect(scan('const nf = notFound; throw nf(NO_SUCH);')).toHaveLength(1);
    expect(scan("const page = { notFound: 'x' }; throw page.notFound;")).toEqual([]);
  });

  it('finds field texts given to invalid, and any new AppError', () => {
    expect(scan("throw invalid({ scores: ['Score every criterion.'] });")).toHaveLength(1);
    expect(scan('throw invalid(errors);')).toHaveLength(1);
    expect(scan('throw invalid({ subJudgeIds: errors });')).toHaveLength(1);
    expect(scan("throw new AppError(404, 'Gone.');")).toHaveLength(1);
    expect(scan('throw new AppError(status, text);')).toHaveLength(1);
  });
});
