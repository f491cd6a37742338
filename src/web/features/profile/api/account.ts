import { useQueryClient } from '@tanstack/react-query';
import {
  accountOperations,
  type ChangeEmailBody,
  type ChangePasswordBody,
} from '../../../../shared/contract/account.ts';
import type { SessionResponse } from '../../../../shared/contract/auth.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export const changePassword = (body: ChangePasswordBody) => callApi(accountOperations.changePassword, { body });

/** Changes the sign-in email and shows it in the session at once. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return async (body: ChangeEmailBody) => {
    const user = await callApi(accountOperations.changeEmail, { body });
    queryClient.setQueryData<SessionResponse>(sessionQueryKey, (current) => (current ? { ...current, user } : current));
    return user;
  };
}
