import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type InviteJurorsRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** A season's jury invitations: under the season's key, so a season's change refreshes them too. */
const juryInvitationsKey = (seasonId: number) =>
  [...adminKeys.season(seasonId), 'jury-invitations'] as const;

/** GET /admin/juryInvitations: a season's invitations with their state. */
export function useJuryInvitations(seasonId: number | null) {
  return useQuery({
    queryKey: juryInvitationsKey(seasonId ?? 0),
    queryFn: ({ signal }) =>
      request(
        adminCallMeta.listJuryInvitations,
        { query: { seasonId: seasonId ?? 0 } },
        { signal, shownInline: 'all' },
      ),
    enabled: seasonId !== null,
  });
}

/** POST /admin/juryInvitations/invite; the form shows a refusal itself. */
export function useInviteJurors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteJurorsRequest) =>
      request(adminCallMeta.inviteJurors, { body }, { shownInline: 'all' }),
    onSuccess: (_made, body) =>
      queryClient.invalidateQueries({ queryKey: juryInvitationsKey(body.seasonId) }),
  });
}

/** POST /admin/juryInvitations/resend or /revoke for one invitation; a refusal is toasted. */
export function useChangeJuryInvitation(seasonId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: 'resend' | 'revoke' }) =>
      request(
        change === 'resend'
          ? adminCallMeta.resendJuryInvitation
          : adminCallMeta.revokeJuryInvitation,
        { body: { id } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: juryInvitationsKey(seasonId ?? 0) }),
  });
}
