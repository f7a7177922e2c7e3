import {
  acceptJuryInvitation,
  changePassword,
  getJuryInvitation,
  getUserInfo,
  login,
  logout,
  register,
  resetPassword,
  sendVerifyCode,
  updateProfile,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { revokeSession } from '../../services/accounts/sessions.ts';
import { changePassword as changePasswordService } from '../../services/accounts/change-password.ts';
import { getUserInfo as getUserInfoService } from '../../services/accounts/get-user-info.ts';
import { acceptJuryInvitation as acceptJuryInvitationService } from '../../services/judging/jury-invitations/accept-jury-invitation.ts';
import { getJuryInvitation as getJuryInvitationService } from '../../services/judging/jury-invitations/get-jury-invitation.ts';
import { loginUser } from '../../services/accounts/login-user.ts';
import { registerUser } from '../../services/accounts/register-user.ts';
import { resetPassword as resetPasswordService } from '../../services/accounts/reset-password.ts';
import { sendVerifyCode as sendVerifyCodeService } from '../../services/accounts/send-verify-code.ts';
import { updateProfile as updateProfileService } from '../../services/accounts/update-profile.ts';

/** Accounts (docs/product.md#account-calls): thin handlers over one service each. */
export function userRoutes(app: FastifyInstance): void {
  defineRoute(app, sendVerifyCode, ({ ctx, body, ip, language }) =>
    sendVerifyCodeService(ctx, { ...body, language: body.language ?? language, ip }),
  );
  defineRoute(app, register, ({ ctx, body, ip, language, req }) =>
    registerUser(ctx, { ...body, language: body.language ?? language, ip, userAgent: req.headers['user-agent'] }),
  );
  defineRoute(app, login, ({ ctx, body, ip, req }) =>
    loginUser(ctx, { ...body, ip, userAgent: req.headers['user-agent'] }),
  );
  defineRoute(app, logout, async ({ ctx, user }) => {
    await revokeSession(ctx, user);
    return null;
  });
  defineRoute(app, resetPassword, async ({ ctx, body, ip }) => {
    await resetPasswordService(ctx, { ...body, ip });
    return null;
  });
  defineRoute(app, changePassword, async ({ ctx, body, user }) => {
    await changePasswordService(ctx, { user, ...body });
    return null;
  });
  defineRoute(app, getUserInfo, ({ user }) => getUserInfoService(user));
  defineRoute(app, updateProfile, ({ ctx, body, user }) => updateProfileService(ctx, { ...body, userId: user.id }));
  // Jury invitations (docs/product.md#jury-invitations): public, the mailed link's token is the key.
  defineRoute(app, getJuryInvitation, ({ ctx, query }) => getJuryInvitationService(ctx, query.token));
  defineRoute(app, acceptJuryInvitation, ({ ctx, body, user, ip, language, req }) =>
    acceptJuryInvitationService(ctx, { ...body, user, language, ip, userAgent: req.headers['user-agent'] }),
  );
}
