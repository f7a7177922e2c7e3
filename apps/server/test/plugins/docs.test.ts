import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface OpenApi {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        security?: unknown[];
        requestBody?: {
          content: Record<
            string,
            { schema: { type: string; properties: Record<string, unknown>; required?: string[] } }
          >;
        };
        responses: Record<string, unknown>;
      }
    >
  >;
}

let t: TestApp;
let spec: OpenApi;
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_NAME: 'Aurora Prize' } });
  spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const bodySchema = (path: string) =>
  spec.paths[path]?.post?.requestBody?.content['application/json']?.schema;

describe('/api/docs', () => {
  it('serves the Swagger UI page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
  });

  it('loads every script and style of the page from this origin, none inline', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/docs' })).body;
    const refs = [...page.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(refs.length).toBeGreaterThanOrEqual(3);
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    for (const ref of refs) {
      expect(ref.startsWith('/api/docs/')).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: ref });
      expect(res.statusCode, ref).toBe(200);
      if (ref.endsWith('.js')) expect(res.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('answers under the site CSP, which works over plain http on a LAN', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js']) {
      const csp = String(
        (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'],
      );
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      // Upgrading to https would load nothing on a plain-http install, leaving a blank page.
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('describes the API as OpenAPI 3 named after the site', () => {
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.info.title).toBe('Aurora Prize API');
  });

  it('lists the user calls with their request schemas', () => {
    const login = bodySchema('/api/user/login');
    expect(login).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
    });
    expect(login!.required).toEqual(expect.arrayContaining(['email', 'password']));

    const verify = bodySchema('/api/email/verifyCode');
    expect(verify).toMatchObject({
      type: 'object',
      properties: { email: expect.objectContaining({ type: 'string' }) },
    });
    expect(verify!.required).toContain('email');

    for (const path of [
      '/api/user/register',
      '/api/user/resetPassword',
      '/api/user/changePassword',
    ]) {
      expect(bodySchema(path), path).toBeDefined();
    }
    expect(spec.paths['/api/user/getUserInfo']?.get).toBeDefined();
    expect(spec.paths['/api/health']?.get).toBeDefined();
  });

  it('marks calls that need a session with the token header, and public calls as needing none', () => {
    expect(spec.paths['/api/user/getUserInfo']!.get!.security).toEqual([{ token: [] }]);
    expect(spec.paths['/api/user/login']!.post!.security).toEqual([]);
    // A cached public read, registered by its own helper, says the same.
    expect(spec.paths['/api/index/winnerList']!.get!.security).toEqual([]);
  });

  it('documents every response as the envelope', () => {
    const ok = spec.paths['/api/user/login']!.post!.responses['200'] as {
      content: Record<
        string,
        { schema: { properties: Record<string, unknown>; required: string[] } }
      >;
    };
    const schema = ok.content['application/json']!.schema;
    expect(schema.required).toEqual(expect.arrayContaining(['success', 'code', 'msg', 'data']));
  });

  it('does not list its own documentation routes as API calls', () => {
    expect(Object.keys(spec.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });
});
