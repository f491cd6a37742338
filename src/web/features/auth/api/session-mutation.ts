import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/contract/auth.ts';
import type { MfaPending } from '../../../../shared/contract/mfa.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

/**
 * A mutation whose answer opens a session: on success the session query holds the new user, which moves the
 * guest-only page on. While a second factor is still needed (`mfa`) there is no session yet: the sign-in page
 * asks for it. `dropCache` first forgets whatever was cached (possibly for another user of this browser).
 */
export function useSessionMutation<TBody, TAnswer extends { user: SessionUser | null; mfa?: MfaPending }>(
  mutationFn: (body: TBody) => Promise<TAnswer>,
  { dropCache = false }: { dropCache?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      if (answer.mfa) return;
      if (dropCache) queryClient.removeQueries();
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: answer.user });
    },
  });
}
