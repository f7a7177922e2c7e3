import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCallMeta,
  type ContactMessagesQuery,
  type ReplyContactRequest,
} from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The contact messages' query keys, below the console's (admin-keys.ts). */
export const contactKeys = {
  lists: () => [...adminKeys.all, 'contact'] as const,
  list: (query: ContactMessagesQuery) => [...adminKeys.all, 'contact', query] as const,
};

/** GET /admin/contactMessages: a page of messages; the previous page stays while the next loads. */
export function useContactMessages(query: ContactMessagesQuery) {
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) =>
      request(adminCallMeta.listContactMessages, { query }, { signal, shownInline: 'all' }),
    placeholderData: keepPreviousData,
  });
}

/** A reply or a mark changes one message: every list is read again. */
function useListsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
}

/** POST /admin/contactMessages/reply. */
export function useReplyContact() {
  const changed = useListsChanged();
  return useMutation({
    mutationFn: (body: ReplyContactRequest) =>
      request(adminCallMeta.replyContactMessage, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

/** POST /admin/contactMessages/setReplied. */
export function useSetContactReplied() {
  const changed = useListsChanged();
  return useMutation({
    mutationFn: (body: { id: number; replied: boolean }) =>
      request(adminCallMeta.setContactMessageReplied, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}
