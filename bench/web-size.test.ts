import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from 'vite';
import { HOME_JS_BUDGET_KB, homeFirstLoad } from './web-size.ts';

// Issue 3: the home route's first load ships at most 250 KB of JavaScript gzip. A real
// production build of this source tree, measured from its manifest as bench/web-size.ts does
// (entry + home page chunk + their static imports, gzip level 9): a size, not a timing, so it
// fails the same way on every machine. docs/decisions/004-light-first-load.md says what keeps it
// small.

const webRoot = fileURLToPath(new URL('../apps/web', import.meta.url));
let outDir = '';

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'laurel-first-load-'));
  // A production build, as `npm run build` makes it (Vitest runs with NODE_ENV=test, which would
  // give React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('home route first load', () => {
  test(`is at most ${HOME_JS_BUDGET_KB} KB of JavaScript gzip`, () => {
    const { gzipKb, files } = homeFirstLoad(outDir);
    expect(files.length).toBeGreaterThan(1);
    expect(gzipKb, `first load of ${files.length} files`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  test('leaves out what the home page does not need', () => {
    const code = homeFirstLoad(outDir)
      .files.map((file) => readFileSync(join(outDir, file), 'utf8'))
      .join('\n');
    const has = (marker: string) => code.includes(marker);
    // zod (the contract's schemas) and axios: the client sends calls through call metadata and fetch.
    expect(has('$ZodError'), 'zod').toBe(false);
    expect(has('XMLHttpRequest'), 'axios').toBe(false);
    // antd's Drawer, Dropdown (with Menu) and App (with Modal, message, notification) register
    // their styles under these names; each now sits in a chunk loaded when it is used.
    for (const component of ['Drawer', 'Dropdown', 'Modal', 'Notification']) {
      expect(has(`\`${component}\``), component).toBe(false);
    }
    // Only the areas of calls the page sends: the console's and the jury's stay with their pages
    // (packages/contract/src/call-meta/), and so do the console's pages, one chunk of their own.
    expect(has('/index/banner'), 'the public calls').toBe(true);
    for (const path of ['/admin/seasons/create', '/subJudge/award', '/apply/entryList', '/pdf/']) {
      expect(has(path), path).toBe(false);
    }
    // dayjs is for antd's date pickers, which only the console has (i18n/dayjs-locale.ts).
    expect(has('YYYY-MM-DDTHH:mm:ssZ'), 'dayjs').toBe(false);
    for (const page of ['seasons-page', 'staff-page']) expect(has(`./${page}-`), `${page}'s own chunk`).toBe(false);
  });
});
