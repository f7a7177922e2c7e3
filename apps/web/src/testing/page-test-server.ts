import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { getApiBaseUrl, setApiBaseUrl } from '../lib/request/index.ts';
import { startTestApiServer, type TestApiServer, type TestHandler } from './api-server.ts';

/**
 * The set-up every page test of the app shares: call it once at the top of a test file. It
 * registers the file's hooks — a test API server for the page's calls, the request client
 * pointed at it and put back afterwards, an empty `received` list before each test — and returns
 * the server.
 *
 * Not named `use…`: it registers Vitest hooks at the top of a module, not React hooks.
 */
export function setupPageTestServer(routes: Record<string, TestHandler> = {}): TestApiServer {
  let server: TestApiServer | undefined;
  let baseUrl = '';
  const current = (): TestApiServer => {
    if (!server) throw new Error('The page test server starts in beforeAll; use it in hooks and tests.');
    return server;
  };

  beforeAll(async () => {
    // Each test loads a lazy page and several calls: on a 2-core CI machine that also runs the
    // server tests, a step that saves and renders a form has been seen to need more than 5 s.
    // Waiting longer only slows a test that fails anyway.
    configure({ asyncUtilTimeout: 15_000 });
    // jsdom does not implement scrolling; the app scrolls to the top on navigation (app/layout/route-effects.tsx).
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    server = await startTestApiServer(routes);
    baseUrl = getApiBaseUrl();
    setApiBaseUrl(server.origin);
  });

  afterAll(async () => {
    // getApiBaseUrl() answers with the /api suffix that setApiBaseUrl adds.
    setApiBaseUrl(baseUrl.replace(/\/api$/, ''));
    await current().close();
  });

  beforeEach(() => {
    current().received.length = 0;
  });

  // The server exists only once beforeAll has run, but tests name it at module level
  // (`answer(server, …)`, `server.received`): this object reads through to it when used.
  return {
    get origin() {
      return current().origin;
    },
    get received() {
      return current().received;
    },
    route: (path, handler) => current().route(path, handler),
    close: () => current().close(),
  };
}
