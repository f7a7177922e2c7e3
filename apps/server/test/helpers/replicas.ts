import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app/app.ts';
import type { AppContext } from '../../src/core/context.ts';
import type { Config } from '../../src/core/config.ts';
import { createContext } from '../../src/app/create-context.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface TwoReplicas extends TestApp {
  /** The second replica: its own context and caches, the first one's database and Redis. */
  b: { app: FastifyInstance; ctx: AppContext };
}

/**
 * Two app replicas behind a load balancer, for what must cross processes through Redis: the test
 * app on `redisUrl`, and a second process in all but name beside it (both with `config`'s
 * settings, e.g. a built web app to render pages). `close` ends both.
 */
export async function createTwoReplicas(redisUrl: string, opts: { config?: Partial<Config> } = {}): Promise<TwoReplicas> {
  const t = await createTestApp({ env: { REDIS_URL: redisUrl }, config: opts.config });
  const ctx = await createContext(t.ctx.config, { database: t.ctx.database, log: t.ctx.log });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    ...t,
    b: { app, ctx },
    close: async () => {
      await app.close();
      await ctx.jobs.stop();
      // Not closeContext: the database is the first replica's, and closes with it.
      await Promise.all([ctx.cache.close(), ctx.limiter.close(), ctx.sessions.close()]);
      ctx.mailer.close();
      await t.close();
    },
  };
}
