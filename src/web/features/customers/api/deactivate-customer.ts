import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { customersQueryKey } from './list-customers.ts';

export function deactivateCustomer(id: string): Promise<Customer> {
  return callApi(customerOperations.deactivate, { params: { id } });
}

export function useDeactivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
