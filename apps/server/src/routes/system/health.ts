import { health } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';

export function healthRoutes(app: FastifyInstance): void {
  defineRoute(app, health, async ({ ctx }) => {
    await ctx.database.exec('select 1');
    return { status: 'ok' as const, db: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
  });
}
