import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import './app/styles/global.css';
import { firstPageShown } from './app/layout/page-shown.tsx';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { announceExpiredSession } from './app/startup-notice.tsx';
import { buildRoutes, createAppRouter } from './app/router.tsx';
import { detectLanguage, initI18n, setLanguage } from './i18n/index.ts';
import { markPageData } from './lib/page-data.ts';
import { setNavigator } from './lib/request/index.ts';
import {
  bootstrapSession,
  setCurrentUser,
  syncSessionWithToken,
} from './lib/session/current-user.ts';
import { readServerState, type ServerState } from './server-state.ts';

type AppRouter = ReturnType<typeof createAppRouter>;

function container(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  return root;
}

function app(queryClient: QueryClient, router: AppRouter) {
  // The request client's 401 → /login and 403 → /403 move inside the app (docs/product.md#errors).
  setNavigator(
    (path) => void router.navigate(path),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** A page the browser renders alone: the guarded pages, the forms, and any page when the server could not render it. */
async function render(queryClient: QueryClient): Promise<void> {
  // docs/product.md#session-and-startup: the stored session is resolved before the first render
  // (and before the first route loader runs, which may check the user).
  const [, startup] = await Promise.all([initI18n(), bootstrapSession(queryClient)]);
  if (startup.redirectTo) window.history.replaceState(null, '', startup.redirectTo);
  syncSessionWithToken(queryClient);
  createRoot(container()).render(app(queryClient, createAppRouter(queryClient)));
  await firstPageShown;
  markReady();
}

/** The app runs, its first page shown and the session loaded: `<html data-app="ready">`. */
function markReady(): void {
  document.documentElement.dataset.app = 'ready';
}

/**
 * A server-rendered page (apps/web/src/app/README.md#server-rendering): hydrated with the language and
 * the data it was rendered with, so nothing is fetched again and nothing changes on screen. The
 * visitor's session and stored language apply once the page is hydrated.
 */
async function hydratePage(queryClient: QueryClient, state: ServerState): Promise<void> {
  await initI18n(state.language);
  setCurrentUser(queryClient, null);
  // The server's HTML is dropped whenever its data changes (the public cache's tags), so the
  // answers in it are as fresh as the page: they count from now, not from when it was cached.
  const now = Date.now();
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })),
  });
  markPageData(state.queries.queries.map((q) => ({ queryHash: q.queryHash, dataUpdatedAt: now })));
  const router = createBrowserRouter(buildRoutes(queryClient), { hydrationData: { loaderData: state.loaderData } });
  // As a transition, so React hydrates in slices and yields to the browser between them: the
  // page is already on screen, and one long task would only hold up a tap on it.
  startTransition(() => {
    hydrateRoot(container(), app(queryClient, router));
  });

  await firstPageShown;
  const preferred = detectLanguage();
  if (preferred !== state.language) void setLanguage(preferred);
  const startup = await bootstrapSession(queryClient);
  if (startup.redirectTo) void router.navigate(startup.redirectTo, { replace: true });
  announceExpiredSession();
  syncSessionWithToken(queryClient);
  markReady();
}

void import('./app/fonts.ts');
const serverState = readServerState();
const queryClient = createQueryClient();
void (serverState && container().firstElementChild ? hydratePage(queryClient, serverState) : render(queryClient));
