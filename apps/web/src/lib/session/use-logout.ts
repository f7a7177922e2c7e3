import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userCallMeta } from '@laurel/contract';
import { toast } from '../feedback.ts';
import { request } from '../request/index.ts';
import { endSession } from './current-user.ts';

/**
 * POST /user/logout, then forget the session on this device whatever the server said: a
 * session it no longer knows is over anyway. A guarded page then sends the visitor home.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: () =>
      request(userCallMeta.logout, {}, { skipErrorHandler: true }).catch(() => null),
    onSettled: () => {
      endSession(queryClient, 'logout');
      toast.success(t('account.loggedOut'));
    },
  });
}
