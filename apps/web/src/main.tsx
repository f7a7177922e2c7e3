import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource-variable/inter';
import './app/styles/global.css';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import { setNavigator } from './lib/request/index.ts';
import { bootstrapSession, syncSessionWithToken } from './lib/session/current-user.ts';

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  // docs/product.md#session-and-startup: the stored session is resolved before the first render
  // (and before the first route loader runs, which may check the user).
  const [, startup] = await Promise.all([initI18n(), bootstrapSession(queryClient)]);
  if (startup.redirectTo) window.history.replaceState(null, '', startup.redirectTo);
  syncSessionWithToken(queryClient);

  const router = createAppRouter(queryClient);
  // The request client's 401 → /login and 403 → /403 move inside the app (docs/product.md#errors).
  setNavigator((path) => void router.navigate(path));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
