import type { AdminSeason } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { adminSeasons } from './season-view.ts';

/** `/admin/seasons`: every season, newest first. */
export const listSeasons = (ctx: AppContext, now = new Date()): Promise<AdminSeason[]> => adminSeasons(ctx.db, now);
