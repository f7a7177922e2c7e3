import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Server tests
    // wait on PostgreSQL and on the processes they start (a killed server's jobs coming due, a
    // replica starting), so more workers than cores overlap that wait: on the 2-core machine the
    // whole run took 409 s with two, 318 s with three and 342 s with four (docs/testing.md#tests).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database schema (apps/server/test/helpers/test-app.ts), made
          // when it builds its app, so files can share a worker's loaded modules: without
          // isolation the server's modules load once per worker, not once per file (the server
          // project took 204 s against 273 s; docs/testing.md#tests).
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The import rules of the web app and the server and the web's syntax rules, run through
        // eslint.config.js on files placed in the source trees. The first lint of a file loads
        // the whole config with typescript-eslint (seconds on a busy machine).
        test: {
          name: 'lint',
          include: ['test-lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // The home route's first-load budget (issue 3): builds the web app and measures it.
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Vite 8 transforms with Oxc (`esbuild` options are ignored there): React's automatic
        // JSX runtime, as in the app's tsconfig (`jsx: react-jsx`).
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          // antd, React and the setup's i18n load once per worker, not once per file (52 s
          // against 114 s); setup.ts cleans the DOM and storage after every test.
          isolate: false,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
