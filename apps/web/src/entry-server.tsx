import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import i18n from 'i18next';
import type { LanguageCode } from '@laurel/contract';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { buildRoutes } from './app/router.tsx';
import { manifestKey, NOT_FOUND_PAGE_FILE, PAGE_FILES } from './app/route-pages.tsx';
import { initI18n, loadLanguage } from './i18n/index.ts';
import { setFetch } from './lib/request/transport.ts';
import { setNavigator } from './lib/request/index.ts';
import { SESSION_USER_KEY, setCurrentUser } from './lib/session/current-user.ts';
import { setSiteName } from './lib/site-name.ts';
import { SERVER_STATE_VERSION, type ServerState } from './server-state.ts';

export { SERVER_STATE_ID, serializeState } from './server-state.ts';

/**
 * The server renderer (apps/web/src/app/README.md#server-rendering): the built app's own routes, pages
 * and data hooks, rendered to HTML in the API's process. Vite builds this file for Node
 * (`vite build --ssr`, into dist/ssr/); the server imports it at start.
 *
 * A page's data is found the way the browser finds it — its components ask the query cache — so
 * no page needs a second, server-only description of what it shows: a pass renders the page,
 * the queries it asked for and that are still empty are fetched, and the next pass renders with
 * their answers, until a pass asks for nothing new. Every answer the page used goes into the
 * HTML (the dehydrated cache), so the browser hydrates without asking again.
 */

export interface ServerRenderInput {
  /** Path and query, e.g. `/winnerDetails?apply_order_id=6`. */
  url: string;
  language: LanguageCode;
  /** Answers the app's `/api` calls inside the server's process (Fastify's inject). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  siteName: string;
}

export interface ServerRenderResult {
  /** The markup of `#root`. */
  html: string;
  /** antd's styles for that markup, as `<style>` elements for the head. */
  styles: string;
  /** For `<script type="application/json" id="laurel-state">`: the data the page was rendered with. */
  state: ServerState;
  /** The page module's key in the client build manifest, to link its styles and script. */
  pageModule: string;
}

/** A page that cannot be rendered here; the server then sends the app shell (the browser renders). */
export class NotServerRenderable extends Error {
  override readonly name = 'NotServerRenderable';
}

/** How many render passes a page may take to find all its data: the deepest page needs 3. */
const MAX_PASSES = 5;

let setUp: Promise<void> | null = null;

/**
 * The i18n instance, the request client's transport and Accept-Language, the
 * site name are the module's globals, as in the browser, where there is one visitor and one
 * server. Renders therefore take turns, each setting them first: a render
 * is mostly CPU in this single thread anyway, and the served HTML is cached
 * (apps/server/src/plugins/server-render.ts).
 */
let turn: Promise<unknown> = Promise.resolve();

export function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const run = turn.then(() => renderNow(input));
  turn = run.catch(() => undefined);
  return run;
}

async function renderNow({
  url,
  language,
  fetch,
  siteName,
}: ServerRenderInput): Promise<ServerRenderResult> {
  setUp ??= initI18n(language).then(() => undefined);
  await setUp;
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  setFetch(fetch, 'http://laurel.internal/');
  setSiteName(siteName);
  // A 401 or 403 has nowhere to send anybody on the server.
  setNavigator(() => undefined);

  const queryClient = createQueryClient();
  // Rendered for an anonymous visitor; the browser loads its own session after hydration.
  setCurrentUser(queryClient, null);

  const handler = createStaticHandler(buildRoutes(queryClient));
  const context = await handler.query(new Request(new URL(url, 'http://laurel.internal/')));
  if (context instanceof Response) throw new NotServerRenderable(`${url} redirects`);
  if (context.errors) throw new NotServerRenderable(`${url} failed in its loader`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches[context.matches.length - 1]?.route.path;
  const pageFile = leaf && leaf !== '*' ? PAGE_FILES[leaf] : NOT_FOUND_PAGE_FILE;
  if (!pageFile) throw new NotServerRenderable(`${url} has no page`);

  let pass = 0;
  for (;;) {
    pass += 1;
    const styleCache = createCache();
    const html = await renderToString(
      <StrictMode>
        <StyleProvider cache={styleCache}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StyleProvider>
      </StrictMode>,
    );
    const missing = queryClient.getQueryCache().getAll().filter(isAwaited);
    if (missing.length === 0 || pass === MAX_PASSES) {
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .some((q) => q.state.status === 'error')
      ) {
        throw new NotServerRenderable(`${url}: a query failed`);
      }
      // A part that suspended is written out of order with inline scripts, which the site's
      // Content-Security-Policy blocks: the browser would be left with the fallback.
      if (/<script(?![^>]*type="application\/json")/.test(html) || html.includes('<!--$?-->')) {
        throw new NotServerRenderable(`${url}: a part of the page suspended`);
      }
      return {
        html,
        styles: extractStyle(styleCache),
        state: serverState(queryClient, language, context.loaderData),
        pageModule: manifestKey(pageFile),
      };
    }
    await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
  }
}

/** A query a component asked for that has no answer yet and may run. */
function isAwaited(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function'
    ? (enabled as (q: Query) => boolean)(query) !== false
    : enabled !== false;
}

function serverState(
  queryClient: QueryClient,
  language: LanguageCode,
  loaderData: Record<string, unknown>,
): ServerState {
  return {
    version: SERVER_STATE_VERSION,
    language,
    queries: dehydrate(queryClient, {
      // The session is the browser's to load (it alone holds the token).
      shouldDehydrateQuery: (q) =>
        q.state.status === 'success' && q.queryKey[0] !== SESSION_USER_KEY[0],
    }),
    loaderData,
  };
}

/** The whole markup once every Suspense boundary has resolved (lazy pages included). */
async function renderToString(element: ReactElement): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // React outlines a boundary larger than this (12.8 KB by default) to reveal it by an inline
    // script as the stream goes; the page is sent whole, and inline scripts are not allowed.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(chunks).toString('utf8');
}
