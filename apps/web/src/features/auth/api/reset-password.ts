import { useMutation } from '@tanstack/react-query';
import { type CallBody, type calls, userCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

export type ResetPasswordBody = CallBody<typeof calls.user.resetPassword>;

/** POST /user/resetPassword with the mailed code; the server ends every session of the account. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => request(userCallMeta.resetPassword, { body }, { shownInline: 'fields' }),
  });
}
