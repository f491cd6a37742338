import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authOperations, type SessionResponse } from '../../../../shared/contract/auth.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function signOut(): Promise<{ ok: true }> {
  return callApi(authOperations.signOut);
}

/**
 * Ends the session on the server, then forgets everything cached for the previous user and marks the session as
 * signed out — also when the call fails (an expired session is signed out all the same).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries();
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
    },
  });
}
