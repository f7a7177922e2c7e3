import { deleteJuryProfile, listAdminJuryProfiles, moveJuryProfiles, saveJuryProfile } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { deleteJuryProfile as deleteJuryProfileService } from '../../services/content/jury-profiles/delete-jury-profile.ts';
import { listAdminJuryProfiles as listAdminJuryProfilesService } from '../../services/content/jury-profiles/list-admin-jury-profiles.ts';
import { moveJuryProfiles as moveJuryProfilesService } from '../../services/content/jury-profiles/move-jury-profiles.ts';
import { saveJuryProfile as saveJuryProfileService } from '../../services/content/jury-profiles/save-jury-profile.ts';

/**
 * The console's jury profiles (docs/product.md#jury-profiles-in-the-console). Photos are uploaded
 * by `/admin/content/uploadImage` with use `jury` (content-upload.ts).
 */
export function juryProfileRoutes(app: FastifyInstance): void {
  defineRoute(app, listAdminJuryProfiles, ({ ctx }) => listAdminJuryProfilesService(ctx));
  defineRoute(app, saveJuryProfile, ({ ctx, body, user }) => saveJuryProfileService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, moveJuryProfiles, ({ ctx, body, user }) => moveJuryProfilesService(ctx, { orderedIds: body.orderedIds, actorId: user.id }));
  defineRoute(app, deleteJuryProfile, ({ ctx, body, user }) => deleteJuryProfileService(ctx, { id: body.id, actorId: user.id }));
}
