import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, type CustomerCreateBody, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { customersQueryKey } from './list-customers.ts';

export function createCustomer(body: CustomerCreateBody): Promise<Customer> {
  return callApi(customerOperations.create, { body });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
