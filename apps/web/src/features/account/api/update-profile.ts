import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, type UpdateProfileRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { setCurrentUser } from '../../../lib/session/current-user.ts';

/** POST /user/updateProfile; the answer is the new current user, shown everywhere at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => request(calls.user.updateProfile, { body }, { shownInline: 'fields' }),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
