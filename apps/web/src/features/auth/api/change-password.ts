import { useMutation } from '@tanstack/react-query';
import { callMeta, type calls, type CallBody } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

export type ChangePasswordBody = CallBody<typeof calls.user.changePassword>;

/** POST /user/changePassword; the server ends the user's other sessions, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => request(callMeta.user.changePassword, { body }, { shownInline: 'fields' }),
  });
}
