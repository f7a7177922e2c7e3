import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      msg: 'ok',
      data: { status: 'ok', db: 'ok', uptimeSeconds: expect.any(Number) },
    });
    expect(res.json().data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('needs no token and ignores a bad one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { token: 'not-a-session' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('reports a database it cannot reach as a 500, so a load balancer takes the replica out', async () => {
    const database = t.ctx.database;
    const exec = database.exec;
    database.exec = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, code: 500, data: null });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      database.exec = exec;
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
