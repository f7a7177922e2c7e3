import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { NOT_FOUND_TITLE_KEY, ROUTES, type RouteDef, type RouteWrapper } from '@laurel/contract';
import { PageSpinner } from '../components/page-spinner.tsx';
import { fetchCategories } from '../lib/categories.ts';
import { getCurrentUser } from '../lib/session/current-user.ts';
import { guardRedirect, guardVerdict, WRAPPERS } from './guards/index.ts';
import { AppLayout } from './layout/app-layout.tsx';
import type { RouteHandle } from './layout/route-effects.tsx';
import { RouteError } from './route-error.tsx';
import { NotFoundPage, PAGES } from './route-pages.tsx';

/**
 * The category loader of docs/product.md#routes. On a guarded route the wrapper's rule is checked
 * first, so a visitor who may not enter is redirected without fetching anything (the wrapper
 * component applies the same rule to what renders).
 */
export function categoriesLoader(queryClient: QueryClient, wrapper: RouteWrapper | null) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (wrapper) {
      const verdict = guardVerdict(wrapper, getCurrentUser(queryClient));
      if (verdict !== 'allow') {
        const url = new URL(request.url);
        throw redirect(guardRedirect(verdict, url.pathname + url.search));
      }
    }
    return fetchCategories(request.signal);
  };
}

function toRoute(def: RouteDef, queryClient: QueryClient): RouteObject {
  const Page = PAGES[def.path];
  if (!Page) throw new Error(`No page registered for route ${def.path} (app/route-pages.tsx)`);
  const Wrapper = def.wrapper ? WRAPPERS[def.wrapper] : null;
  const handle: RouteHandle = { titleKey: def.titleKey };
  return {
    path: def.path,
    handle,
    element: Wrapper ? (
      <Wrapper>
        <Page />
      </Wrapper>
    ) : (
      <Page />
    ),
    ...(def.loadCategories
      ? {
          loader: categoriesLoader(queryClient, def.wrapper),
          // Opened directly, the layout shows with a spinner until the list has arrived.
          hydrateFallbackElement: <PageSpinner />,
        }
      : {}),
  };
}

/**
 * Every route of the contract's table (docs/product.md#routes) plus the not-found catch-all, inside
 * the one global layout. Errors of a page or loader show inside the layout (the pathless route's
 * error element); the root one catches a failing layout.
 */
export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const notFoundHandle: RouteHandle = { titleKey: NOT_FOUND_TITLE_KEY };
  return [
    {
      id: 'root',
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...ROUTES.map((def) => toRoute(def, queryClient)),
            { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(buildRoutes(queryClient));
