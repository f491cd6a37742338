import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, type CustomerUpdateBody, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi, invalidate } from '../../../lib/api.ts';
import { userQueries } from '../../../lib/users-api/users-query-key.ts';
import { customersQueryKey } from './list-customers.ts';

export function updateCustomer({ id, body }: { id: string; body: CustomerUpdateBody }): Promise<Customer> {
  return callApi(customerOperations.update, { params: { id }, body });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    // The users' customer column shows the name too.
    onSuccess: () => invalidate(queryClient, customersQueryKey, ...userQueries),
  });
}
