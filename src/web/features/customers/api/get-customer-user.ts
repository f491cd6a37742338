import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../shared/contract/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The full user record (roles, permissions) that the users dialog edits. */
export function fetchUserRecord(id: string): Promise<User> {
  return apiRequest<User>(`/users/${encodeURIComponent(id)}`);
}

/** Loads a user on demand, when "Edit" is chosen in a customer-users list. */
export function useOpenUserRecord() {
  return useMutation({ mutationFn: fetchUserRecord });
}
