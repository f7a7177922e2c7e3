import { calls } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route.ts';
import { listCategories } from '../../services/public/list-categories.ts';

/** Public calls under `/api/index/*` (spec §7 "Public"). */
export function publicRoutes(app: FastifyInstance): void {
  defineRoute(app, calls.public.getCategories, ({ ctx, language }) => listCategories(ctx, language));
}
