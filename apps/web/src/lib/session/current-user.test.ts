import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from '../constants.ts';
import { sendEnvelope, sendOk, startTestApiServer, type TestApiServer } from '../../testing/api-server.ts';
import { getApiBaseUrl, setApiBaseUrl } from '../request/index.ts';
import {
  bootstrapSession,
  endSession,
  getCurrentUser,
  setCurrentUser,
  startSession,
  syncSessionWithToken,
} from './current-user.ts';
import { clearToken, setToken } from './token.ts';

const user = {
  id: 1,
  email: 'ada@example.com',
  name: 'Ada',
  company: null,
  country: null,
  areaCode: null,
  phone: null,
  identity: 1,
  staffRole: null,
  language: 'en' as const,
  agentCode: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let server: TestApiServer;
let baseUrl: string;
let answer: (res: Parameters<typeof sendOk>[0]) => void;

beforeAll(async () => {
  server = await startTestApiServer({ '/api/user/getUserInfo': (_req, res) => answer(res) });
  baseUrl = getApiBaseUrl();
  setApiBaseUrl(server.origin);
});

afterAll(async () => {
  setApiBaseUrl(baseUrl.replace(/\/api$/, ''));
  await server.close();
});

beforeEach(() => {
  server.received.length = 0;
  answer = (res) => sendOk(res, user);
});

const infoCalls = () => server.received.filter((r) => r.url.pathname === '/api/user/getUserInfo');

describe('startup rule (docs/product.md#session-and-startup)', () => {
  it('loads the user of a stored token before the app starts', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const qc = new QueryClient();
    expect(await bootstrapSession(qc, '/account')).toEqual({ redirectTo: null });
    expect(getCurrentUser(qc)).toEqual(user);
    expect(infoCalls()[0]?.headers.token).toBe('tok');
  });

  it('loads nobody without a token', async () => {
    const qc = new QueryClient();
    expect(await bootstrapSession(qc, '/account')).toEqual({ redirectTo: null });
    expect(getCurrentUser(qc)).toBeNull();
    expect(infoCalls()).toHaveLength(0);
  });

  it('loads nobody on /login, even with a token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const qc = new QueryClient();
    expect(await bootstrapSession(qc, '/login')).toEqual({ redirectTo: null });
    expect(getCurrentUser(qc)).toBeNull();
    expect(infoCalls()).toHaveLength(0);
  });

  it('sends the visitor to /login, back to the page afterwards, and drops a token the server refuses', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    answer = (res) => sendEnvelope(res, 401, 'Please log in.');
    const qc = new QueryClient();
    expect(await bootstrapSession(qc, '/steps', '?apply_order_id=7')).toEqual({ redirectTo: '/login?redirect=%2Fsteps%3Fapply_order_id%3D7' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getCurrentUser(qc)).toBeNull();
  });

  it('sends the visitor to /login but keeps the token when the server failed otherwise', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    answer = (res) => sendEnvelope(res, 500, 'Internal error');
    const qc = new QueryClient();
    expect(await bootstrapSession(qc, '/')).toEqual({ redirectTo: '/login' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
  });
});

describe('current user follows the token', () => {
  it('login stores token and user without asking the server again; logout clears both', async () => {
    const qc = new QueryClient();
    const stop = syncSessionWithToken(qc);
    startSession(qc, { token: 'new', user });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new');
    expect(getCurrentUser(qc)).toEqual(user);
    endSession(qc, 'logout');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getCurrentUser(qc)).toBeNull();
    stop();
    expect(infoCalls()).toHaveLength(0);
  });

  it('a token cleared elsewhere (a 401) removes the user; a new one loads its user', async () => {
    const qc = new QueryClient();
    setCurrentUser(qc, user);
    const stop = syncSessionWithToken(qc);
    clearToken();
    expect(getCurrentUser(qc)).toBeNull();
    setToken('from-another-tab');
    await expect.poll(() => getCurrentUser(qc)).toEqual(user);
    stop();
  });
});
