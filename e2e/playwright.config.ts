import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './support/env.ts';

// Browser tests: Debian's Chromium (playwright's own download is unreachable here) against the
// built app served by the real server, started in global-setup.ts on a fresh database of the
// machine's PostgreSQL when TEST_DATABASE_URL names one, else on embedded PGlite.
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
