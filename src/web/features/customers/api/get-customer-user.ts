import { useMutation } from '@tanstack/react-query';
import { type User, userOperations } from '../../../../shared/contract/users.ts';
import { callApi } from '../../../lib/api.ts';

/** The full user record (roles, permissions) that the users dialog edits. */
export function fetchUserRecord(id: string): Promise<User> {
  return callApi(userOperations.get, { params: { id } });
}

/** Loads a user on demand, when "Edit" is chosen in a customer-users list. */
export function useOpenUserRecord() {
  return useMutation({ mutationFn: fetchUserRecord });
}
