import { describe, expect, test } from 'vitest';
import i18n from 'i18next';
import { getUserInfo } from '@laurel/contract';
import { toastsSettled } from '../../testing/toasts.ts';
import zhCommon from '../../i18n/locales/zh-CN/common.json';
import zhErrors from '../../i18n/locales/zh-CN/errors.json';
import { getToken, setToken } from '../session/token.ts';
import {
  conflict,
  conflictIn200,
  echo,
  echoBody,
  errorToasts,
  expired,
  failure,
  FIELD_ERRORS,
  forbidden,
  internal,
  invalid,
  invalidEntry,
  withCatalogueServer,
} from './catalogue.fixture.ts';
import { request } from './index.ts';
import { setFetch } from './transport.ts';

// Success and the business errors of docs/product.md#errors, against a real HTTP server.

const ctx = withCatalogueServer();
const { navigate } = ctx;

describe('success', () => {
  test('resolves the data of a code-200 envelope and encodes the query', async () => {
    const data = await request(echo, { query: { q: 'a b&c=d/é', ids: [1, 2], none: undefined } });
    expect(data).toEqual({
      query: [
        ['q', 'a b&c=d/é'],
        ['ids', '1'],
        ['ids', '2'],
      ],
      token: null,
      language: 'en',
    });
    expect(await toastsSettled()).toEqual([]);
  });

  test('sends the body as JSON', async () => {
    await expect(request(echoBody, { body: { name: 'Ada' } })).resolves.toEqual({
      body: { name: 'Ada' },
      type: 'application/json',
    });
  });

  test('sends the stored token in the token header, and no header without one', async () => {
    setToken('secret-token');
    await expect(request(echo, { query: { q: 'x' } })).resolves.toMatchObject({
      token: 'secret-token',
    });
    window.localStorage.clear();
    await expect(request(echo, { query: { q: 'x' } })).resolves.toMatchObject({ token: null });
    expect(ctx.server.received.at(-1)?.headers).not.toHaveProperty('token');
  });

  test('every call goes with credentials; a fresh read (cache: no-store) is asked for past every cache', async () => {
    const seen: RequestInit[] = [];
    const page = window.location.href;
    setFetch((url, init) => {
      seen.push(init);
      return fetch(url, init);
    }, page);
    try {
      await request(echo, { query: { q: 'cached' } });
      await request(echo, { query: { q: 'fresh' } }, { cache: 'no-store' });
    } finally {
      setFetch((url, init) => fetch(url, init), page);
    }
    expect(seen.map((init) => [init.credentials, init.cache])).toEqual([
      ['include', undefined],
      ['include', 'no-store'],
    ]);
    const [cached, fresh] = ctx.server.received.slice(-2);
    expect(cached?.headers).not.toHaveProperty('cache-control');
    expect(fresh?.headers).toMatchObject({ 'cache-control': 'no-cache', pragma: 'no-cache' });
  });

  test('works with a contract call (getUserInfo)', async () => {
    setToken('good');
    await expect(request(getUserInfo)).resolves.toEqual({ id: 7, name: 'Ada' });
  });
});

