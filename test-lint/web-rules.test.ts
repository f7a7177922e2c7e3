import { describe, expect, test } from 'vitest';
import { lintErrors } from './lint-errors.ts';

// The web app's one-way import rule (docs/architecture.md#layout), run through the repository's
// own eslint.config.js. Each case is a file that does not exist, linted as if it stood at its
// path in apps/web/src, importing files that do exist: the rule looks at where an import
// resolves, so a relative `'../auth/...'` from features/account is caught like any other path.

const BOUNDARIES = new Set(['boundaries/dependencies', 'boundaries/no-unknown-dependencies']);
const SYNTAX = new Set(['no-restricted-syntax']);

/** The boundary errors of `code` placed at `path` (relative to apps/web/src), by line. */
const boundaryErrors = (path: string, code: string) => lintErrors(`apps/web/src/${path}`, code, BOUNDARIES);

describe('a feature', () => {
  test('imports no other feature, whatever the import looks like', async () => {
    const code = [
      "import { useChangePassword } from '../auth/api/change-password.ts';",
      "import { useLogin } from '../../features/auth/api/login.ts';",
      "import type { LoginBody } from '../auth/api/login.ts';",
      "export { useBanners } from '../home/api/get-banners.ts';",
      "export const page = () => import('../winners/pages/winners-page.tsx');",
      "import { useRegister } from '../auth/api/register';",
      'export { useChangePassword, useLogin, useRegister, type LoginBody };',
    ].join('\n');
    expect(await boundaryErrors('features/account/cross-feature.ts', code)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("the judge's console and the reviewers' pages are two features: neither imports the other", async () => {
    const judging = [
      "import { useReviewList } from '../review/api/review-list.ts';",
      "import type { ReviewFormHandle } from '../../features/review/components/review-form.tsx';",
      "import { EntryMedia } from '../../components/review/entry-media.tsx';",
      "import { useReviewCriteria } from '../../lib/queries/review-criteria.ts';",
      'export { useReviewList, EntryMedia, useReviewCriteria, type ReviewFormHandle };',
    ].join('\n');
    // What both show of an entry is shared code (lines 3 and 4); the other feature's files are not.
    expect(await boundaryErrors('features/judging/uses-review.ts', judging)).toEqual([1, 2]);
    const review = ["import { judgeKeys } from '../judging/api/judge-keys.ts';", 'export { judgeKeys };'].join('\n');
    expect(await boundaryErrors('features/review/uses-judging.ts', review)).toEqual([1]);
  });

  test('imports neither the app shell nor files outside the web app', async () => {
    const code = [
      "import { router } from '../../app/router.tsx';",
      "import { buildApp } from '../../../../server/src/app/app.ts';",
      "import '../../main.tsx';",
      'export { router, buildApp };',
    ].join('\n');
    expect(await boundaryErrors('features/entries/reach-out.ts', code)).toEqual([1, 2, 3]);
  });

  test("a page test beside the pages renders the whole app through app/test-app.tsx, and imports no other part of the app", async () => {
    const code = [
      "import { makeUser, renderApp } from '../../../app/test-app.tsx';",
      "import { buildRoutes } from '../../../app/router.tsx';",
      "import { useReviewList } from '../../review/api/review-list.ts';",
      'export { makeUser, renderApp, buildRoutes, useReviewList };',
    ].join('\n');
    expect(await boundaryErrors('features/judging/pages/uses-app.test.tsx', code)).toEqual([2, 3]);
    // The harness is for tests only: the feature's own code may not reach it.
    const page = ["import { renderApp } from '../../../app/test-app.tsx';", 'export { renderApp };'].join('\n');
    expect(await boundaryErrors('features/judging/pages/uses-app.tsx', page)).toEqual([1]);
  });

  test('imports its own files, shared code and packages', async () => {
    const code = [
      "import { useEntryList } from './api/entry-lists.ts';",
      "import { EntryItem } from './components/entry-item.tsx';",
      "import { formatDate } from '../../lib/format-date.ts';",
      "import { PageIntro } from '../../components/page-intro.tsx';",
      "import { currentLanguage } from '../../i18n/index.ts';",
      "import { calls } from '@laurel/contract';",
      "import { useQuery } from '@tanstack/react-query';",
      'export { useEntryList, EntryItem, formatDate, PageIntro, currentLanguage, calls, useQuery };',
    ].join('\n');
    expect(await boundaryErrors('features/account/own-files.ts', code)).toEqual([]);
  });
});

describe('shared code', () => {
  test.each([
    ['lib/uses-feature.ts', "import { useLogin } from '../features/auth/api/login.ts';"],
    ['components/uses-feature.tsx', "import { useLogin } from '../features/auth/api/login.ts';"],
    ['i18n/uses-app.ts', "import { router } from '../app/router.tsx';"],
    ['testing/uses-feature.ts', "import HomePage from '../features/home/pages/home-page.tsx';"],
    ['lib/public/uses-feature.ts', "import { useBanners } from '../../features/home/api/get-banners.ts';"],
  ])('%s imports no feature and not the app', async (path, line) => {
    expect(await boundaryErrors(path, `${line}\nexport {};`)).toEqual([1]);
  });

  test('imports other shared code', async () => {
    const code = [
      "import { request } from './request/index.ts';",
      "import { PageIntro } from '../components/page-intro.tsx';",
      "import { initTestI18n } from '../testing/i18n.ts';",
      'export { request, PageIntro, initTestI18n };',
    ].join('\n');
    expect(await boundaryErrors('lib/shared-only.ts', code)).toEqual([]);
  });
});

describe('the app shell', () => {
  test('imports features, shared code and itself', async () => {
    const code = [
      "import LoginPage from '../features/auth/pages/login-page.tsx';",
      "export const home = () => import('../features/home/pages/home-page.tsx');",
      "import { toast } from '../lib/feedback.ts';",
      "import { router } from './router.tsx';",
      'export { LoginPage, toast, router };',
    ].join('\n');
    expect(await boundaryErrors('app/composes.tsx', code)).toEqual([]);
  });
});

describe('a query key', () => {
  test('is taken from its owner when code reaches into the cache', async () => {
    const lines = await lintErrors(
      'apps/web/src/features/entries/refresh.ts',
      [
        "import { useQueryClient } from '@tanstack/react-query';",
        "import { entryKeys } from '../../lib/queries/entry-queries.ts';",
        'export function useRefresh() {',
        '  const queryClient = useQueryClient();',
        "  void queryClient.invalidateQueries({ queryKey: ['entries', 'list'] });",
        "  queryClient.setQueryData(['entries', 'detail', 1], null);",
        '  void queryClient.invalidateQueries({ queryKey: entryKeys.lists() });',
        '  queryClient.setQueryData(entryKeys.detail(1), null);',
        '}',
      ].join('\n'),
      SYNTAX,
    );
    expect(lines).toEqual([5, 6]);
  });
});

describe('a form', () => {
  test("takes its limits and patterns from the contract, not from numbers of its own", async () => {
    const lines = await lintErrors(
      'apps/web/src/features/entries/components/title-field.tsx',
      [
        "import { Form, Input } from 'antd';",
        "import { ENTRY_TITLE_MAX, CreateEntryRequest } from '@laurel/contract';",
        "import { useFormRules } from '../../../lib/form-rules.ts';",
        'export function TitleField() {',
        '  const rules = useFormRules();',
        '  return (',
        '    <>',
        '      <Form.Item name="title" rules={[{ max: 200 }, { pattern: /^\\w+$/ }]}>',
        '        <Input maxLength={200} />',
        '      </Form.Item>',
        '      <Form.Item name="title" rules={rules.field(CreateEntryRequest.shape.title)}>',
        '        <Input maxLength={ENTRY_TITLE_MAX} />',
        '      </Form.Item>',
        '    </>',
        '  );',
        '}',
      ].join('\n'),
      SYNTAX,
    );
    expect(lines).toEqual([8, 8, 9]);
  });
});

describe('a component', () => {
  const MAX_LINES = new Set(['max-lines-per-function']);
  /** A component of `lines` lines of markup, counted as the rule counts (blank lines and comments aside). */
  const component = (lines: number) =>
    [
      'export function Long() {',
      '  // A comment is not counted.',
      '',
      '  return (',
      '    <ul>',
      // Six lines of its own besides the items (the comment and the blank one are not counted).
      ...Array.from({ length: lines - 6 }, (_, i) => `      <li>${i}</li>`),
      '    </ul>',
      '  );',
      '}',
    ].join('\n');

  test('of more than 150 lines is refused; of 150, and a test of any length, are not', async () => {
    const at = 'apps/web/src/features/entries/components/long.tsx';
    expect(await lintErrors(at, component(151), MAX_LINES)).toEqual([1]);
    expect(await lintErrors(at, component(150), MAX_LINES)).toEqual([]);
    expect(await lintErrors('apps/web/src/features/entries/pages/long.test.tsx', component(400), MAX_LINES)).toEqual([]);
  });
});

describe('a call', () => {
  const RESTRICTED = new Set(['no-restricted-imports']);

  test("is sent through its area's metadata, never through callMeta, which would bundle every call", async () => {
    const code = [
      "import { callMeta } from '@laurel/contract';",
      "import { publicCallMeta, userCallMeta } from '@laurel/contract';",
      "import { callMeta as all } from '@laurel/contract';",
      'export { callMeta, publicCallMeta, userCallMeta, all };',
    ].join('\n');
    expect(await lintErrors('apps/web/src/features/home/api/calls.ts', code, RESTRICTED)).toEqual([1, 3]);
  });
});
