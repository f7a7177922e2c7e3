import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userCallMeta, type AcceptJuryInvitationRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { startSession } from '../../../lib/session/current-user.ts';

/** Query keys of this feature (apps/web/src/lib/README.md#query-keys). */
export const invitationKeys = {
  one: (token: string) => ['jury-invitation', token] as const,
};

/**
 * GET /user/juryInvitation: the invitation behind the mailed link. A refusal (unknown, expired,
 * withdrawn, used) is the page's to show, never retried.
 */
export function useJuryInvitation(token: string | null) {
  return useQuery({
    queryKey: invitationKeys.one(token ?? ''),
    queryFn: ({ signal }) =>
      request(
        userCallMeta.getJuryInvitation,
        { query: { token: token ?? '' } },
        { signal, shownInline: 'all' },
      ),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /user/acceptJuryInvitation; on success the account is logged in, as after a log-in. */
export function useAcceptJuryInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptJuryInvitationRequest) =>
      request(userCallMeta.acceptJuryInvitation, { body }, { shownInline: 'all' }),
    onSuccess: (session) => startSession(queryClient, session),
  });
}
