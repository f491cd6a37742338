import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';
import { usersQueryKey } from '../../../lib/users-api/users-query-key.ts';

/** Disables the account; the server ends all of its sessions at once. */
export function deactivateUser(id: string): Promise<User> {
  return callApi(userOperations.deactivate, { params: { id } });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
