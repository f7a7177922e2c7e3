import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageCode } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { pageHtml, type Manifest } from '../http/page-html.ts';
import { DEFAULT_TTL_MS } from '../lib/public-cache.ts';

/**
 * The web app's server renderer (apps/web/src/app/README.md#server-rendering): the module Vite builds
 * from apps/web/src/entry-server.tsx into dist/ssr/. Typed here by hand: the server does not
 * compile the web app's sources.
 */
interface RendererModule {
  render(input: {
    url: string;
    language: LanguageCode;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    siteName: string;
  }): Promise<{ html: string; styles: string; state: RenderState; pageModule: string }>;
  serializeState(state: RenderState): string;
  SERVER_STATE_ID: string;
  NotServerRenderable: new (...args: never[]) => Error;
}

interface RenderState {
  queries: { queries: { queryKey: readonly unknown[]; state: { data?: unknown } }[] };
}

export interface PageRenderer {
  /** The page's whole HTML around `template` (index.html with its meta), and how long it may be kept. */
  render(
    url: string,
    language: LanguageCode,
    template: string,
  ): Promise<{ html: string; ttlMs: number }>;
  /** Whether `error` means "let the browser render this one" rather than a fault. */
  declined(error: unknown): boolean;
}

/** How long a page's HTML is kept at most, as the public API's answers (lib/public-cache.ts). */
export const PAGE_TTL_MS = DEFAULT_TTL_MS;

/**
 * Loads the renderer when the web app was built with it; null otherwise (the server then sends
 * the app shell, as before, and the browser renders every page).
 */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  const { webDist, siteName } = app.ctx.config;
  const bundle = join(webDist, 'ssr', 'entry-server.js');
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(bundle) || !existsSync(manifestPath)) return null;
  const renderer = (await import(pathToFileURL(bundle).href)) as RendererModule;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The build's stylesheets, read once: pages carry them inline (http/page-html.ts).
  const assets = new Map<string, string | null>();
  const readAsset = (file: string): string | null => {
    if (!assets.has(file)) {
      const path = join(webDist, file);
      assets.set(
        file,
        /^assets\/[\w.-]+\.css$/.test(file) && existsSync(path) ? readFileSync(path, 'utf8') : null,
      );
    }
    return assets.get(file) ?? null;
  };

  // The app's calls go to this process's own routes, public cache included, without a socket.
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const { pathname, search } = new URL(url);
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: pathname + search,
      headers: (init.headers ?? {}) as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };

  return {
    async render(url, language, template) {
      const page = await renderer.render({ url, language, fetch, siteName });
      const html = pageHtml(
        template,
        {
          html: page.html,
          styles: page.styles,
          state: renderer.serializeState(page.state),
          stateId: renderer.SERVER_STATE_ID,
          pageModule: page.pageModule,
          language,
        },
        manifest,
        readAsset,
      );
      return { html, ttlMs: untilNextDate(page.state) };
    },
    declined: (error) => error instanceof renderer.NotServerRenderable,
  };
}

/**
 * A page showing the season's phase changes when a date of the season passes (registration
 * closes, the jury starts): its HTML is kept until then at most, else for PAGE_TTL_MS.
 */
function untilNextDate(state: RenderState): number {
  const now = Date.now();
  let ttl = PAGE_TTL_MS;
  for (const q of state.queries.queries) {
    if (q.queryKey[0] !== 'public' || q.queryKey[1] !== 'phase') continue;
    const season = (q.state.data as { season?: Record<string, unknown> | null } | undefined)
      ?.season;
    // Its dates: registrationOpensAt, registrationClosesAt, … resultsAt.
    for (const [field, value] of Object.entries(season ?? {})) {
      const at = field.endsWith('At') && typeof value === 'string' ? Date.parse(value) : NaN;
      if (at > now) ttl = Math.min(ttl, at - now);
    }
  }
  return ttl;
}
