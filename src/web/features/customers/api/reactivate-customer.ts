import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { customersQueryKey } from './list-customers.ts';

export function reactivateCustomer(id: string): Promise<Customer> {
  return callApi(customerOperations.reactivate, { params: { id } });
}

export function useReactivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
