import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, type calls, userCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { startSession } from '../../../lib/session/current-user.ts';

export type RegisterBody = CallBody<typeof calls.user.register>;

/** POST /user/register with the mailed code; the new account is logged in straight away. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => request(userCallMeta.register, { body }, { shownInline: 'fields' }),
    onSuccess: (session) => startSession(queryClient, session),
  });
}
