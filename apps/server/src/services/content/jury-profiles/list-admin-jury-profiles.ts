import type { AdminJuryProfile } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { readJuryProfiles } from './jury-profile-view.ts';

/** `/admin/juryProfiles`: every profile, published or not, in the public order. */
export const listAdminJuryProfiles = (ctx: AppContext): Promise<AdminJuryProfile[]> => readJuryProfiles(ctx.db);
