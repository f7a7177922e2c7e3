import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCallMeta,
  type GenerateCodesRequest,
  type SaveAgentCodeRequest,
  type SaveInvitationCodeRequest,
} from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/invitationCodes: a season's invitation codes with their use. */
export function useInvitationCodes(seasonId: number | null) {
  return useQuery({
    queryKey: adminKeys.invitationCodes(seasonId ?? 0),
    queryFn: ({ signal }) =>
      request(adminCallMeta.listInvitationCodes, { query: { seasonId: seasonId ?? 0 } }, { signal, shownInline: 'all' }),
    enabled: seasonId !== null,
  });
}

export function useSaveInvitationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInvitationCodeRequest) => request(adminCallMeta.saveInvitationCode, { body }, { shownInline: 'all' }),
    onSuccess: (_code, body) => queryClient.invalidateQueries({ queryKey: adminKeys.invitationCodes(body.seasonId) }),
  });
}

/** POST /admin/invitationCodes/generate: the answer's codes are shown to copy or download. */
export function useGenerateCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateCodesRequest) => request(adminCallMeta.generateInvitationCodes, { body }, { shownInline: 'all' }),
    onSuccess: (_codes, body) => queryClient.invalidateQueries({ queryKey: adminKeys.invitationCodes(body.seasonId) }),
  });
}

/** GET /admin/agentCodes: agents' codes with the entrants and entries they referred. */
export function useAgentCodes() {
  return useQuery({
    queryKey: adminKeys.agentCodes(),
    queryFn: ({ signal }) => request(adminCallMeta.listAgentCodes, {}, { signal, shownInline: 'all' }),
  });
}

export function useSaveAgentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAgentCodeRequest) => request(adminCallMeta.saveAgentCode, { body }, { shownInline: 'all' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.agentCodes() }),
  });
}
