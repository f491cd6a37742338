/** Every users query (lists, one user) starts with this key, so a write can refresh them all. */
export const usersQueryKey = ['users'] as const;
