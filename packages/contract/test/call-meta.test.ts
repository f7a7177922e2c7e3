import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callMeta, calls, type CallDef } from '../src/index.ts';
import { AREAS, areaCallMetaPath, CALL_META_PATH, metaOf, renderAreaCallMeta, renderCallMeta } from '../scripts/generate-call-meta.ts';
import { allCalls } from './helpers.ts';

// The web app sends calls through callMeta (no zod on its first load,
// docs/decisions/004-light-first-load.md) while the server registers the same calls from `calls`:
// both must describe every call alike.

describe('callMeta', () => {
  it('has every call of `calls`, and nothing else', () => {
    const metaIds = Object.entries(callMeta).flatMap(([area, group]) =>
      Object.keys(group).map((key) => `${area}.${key}`),
    );
    expect(metaIds.sort()).toEqual(allCalls().map(({ area, key }) => `${area}.${key}`).sort());
  });

  it.each(allCalls().map(({ area, key, call }) => [`${area}.${key}`, area, key, call] as const))(
    '%s: same method, path, auth, file and time-out',
    (_id, area, key, call) => {
      const meta = (callMeta as unknown as Record<string, Record<string, object>>)[area]![key];
      expect(meta).toEqual(metaOf(call));
      expect(meta).toMatchObject({ method: call.method, path: call.path, auth: call.auth });
    },
  );

  it('keeps the per-call time-outs (600 000 ms for the batch zip)', () => {
    expect(callMeta.judge.batchDownloadEntryZip.timeoutMs).toBe(600_000);
    expect(callMeta.judge.batchDownloadEntryZip.file).toBe(true);
    const withTimeout = allCalls().filter(({ call }) => call.timeoutMs !== undefined);
    expect(withTimeout.length).toBeGreaterThan(0);
  });

  it('src/call-meta.ts is up to date (regenerate with scripts/generate-call-meta.ts)', () => {
    expect(readFileSync(CALL_META_PATH, 'utf8')).toBe(renderCallMeta());
    for (const area of AREAS) expect(readFileSync(areaCallMetaPath(area), 'utf8')).toBe(renderAreaCallMeta(area));
  });

  it('an area imports nothing at run time, so it never pulls zod into a bundle', () => {
    const source = AREAS.map(areaCallMetaPath).map((p) => readFileSync(p, 'utf8')).join('\n');
    const imports = source.split('\n').filter((line) => /^\s*import\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });

  it('is typed from the calls: a meta stands for its full call definition', () => {
    // Compile-time: CallMeta<typeof calls.user.login> is what callMeta.user.login is.
    const login: { __call?: CallDef } = callMeta.user.login;
    expect(login).not.toHaveProperty('response');
    expect(calls.user.login.response).toBeDefined();
  });
});
