import { billingOperations } from '../../../../shared/contract/billing.ts';
import { customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { useOptionsQuery } from '../../../lib/query-hooks.ts';

/** The client's customers by name (the first 100), for the filters; only for those who may list customers. */
const customersQuery = { sort: 'name', order: 'asc', limit: 100 } as const;

export function useCustomerOptions(enabled: boolean) {
  return useOptionsQuery(
    queryKeyOf(customerOperations.list, { query: customersQuery }),
    (signal) => callApi(customerOperations.list, { query: customersQuery, signal }),
    enabled,
  );
}

/** The contracts in one's scope, for the contract filter and the draft dialog (billing.manage only). */
export function useContractOptions(enabled: boolean) {
  return useOptionsQuery(
    queryKeyOf(billingOperations.listContracts, { query: {} }),
    (signal) => callApi(billingOperations.listContracts, { query: {}, signal }),
    enabled,
  );
}

/** A contract with its lines (their events' time zones), for a line's clock entries. */
export function useContractOf(id: string, enabled: boolean) {
  return useOptionsQuery(
    queryKeyOf(billingOperations.getContract, { params: { id } }),
    (signal) => callApi(billingOperations.getContract, { params: { id }, signal }),
    enabled,
  );
}
