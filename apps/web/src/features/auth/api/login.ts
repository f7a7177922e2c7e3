import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, type calls, userCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { startSession } from '../../../lib/session/current-user.ts';

export type LoginBody = CallBody<typeof calls.user.login>;

/** POST /user/login; on success the token is stored and the user becomes the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => request(userCallMeta.login, { body }, { shownInline: 'fields' }),
    onSuccess: (session) => startSession(queryClient, session),
  });
}
