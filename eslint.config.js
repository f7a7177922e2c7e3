// Flat config: typescript-eslint for every workspace, React hooks rules for the web app,
// and the one-way import rules of the web app (shared → features → app) and the server
// (routes → services → db/storage/mail → lib), docs/architecture.md#layout.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';

/** One boundaries policy: files of element `from` may import files of the `to` elements. */
const serverMayImport = (from, to) => [{ from: { element: { type: from } }, allow: { to: { element: { type: to } } } }];

/**
 * The server's domains (apps/server/src/services/<domain>), each above the ones it may import:
 * a domain imports only itself and the domains after it here, never one before it
 * (docs/decisions/019-domains-in-order.md). A new domain takes its place in this list; until it
 * does, it may import no other domain and none may import it.
 */
const SERVER_DOMAINS = [
  'bulk',
  'dashboard',
  'privacy',
  'exports',
  'seo',
  'judging',
  'payments',
  'documents',
  'entries',
  'fee-ledger',
  'content',
  'files',
  'winners',
  'competition',
  'accounts',
  'mail',
  'audit',
];

/** A domain may import itself and every domain below it in SERVER_DOMAINS. */
const domainOrderPolicies = () => [
  {
    from: { element: { type: 'server-services' } },
    disallow: { to: { element: { type: 'server-services' } } },
    message:
      'domain order: services/{{from.element.captured.domain}} may not import services/{{to.element.captured.domain}}: a domain imports only those below it in SERVER_DOMAINS (eslint.config.js); move what both need down into the lower one (docs/decisions/019-domains-in-order.md)',
  },
  ...SERVER_DOMAINS.map((domain, i) => ({
    from: { element: { type: 'server-services', captured: { domain } } },
    allow: { to: { element: { type: 'server-services', captured: { domain: SERVER_DOMAINS.slice(i) } } } },
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'test-results/**', '.scratch/**'] },
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
    // The server-rendered pages' loader, sent as it is written (apps/web/public/laurel-boot.js).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Each area's calls are a module of their own, so a page bundles only the areas it sends;
      // `callMeta` (all of them) would put every call in the first load (decision 004).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@laurel/contract',
              importNames: ['callMeta'],
              message: 'Import the area: publicCallMeta.getBanners, not callMeta.public.getBanners.',
            },
          ],
        },
      ],
      // A query key is spelled once, where its query is defined; code that reaches into the cache
      // for it (invalidate, set, read) takes it from there (apps/web/src/lib/README.md#query-keys).
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
        // A form's limits and patterns are the contract's (apps/web/src/lib/README.md#forms-from-the-contract).
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
    // A component of more than a screen mixes its state with its markup: past ~120 lines its state,
    // effects and handlers move into a `useXxx` hook, or its markup into smaller components
    // (CONTRIBUTING.md#names-and-files). Tests are left out: a test's length is its story.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
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
            // A page test sits beside the pages it tests and renders the whole app at their route
            // (renderApp), as a user arrives there. Only a test file, and only that harness: the
            // feature's own code still never imports the app.
            {
              from: { element: { type: 'web-feature', fileInternalPath: '**/*.test.tsx' } },
              allow: { to: { element: { type: 'web-app', fileInternalPath: 'test-app.tsx' } } },
            },
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
  {
    // The server's layers (docs/architecture.md#layout): routes and plugins → http plumbing and
    // services → db, storage, mail → lib; never back. A service never imports a route, a plugin or
    // Fastify plumbing; the database, storage and mail adapters know no business rule. Checked on
    // resolved paths like the web rule above; an import of a local file that is no element fails.
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        { type: 'server-core', pattern: 'apps/server/src/core', partialMatch: false },
        { type: 'server-main', pattern: 'apps/server/src/app', partialMatch: false },
        { type: 'server-cli', pattern: 'apps/server/src/cli', partialMatch: false },
        { type: 'server-seed', pattern: 'apps/server/src/seed', partialMatch: false },
        { type: 'server-plugins', pattern: 'apps/server/src/plugins', partialMatch: false },
        { type: 'server-routes', pattern: 'apps/server/src/routes', partialMatch: false },
        { type: 'server-http', pattern: 'apps/server/src/http', partialMatch: false },
        { type: 'server-services', pattern: 'apps/server/src/services/*', capture: ['domain'], partialMatch: false },
        { type: 'server-db', pattern: 'apps/server/src/db', partialMatch: false },
        { type: 'server-storage', pattern: 'apps/server/src/storage', partialMatch: false },
        { type: 'server-mail', pattern: 'apps/server/src/mail', partialMatch: false },
        { type: 'server-jobs', pattern: 'apps/server/src/jobs', partialMatch: false },
        { type: 'server-lib', pattern: 'apps/server/src/lib', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.path}} may not import {{to.element.path}}: the server imports one way, routes → services → db/storage/mail → lib (docs/architecture.md#layout)',
          policies: [
            ...serverMayImport('server-lib', ['server-lib', 'server-core']),
            ...serverMayImport('server-db', ['server-lib', 'server-core']),
            ...serverMayImport('server-storage', ['server-lib', 'server-core']),
            ...serverMayImport('server-mail', ['server-lib', 'server-core']),
            // The job queue is an adapter like the database: it knows the connection, not the work.
            ...serverMayImport('server-jobs', ['server-jobs', 'server-db', 'server-lib', 'server-core']),
            // The context is the type every layer is handed; it names the adapters, and declares the ports
            // the domains implement (session cache, certificate key, payment providers): it knows no domain.
            ...serverMayImport('server-core', ['server-core', 'server-db', 'server-storage', 'server-mail', 'server-jobs', 'server-lib']),
            ...serverMayImport('server-services', ['server-db', 'server-storage', 'server-mail', 'server-jobs', 'server-lib', 'server-core']),
            // Between domains: one way, in the declared order (later policies win over this refusal).
            ...domainOrderPolicies(),
            ...serverMayImport('server-http', ['server-storage', 'server-lib', 'server-core']),
            ...serverMayImport('server-routes', ['server-routes', 'server-http', 'server-services', 'server-lib', 'server-core']),
            ...serverMayImport('server-plugins', ['server-plugins', 'server-http', 'server-services', 'server-lib', 'server-core']),
            ...serverMayImport('server-seed', ['server-seed', 'server-services', 'server-db', 'server-storage', 'server-lib', 'server-core']),
            ...serverMayImport('server-cli', ['server-main', 'server-seed', 'server-services', 'server-db', 'server-lib', 'server-core']),
            ...serverMayImport('server-main', ['server-main', 'server-cli', 'server-seed', 'server-plugins', 'server-routes', 'server-http', 'server-services', 'server-db', 'server-storage', 'server-mail', 'server-jobs', 'server-lib', 'server-core']),
          ],
        },
      ],
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  prettier,
);
