#!/usr/bin/env node
// `npm test`: every suite in one go — Vitest (contract, server API against a real database, web
// components), then Playwright in Chromium against the freshly built app. The last line is the
// totals of all suites together, alone on the line: `N passed, N failed` (.ci/run relies on it).
//   --e2e-only   run only the browser suite (npm run test:e2e)
//   --unit-only  run only Vitest
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const results = join(root, 'test-results');
const args = new Set(process.argv.slice(2));
const runUnit = !args.has('--e2e-only');
const runE2e = !args.has('--unit-only');

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
let broken = false;

const run = (cmd, argv, env = {}) =>
  spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (runUnit) {
  const file = join(results, 'vitest.json');
  const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    // Skipped or pending tests count as failures: none may be left behind.
    totals.failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
    if (status !== 0 && report.numFailedTests === 0) broken = true; // e.g. a file failed to load
  } else {
    broken = true;
  }
}

if (runE2e) {
  console.log('\nBuilding the web app for the browser tests…');
  if (run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) {
    broken = true;
  } else {
    const file = join(results, 'playwright.json');
    const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    const report = readJson(file);
    if (report?.stats) {
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
      totals.passed += expected + flaky;
      totals.failed += unexpected + skipped;
      if (status !== 0 && unexpected === 0) broken = true;
    } else {
      broken = true;
    }
  }
}

// A suite that could not run at all counts as one failure, so the totals never look clean.
if (broken) totals.failed += 1;
const line = `${totals.passed} passed, ${totals.failed} failed`;
if (existsSync(results)) writeFileSync(join(results, 'totals.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(totals.failed === 0 ? 0 : 1);
