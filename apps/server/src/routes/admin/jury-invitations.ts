import { inviteJurors, listJuryInvitations, resendJuryInvitation, revokeJuryInvitation } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { resendJuryInvitation as resendService, revokeJuryInvitation as revokeService } from '../../services/judging/jury-invitations/change-jury-invitation.ts';
import { inviteJurors as inviteService } from '../../services/judging/jury-invitations/invite-jurors.ts';
import { listJuryInvitations as listService } from '../../services/judging/jury-invitations/list-jury-invitations.ts';

/** Jury invitations in the console (docs/product.md#jury-invitations). */
export function juryInvitationRoutes(app: FastifyInstance): void {
  defineRoute(app, listJuryInvitations, ({ ctx, query }) => listService(ctx, query.seasonId));
  defineRoute(app, inviteJurors, ({ ctx, body, user }) => inviteService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, resendJuryInvitation, ({ ctx, body, user }) => resendService(ctx, { id: body.id, actorId: user.id }));
  defineRoute(app, revokeJuryInvitation, ({ ctx, body, user }) => revokeService(ctx, { id: body.id, actorId: user.id }));
}
