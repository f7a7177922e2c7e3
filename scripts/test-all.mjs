#!/usr/bin/env node
// `npm test`: every suite in one go — Vitest (contract, server API against a real database, web
// components), then Playwright in Chromium against the freshly built app. At the end it lists the
// ten slowest test files of both, so a file that grows slow is seen at once; the last line is the
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
/** Seconds each test file took (scripts/vitest-file-times.mjs; Playwright's report for the specs). */
const fileSeconds = [];
/** Wall-clock seconds of each phase, printed with the slowest files. */
const phases = [];

function timed(name, action) {
  const start = Date.now();
  const result = action();
  phases.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
  return result;
}

const run = (cmd, argv, env = {}) =>
  spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

/** Time a Playwright file's tests took, every attempt counted (its describe blocks are nested suites). */
function playwrightMs(suite) {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests ?? [])
    .flatMap((test) => test.results ?? [])
    .reduce((sum, result) => sum + (result.duration ?? 0), 0);
  return (suite.suites ?? []).reduce((sum, inner) => sum + playwrightMs(inner), own);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (runUnit) {
  const file = join(results, 'vitest.json');
  const times = join(results, 'vitest-files.json');
  const status = timed('Vitest', () =>
    run(
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${file}`,
        '--reporter=./scripts/vitest-file-times.mjs',
      ],
      { VITEST_FILE_TIMES: times },
    ),
  );
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    // Skipped or pending tests count as failures: none may be left behind.
    totals.failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
    if (status !== 0 && report.numFailedTests === 0) broken = true; // e.g. a file failed to load
    fileSeconds.push(...(readJson(times) ?? []));
  } else {
    broken = true;
  }
}

if (runE2e) {
  console.log('\nBuilding the web app for the browser tests…');
  if (timed('build', () => run('npm', ['run', 'build', '-w', 'apps/web'])) !== 0) {
    broken = true;
  } else {
    const file = join(results, 'playwright.json');
    const status = timed('Playwright', () =>
      run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      }),
    );
    const report = readJson(file);
    if (report?.stats) {
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
      totals.passed += expected + flaky;
      totals.failed += unexpected + skipped;
      if (status !== 0 && unexpected === 0) broken = true;
      for (const suite of report.suites ?? []) {
        fileSeconds.push({ file: `e2e/specs/${suite.file}`, seconds: playwrightMs(suite) / 1000 });
      }
    } else {
      broken = true;
    }
  }
}

if (fileSeconds.length > 0) {
  console.log(`\nSlowest test files (${phases.join(', ')}):`);
  for (const { file, seconds } of fileSeconds.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
}

// A suite that could not run at all counts as one failure, so the totals never look clean.
if (broken) totals.failed += 1;
const line = `${totals.passed} passed, ${totals.failed} failed`;
if (existsSync(results)) writeFileSync(join(results, 'totals.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(totals.failed === 0 ? 0 : 1);
