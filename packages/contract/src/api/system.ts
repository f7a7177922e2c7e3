import { z } from 'zod';
import { defineCall } from './define.ts';

export const health = defineCall({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database check',
  tag: 'system',
  auth: 'public',
  response: z.object({ status: z.literal('ok'), db: z.literal('ok'), uptimeSeconds: z.number() }),
});

export const systemCalls = { health };
