import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, type EntryDetail } from '@laurel/contract';
import { buildRequest, request } from '../../../lib/request/index.ts';
import { send } from '../../../lib/request/transport.ts';
import { entryChanged } from '../../../lib/queries/entry-queries.ts';
import { draftBody, type Draft } from '../model/draft.ts';

export interface SaveDraftInput {
  id: number | null;
  draft: Draft;
  step: number;
  /**
   * A save the entrant did not ask for (the wizard's autosave): a refusal is not toasted; the
   * wizard's "Draft saved" line says it is not saved, and the next step change shows why.
   */
  quiet?: boolean;
}

/**
 * Saves the draft on the server (issue 4: at every step change): `POST /apply/entry` the first
 * time, then `POST /apply/edit` with the step reached, so any device resumes there. The wizard
 * puts a 422 next to its field, on its step, so it is not toasted as well (`shownInline`,
 * docs/product.md#errors); any other failure is.
 */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft, step, quiet = false }: SaveDraftInput): Promise<EntryDetail> => {
      const body = draftBody(draft, step);
      const options = { skipErrorHandler: quiet, shownInline: 'fields' } as const;
      if (id === null) {
        return request(calls.apply.createEntry, { body: { ...body, categoryId: draft.categoryId ?? 0 } }, options);
      }
      return request(calls.apply.editEntry, { body: { ...body, apply_order_id: id } }, options);
    },
    onSuccess: (entry) => entryChanged(queryClient, entry),
  });
}

/**
 * The save when the entrant leaves the page (route change, tab hidden, page closed). A normal
 * request may be cancelled as the page goes away; `fetch` with `keepalive` outlives it. Nothing
 * can be shown any more, so the answer is not read, and a body over the keepalive quota (64 KB),
 * which fetch refuses, is let go: the last step-change save still holds.
 */
export function saveDraftOnLeave({ id, draft, step }: SaveDraftInput & { id: number }): void {
  const { url, init } = buildRequest(calls.apply.editEntry, {
    body: { ...draftBody(draft, step), apply_order_id: id },
  });
  void send(url, { ...init, keepalive: true }).catch(() => undefined);
}
