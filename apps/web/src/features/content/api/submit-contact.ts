import { useMutation } from '@tanstack/react-query';
import { type CallBody, type calls, publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

export type ContactBody = CallBody<typeof calls.public.submitContact>;

/**
 * POST /index/submitContact: a message to the organisers (kept by the server,
 * docs/product.md#content).
 */
export function useSubmitContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => request(publicCallMeta.submitContact, { body }, { shownInline: 'fields' }),
  });
}
