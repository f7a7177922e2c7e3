import { useMutation } from '@tanstack/react-query';
import { type CallBody, type calls, userCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

export type ChangePasswordBody = CallBody<typeof calls.user.changePassword>;

/** POST /user/changePassword; the server ends the user's other sessions, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => request(userCallMeta.changePassword, { body }, { shownInline: 'fields' }),
  });
}
