import { customerOperations } from '../../../shared/contract/customers.ts';
import { userOperations } from '../../../shared/contract/users.ts';
import { type CacheTarget, pathKeyOf } from '../api.ts';

/** Every users query (lists, one user) is under this key. */
export const usersQueryKey = pathKeyOf(userOperations.list);

/** What a write to a user refreshes: every users query, and the lists of customer users (a customer's, and all). */
export const userQueries: readonly CacheTarget[] = [
  usersQueryKey,
  customerOperations.listUsers,
  customerOperations.listAllUsers,
];
