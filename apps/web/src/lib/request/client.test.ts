import { describe, expect, test } from 'vitest';
import { API_PREFIX, batchDownloadEntryZip, getUserInfo, login } from '@laurel/contract';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { setToken } from '../session/token.ts';
import { apiUrl, buildRequest, getApiBaseUrl, queryString, setApiBaseUrl } from './client.ts';

describe('every call, in fetch terms (docs/product.md#calls)', () => {
  test('credentials included and the 250 000 ms default time-out; a cache mode only when asked', () => {
    const { init } = buildRequest(getUserInfo);
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', timeoutMs: REQUEST_TIMEOUT_MS, read: 'json' });
    expect(init).not.toHaveProperty('cache');
    expect(REQUEST_TIMEOUT_MS).toBe(250_000);
    expect(buildRequest(getUserInfo, {}, { cache: 'no-store' }).init.cache).toBe('no-store');
  });

  test('the batch zip download waits 600 000 ms and is read as a file', () => {
    const { url, init } = buildRequest(batchDownloadEntryZip, {}, {}, 'blob');
    expect(url).toBe(`${getApiBaseUrl()}/judge/batchDownloadZip`);
    expect(init).toMatchObject({ method: 'GET', timeoutMs: 600_000, read: 'blob' });
  });

  test('GET carries its input in the query and has no body; POST sends the body as JSON', () => {
    const get = buildRequest(batchDownloadEntryZip, { query: { apply_order_ids: '1,2' } });
    expect(get.url).toBe(`${getApiBaseUrl()}/judge/batchDownloadZip?apply_order_ids=1%2C2`);
    expect(get.init.json).toBeUndefined();
    expect(buildRequest(login, { body: { email: 'a@b.co', password: 'x' } }).init.json).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  test('the token header only when a token is stored', () => {
    expect(buildRequest(getUserInfo).init.headers).not.toHaveProperty('token');
    setToken('abc');
    expect(buildRequest(getUserInfo).init.headers).toMatchObject({ token: 'abc' });
  });

  test('setApiBaseUrl puts /api behind the given origin, in front of every call', () => {
    const before = getApiBaseUrl();
    try {
      setApiBaseUrl('https://api.example.com/');
      expect(getApiBaseUrl()).toBe(`https://api.example.com${API_PREFIX}`);
      expect(apiUrl('/index/banner', { position: 'home' })).toBe(
        'https://api.example.com/api/index/banner?position=home',
      );
      expect(buildRequest(getUserInfo).url).toBe('https://api.example.com/api/user/getUserInfo');
    } finally {
      setApiBaseUrl(before.slice(0, -API_PREFIX.length));
    }
  });
});

describe('queryString', () => {
  test('repeats array keys, leaves out null and undefined, writes dates as ISO', () => {
    expect(
      queryString({
        q: 'a b&c',
        ids: [1, 2],
        none: undefined,
        nothing: null,
        at: new Date('2027-01-02T03:04:05.000Z'),
        flag: false,
        filter: { a: 1 },
      }),
    ).toBe(
      'q=a+b%26c&ids=1&ids=2&at=2027-01-02T03%3A04%3A05.000Z&flag=false&filter=%7B%22a%22%3A1%7D',
    );
    expect(queryString(undefined)).toBe('');
  });
});
