import { describe, expect, test } from 'vitest';
import {
  API_PREFIX,
  batchDownloadEntryZip,
  getUserInfo,
  login,
  REQUEST_TIMEOUT_MS,
} from '@laurel/contract';
import { setToken } from '../session/token.ts';
import { buildConfig, client, getApiBaseUrl, setApiBaseUrl } from './client.ts';

describe('client set-up (docs/product.md#calls)', () => {
  test('JSON, credentials and the 250 000 ms default time-out', () => {
    expect(client.defaults.withCredentials).toBe(true);
    expect(client.defaults.headers['Content-Type']).toBe('application/json');
    expect(buildConfig(getUserInfo).timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(250_000);
  });

  test('the batch zip download waits 600 000 ms', () => {
    expect(buildConfig(batchDownloadEntryZip, {}, {}, 'blob')).toMatchObject({
      timeout: 600_000,
      responseType: 'blob',
      url: '/judge/batchDownloadZip',
      method: 'GET',
    });
  });

  test('GET sends query as params and no body; POST sends the body', () => {
    expect(buildConfig(batchDownloadEntryZip, { query: { apply_order_ids: '1,2' } })).toMatchObject(
      {
        params: { apply_order_ids: '1,2' },
        data: undefined,
      },
    );
    expect(buildConfig(login, { body: { email: 'a@b.co', password: 'x' } }).data).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  test('the token header only when a token is stored', () => {
    expect(buildConfig(getUserInfo).headers).not.toHaveProperty('token');
    setToken('abc');
    expect(buildConfig(getUserInfo).headers).toMatchObject({ token: 'abc' });
  });

  test('setApiBaseUrl puts /api behind the given origin', () => {
    const before = getApiBaseUrl();
    try {
      setApiBaseUrl('https://api.example.com/');
      expect(getApiBaseUrl()).toBe(`https://api.example.com${API_PREFIX}`);
    } finally {
      client.defaults.baseURL = before;
    }
  });
});
