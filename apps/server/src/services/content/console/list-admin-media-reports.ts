import type { AdminMediaReport } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { adminMediaReports } from './media-report-view.ts';

/** `/admin/mediaReports`: every report, published or not, newest first. */
export const listAdminMediaReports = (ctx: AppContext): Promise<AdminMediaReport[]> => adminMediaReports(ctx.db);
