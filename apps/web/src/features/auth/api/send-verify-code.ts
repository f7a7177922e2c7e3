import { useMutation } from '@tanstack/react-query';
import { type CallBody, type calls, userCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

export type SendVerifyCodeBody = CallBody<typeof calls.user.sendVerifyCode>;

/** POST /email/verifyCode: mails a 6-digit code; answers how long to wait before resending. */
export function useSendVerifyCode() {
  return useMutation({
    mutationFn: (body: SendVerifyCodeBody) => request(userCallMeta.sendVerifyCode, { body }),
  });
}
