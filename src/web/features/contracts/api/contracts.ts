import { useQuery } from '@tanstack/react-query';
import {
  type BillingSettingsBody,
  billingOperations,
  type ContractCreateBody,
  type ContractLineCreateBody,
  type ContractUpdateBody,
  type HolidayCalendarCreateBody,
  type HolidayCalendarUpdateBody,
} from '../../../../shared/contract/billing.ts';
import { customerOperations } from '../../../../shared/contract/customers.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { shiftOperations } from '../../../../shared/contract/shifts.ts';
import { callApi, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation, useOptionsQuery } from '../../../lib/query-hooks.ts';

/** Every contracts query (the list, one contract with its lines) is under this key. */
const contractsKey = pathKeyOf(billingOperations.listContracts);
const calendarsKey = pathKeyOf(billingOperations.listHolidayCalendars);

export function useContracts(customerId: string | undefined) {
  const query = customerId ? { customerId } : {};
  return useQuery({
    queryKey: queryKeyOf(billingOperations.listContracts, { query }),
    queryFn: ({ signal }) => callApi(billingOperations.listContracts, { query, signal }),
  });
}

export function useContract(id: string) {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.getContract, { params: { id } }),
    queryFn: ({ signal }) => callApi(billingOperations.getContract, { params: { id }, signal }),
  });
}

export function useCreateContract() {
  return useInvalidatingMutation(
    ({ customerId, body }: { customerId: string; body: ContractCreateBody }) =>
      callApi(billingOperations.createContract, { params: { id: customerId }, body }),
    contractsKey,
  );
}

export function useUpdateContract(id: string) {
  return useInvalidatingMutation(
    (body: ContractUpdateBody) => callApi(billingOperations.updateContract, { params: { id }, body }),
    contractsKey,
  );
}

export function useCreateContractLine(contractId: string) {
  return useInvalidatingMutation(
    (body: ContractLineCreateBody) =>
      callApi(billingOperations.createContractLine, { params: { id: contractId }, body }),
    contractsKey,
  );
}

/** Refused (409 `contract_line.invoiced`) once an invoice holds the line; the lists are read again either way. */
export function useRemoveContractLine() {
  return useInvalidatingMutation(
    (id: string) => callApi(billingOperations.removeContractLine, { params: { id } }),
    contractsKey,
    'settled',
  );
}

export function useHolidayCalendars() {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.listHolidayCalendars),
    queryFn: ({ signal }) => callApi(billingOperations.listHolidayCalendars, { signal }),
  });
}

export function useCreateHolidayCalendar() {
  return useInvalidatingMutation(
    (body: HolidayCalendarCreateBody) => callApi(billingOperations.createHolidayCalendar, { body }),
    calendarsKey,
  );
}

/** A contract shows its calendar's name, so the contracts are read again too. */
export function useUpdateHolidayCalendar() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: HolidayCalendarUpdateBody }) =>
      callApi(billingOperations.updateHolidayCalendar, { params: { id }, body }),
    [calendarsKey, contractsKey],
  );
}

export function useBillingSettings() {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.getBillingSettings),
    queryFn: ({ signal }) => callApi(billingOperations.getBillingSettings, { signal }),
  });
}

export function useUpdateBillingSettings() {
  return useInvalidatingMutation(
    (body: BillingSettingsBody) => callApi(billingOperations.updateBillingSettings, { body }),
    billingOperations.getBillingSettings,
  );
}

const customerOptionsQuery = { sort: 'name', order: 'asc', limit: 100 } as const;

/** The client's customers by name (the first 100): the contract form's and the filter's choices. */
export function useCustomerOptions() {
  return useOptionsQuery(queryKeyOf(customerOperations.list, { query: customerOptionsQuery }), (signal) =>
    callApi(customerOperations.list, { query: customerOptionsQuery, signal }),
  );
}

/** The customer's events (the newest 100): a contract line bills one of them. */
export function useCustomerEventOptions(customerId: string) {
  const query = { customerId, sort: 'startDate', order: 'desc', limit: 100 } as const;
  return useOptionsQuery(queryKeyOf(eventOperations.list, { query }), (signal) =>
    callApi(eventOperations.list, { query, signal }),
  );
}

const postWindowDays = 30;

/**
 * The posts of an event's shifts a month either side of today, offered for a line's post; none while no event is
 * chosen (or when the caller may not list shifts: the post stays free text).
 */
export function useEventPosts(eventId: string) {
  const now = Date.now();
  // Whole days, so the key stays the same across renders of one day.
  const day = Math.floor(now / 86_400_000) * 86_400_000;
  const query = {
    eventId,
    from: new Date(day - postWindowDays * 86_400_000).toISOString(),
    to: new Date(day + postWindowDays * 86_400_000).toISOString(),
  };
  const shifts = useOptionsQuery(
    queryKeyOf(shiftOperations.list, { query }),
    (signal) => callApi(shiftOperations.list, { query, signal }),
    Boolean(eventId),
  );
  const posts = new Set((shifts.data?.items ?? []).map((shift) => shift.post).filter(Boolean));
  return [...posts].sort((a, b) => a.localeCompare(b));
}
