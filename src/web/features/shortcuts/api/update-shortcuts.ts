import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/contract/auth.ts';
import type { ShortcutsResponse } from '../../../../shared/contract/search.ts';
import { searchOperations } from '../../../../shared/contract/search.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function updateShortcuts(shortcuts: string[]): Promise<ShortcutsResponse> {
  return callApi(searchOperations.updateShortcuts, { body: { shortcuts } });
}

/** Saves the pinned pages and puts them into the cached session, so the bar shows them at once. */
export function useUpdateShortcuts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShortcuts,
    onSuccess: ({ shortcuts }) =>
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, (old) =>
        old?.user ? { user: { ...old.user, shortcuts } } : old,
      ),
  });
}
