import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerUpdateBody } from '../../../../shared/contract/customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customersQueryKey } from './list-customers.ts';

export function updateCustomer({ id, body }: { id: string; body: CustomerUpdateBody }): Promise<Customer> {
  return apiRequest<Customer>(`/customers/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    // The users' customer column shows the name too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
