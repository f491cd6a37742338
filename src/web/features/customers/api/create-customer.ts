import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, type CustomerCreateBody, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session.ts';
import { customersQueryKey } from './list-customers.ts';

export function createCustomer(body: CustomerCreateBody): Promise<Customer> {
  return callApi(customerOperations.create, { body });
}

/**
 * Adds a customer and refreshes the lists and the session: a manager is granted the customer they add, and the
 * New event form offers the customers of the session's permissions.
 */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customersQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
