import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authOperations, type SessionResponse } from '../../../../shared/contract/auth.ts';
import { callApi } from '../../../lib/api.ts';
import { forgetOfflineStart } from '../../../lib/offline-start.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function signOut(): Promise<{ ok: true }> {
  return callApi(authOperations.signOut);
}

/**
 * Ends the session on the server, then forgets everything cached for the previous user and marks the session as
 * signed out — also when the call fails (an expired session is signed out all the same). What the field app kept to
 * open offline goes too.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      forgetOfflineStart();
      queryClient.removeQueries();
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
    },
  });
}
