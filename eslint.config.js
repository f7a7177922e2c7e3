// Flat config: typescript-eslint for every workspace, React hooks rules for the web app,
// and the web app's one-way import rule (shared → features → app, docs/architecture.md#layout).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A query key is spelled once, where its query is defined; code that reaches into the cache
      // for it (invalidate, set, read) takes it from there (docs/architecture.md#query-keys).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^((invalidate|refetch|remove|reset|cancel)Queries|(get|set)QueriesData)$/] Property[key.name='queryKey'] > ArrayExpression",
          message: "Take the query key from the module that owns it (its key factory), don't spell it again.",
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(get|set)Query(Data|State)$/] > ArrayExpression:first-child',
          message: "Take the query key from the module that owns it (its key factory), don't spell it again.",
        },
        // A form's limits and patterns are the contract's (docs/architecture.md#forms-from-the-contract).
        {
          selector: "JSXAttribute[name.name=/^(maxLength|minLength|pattern)$/] Literal",
          message: 'Take the limit from the contract (a constant of @laurel/contract), not a number written here.',
        },
        {
          selector: "JSXAttribute[name.name='rules'] Property[key.name=/^(min|max|len|pattern)$/]",
          message: 'Check the field with its contract schema: rules={rules.field(XxxRequest.shape.field)}.',
        },
      ],
    },
  },
  {
    // The web app's one-way rule (bulletproof-react): shared code → features → app, and no feature
    // imports another. Checked on the path each import resolves to, not on its text, so
    // `'../auth/api/x.ts'` from features/account fails as `'../../features/auth/...'` would.
    // Imports inside one element (a feature's own files) are always allowed; packages are not
    // elements. An import that resolves to no file counts as unknown and is refused too.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // The resolver boundaries uses; with these extensions an import written without one resolves too.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-shared', pattern: 'apps/web/src/(lib|components|i18n|testing)', capture: ['area'], partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.path}} may not import {{to.element.path}}: the web app imports one way, shared code → features → app, and no feature imports another (docs/architecture.md#layout)',
          policies: [
            { from: { element: { type: 'web-shared' } }, allow: { to: { element: { type: 'web-shared' } } } },
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { type: 'web-shared' } } } },
            {
              from: { element: { type: 'web-app' } },
              allow: { to: { element: { type: ['web-shared', 'web-feature', 'web-app'] } } },
            },
          ],
        },
      ],
      // A local file outside those elements (the server's code, main.tsx) cannot be imported either.
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  prettier,
);
