import type { UserInfo } from '@laurel/contract';
import type { CurrentUser } from '../../core/context.ts';

/**
 * The caller's account. It was loaded with the session (services/accounts/sessions.ts), and every
 * change to the user's row drops the cached copy (`ctx.sessions.forgetUser`), so no query here.
 */
export const getUserInfo = (user: CurrentUser): UserInfo => user.info;