describe('business errors (docs/product.md#errors)', () => {
  test('422: one error toast, each message under the label of its field', async () => {
    const error = await failure(request(invalid));
    expect(error).toMatchObject({ kind: 'business', code: 422, msg: FIELD_ERRORS, status: 422 });
    expect(error.fieldErrors).toEqual(FIELD_ERRORS);
    expect(await toastsSettled()).toEqual(
      errorToasts(
        'E-mail: This field is required\nE-mail: Invalid format\nPassword: Must be at least 8 characters',
      ),
    );
  });

  test('422: never a raw key; nested paths read by their last name, unknown keys as "This entry"', async () => {
    await failure(request(invalidEntry));
    const [shown, ...more] = await toastsSettled();
    expect(more).toEqual([]);
    expect(shown?.text.split('\n')).toEqual([
      'Images: This field is required',
      'Project title: This field is required',
      'Score: Invalid type',
      'This entry: Invalid format',
    ]);
    expect(shown?.text).not.toMatch(/imageFileIds|mysteryField|scores/);
  });

  test('422 with shownInline: the page shows the messages, no toast repeats them', async () => {
    const error = await failure(request(invalid, {}, { shownInline: 'fields' }));
    expect(error.fieldErrors).toEqual(FIELD_ERRORS);
    expect(await toastsSettled()).toEqual([]);
    // Only the 422 is the form's: another failure of the same call is still said.
    await failure(request(internal, {}, { shownInline: 'fields' }));
    expect(await toastsSettled()).toEqual(
      errorToasts('Something went wrong on our side. Please try again (reference req-7f3a).'),
    );
  });

  test('5xx: a human sentence quoting the request, never the server\'s "Internal server error"', async () => {
    const error = await failure(request(internal));
    expect(error).toMatchObject({ kind: 'business', code: 500 });
    expect(await toastsSettled()).toEqual(
      errorToasts('Something went wrong on our side. Please try again (reference req-7f3a).'),
    );
  });

  test('shownInline "all": a page with its own error state gets no toast, but a 401 still leads to /login', async () => {
    await failure(request(internal, {}, { shownInline: 'all' }));
    await failure(request(conflict, {}, { shownInline: 'all' }));
    await failure(request(invalid, {}, { shownInline: 'all' }));
    expect(await toastsSettled()).toEqual([]);
    setToken('stale');
    await failure(request(expired, {}, { shownInline: 'all' }));
    expect(await toastsSettled()).toEqual(errorToasts('Login information has expired, please log in again.'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  test('401: the expiry toast, the token is removed, and the user goes to /login', async () => {
    setToken('stale');
    const error = await failure(request(expired));
    expect(error).toMatchObject({ kind: 'business', code: 401 });
    expect(await toastsSettled()).toEqual(
      errorToasts('Login information has expired, please log in again.'),
    );
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  test('403: goes to /403 without a toast, keeping the token', async () => {
    setToken('t');
    const error = await failure(request(forbidden));
    expect(error).toMatchObject({ kind: 'business', code: 403 });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/403');
    expect(await toastsSettled()).toEqual([]);
    expect(getToken()).toBe('t');
  });

  test('another code: its msg as an error toast', async () => {
    const error = await failure(request(conflict));
    expect(error).toMatchObject({
      kind: 'business',
      code: 409,
      msg: 'This entry has already been submitted.',
      message: 'This entry has already been submitted.',
    });
    expect(await toastsSettled()).toEqual(errorToasts('This entry has already been submitted.'));
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a non-200 code is an error even when the HTTP status is 200', async () => {
    const error = await failure(request(conflictIn200));
    expect(error).toMatchObject({ kind: 'business', code: 409, status: 200 });
    expect(await toastsSettled()).toEqual(errorToasts('Registration is closed.'));
  });

  test('skipErrorHandler: rejects, shows nothing, keeps the token, does not navigate', async () => {
    setToken('stale');
    const error = await failure(request(expired, {}, { skipErrorHandler: true }));
    expect(error).toMatchObject({ kind: 'business', code: 401, msg: 'Please log in.' });
    const invalidError = await failure(request(invalid, {}, { skipErrorHandler: true }));
    expect(invalidError.fieldErrors).toEqual(FIELD_ERRORS);
    expect(await toastsSettled()).toEqual([]);
    expect(getToken()).toBe('stale');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a 422 in Simplified Chinese: the labels and the generic messages in Chinese too', async () => {
    i18n.addResourceBundle('zh-CN', 'errors', zhErrors);
    i18n.addResourceBundle('zh-CN', 'common', zhCommon);
    await i18n.changeLanguage('zh-CN');
    try {
      await failure(request(invalid));
      expect(await toastsSettled()).toEqual(
        errorToasts('电子邮箱：此项为必填项\n电子邮箱：格式无效\n密码：至少需要 8 个字符'),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  test('texts follow the language: the 401 toast in Simplified Chinese', async () => {
    i18n.addResourceBundle('zh-CN', 'errors', zhErrors);
    await i18n.changeLanguage('zh-CN');
    try {
      await failure(request(expired));
      expect(await toastsSettled()).toEqual(errorToasts('登录信息已过期，请重新登录。'));
      expect(ctx.server.received.at(-1)?.headers['accept-language']).toBe('zh-CN');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
