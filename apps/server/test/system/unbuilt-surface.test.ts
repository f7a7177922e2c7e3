import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, calls, ROUTES, type CallDef } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSources } from '../helpers/server-sources.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * What is declared but not built yet, listed exactly, so the list can only shrink: a call that
 * gets its route, a page that gets its content or a stub that is removed must leave the list in
 * the same commit (else "stale"), and nothing new may join it unnoticed (else "growth").
 *
 * This is a server test, not a contract one: whether a call is served is asked of the built app
 * (`hasRoute`), so a route registered through any helper, alias or folder counts, and a route
 * that is written but never registered does not.
 */

/**
 * Calls of the contract the server does not serve: none since issue 13 built the jury's. A call
 * added to the contract before its route is listed here until the route exists.
 */
const UNROUTED_CALLS: string[] = [];

/** Routes whose page shows only its heading band: the jury pages, issue 13. */
const PLACEHOLDER_PAGES: string[] = [];

/**
 * Stubbed parts of answers, each marked in the server's source by a `// unbuilt(issue N): why`
 * line right above it.
 */
const STUBS: { stub: string; issue: number }[] = [];

const ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));
const ROUTE_PAGES = join(ROOT, 'apps/web/src/app/route-pages.tsx');

const sorted = (list: string[]) => [...list].sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the unbuilt surface', () => {
  it('lists the lists in order, so a change shows as one line', () => {
    expect(UNROUTED_CALLS).toEqual(sorted(UNROUTED_CALLS));
    expect(PLACEHOLDER_PAGES).toEqual(sorted(PLACEHOLDER_PAGES));
  });

  it('lists exactly the calls of the contract that have no route', () => {
    const all = Object.values(calls).flatMap((area) => Object.values(area) as CallDef[]);
    const unrouted = all
      .filter((c) => !t.app.hasRoute({ method: c.method, url: API_PREFIX + c.path }))
      .map((c) => `${c.method} ${c.path}`);
    // Served but still listed: take it off. Not served and not listed: build it, or list it.
    expect(sorted(unrouted)).toEqual(UNROUTED_CALLS);
  });

  it('lists exactly the pages that show nothing but their heading', () => {
    const pages = routePageFiles();
    expect(Object.keys(pages).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    const placeholders = Object.entries(pages)
      .filter(([, file]) => isPlaceholder(readFileSync(file, 'utf8')))
      .map(([path]) => path);
    expect(sorted(placeholders)).toEqual(PLACEHOLDER_PAGES);
  });

  it('lists exactly the stubs in answers, each marked where it is', () => {
    const markers = unbuiltMarkers();
    expect(markers.map(({ stub, issue }) => ({ stub, issue })).sort(byStub)).toEqual(
      [...STUBS].sort(byStub),
    );
    for (const { stub } of STUBS) {
      // The stub's text appears nowhere else in the server, marked or not.
      expect(occurrences(stub), stub).toEqual(
        markers.filter((m) => m.stub === stub).map((m) => m.where),
      );
    }
  });
});

/** Route path → page module, read from the web app's page table (`'/': 'home/pages/home-page.tsx'`). */
function routePageFiles(): Record<string, string> {
  const source = readFileSync(ROUTE_PAGES, 'utf8');
  const pages: Record<string, string> = {};
  for (const m of source.matchAll(/'(\/[^']*)':\s*'([\w/-]+\.tsx)'/g)) {
    pages[m[1]!] = resolve(dirname(ROUTE_PAGES), '../features', m[2]!);
  }
  return pages;
}

/** A page whose only element is the heading band (`PageIntro`): a title and a sentence. */
function isPlaceholder(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const elements = [...code.matchAll(/<([A-Za-z][\w.]*)[\s/>]/g)].map((m) => m[1]);
  return elements.length === 1 && elements[0] === 'PageIntro';
}

interface Marker {
  stub: string;
  issue: number;
  where: string;
}

/** Every `// unbuilt(issue N): …` line in the server's source, with the stub on the next line. */
function unbuiltMarkers(): Marker[] {
  const found: Marker[] = [];
  for (const [file, lines] of serverLines()) {
    lines.forEach((line, i) => {
      const m = /\/\/\s*unbuilt\(issue (\d+)\):/.exec(line);
      if (!m) return;
      const next = lines[i + 1] ?? '';
      const stub = STUBS.find((s) => next.includes(s.stub))?.stub ?? `unlisted: ${next.trim()}`;
      found.push({ stub, issue: Number(m[1]), where: `${file}:${i + 2}` });
    });
  }
  return found;
}

function occurrences(text: string): string[] {
  const where: string[] = [];
  for (const [file, lines] of serverLines()) {
    lines.forEach((line, i) => {
      if (line.includes(text)) where.push(`${file}:${i + 1}`);
    });
  }
  return where;
}

/** The server's sources as lines, each file named from the repository's root. */
function serverLines(): [string, string[]][] {
  return serverSources().map(({ path, code }) => [join('apps/server/src', path), code.split('\n')]);
}

function byStub(a: { stub: string }, b: { stub: string }): number {
  return a.stub.localeCompare(b.stub);
}
