import { type CallCreateBody, dispatchOperations } from '../../../../shared/contract/dispatch.ts';
import { callApi, pathKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

/**
 * Takes a call for service from a guard's incident report (POST /dispatch/calls with `incidentReportId`): the call
 * is the guard's (source `guard`) at the report's event (docs/product/dispatch.md#taking-a-call). A board open in
 * this tab reads its calls again.
 */
export function useCreateCallFromReport() {
  return useInvalidatingMutation(
    (body: CallCreateBody) => callApi(dispatchOperations.createCall, { body }),
    pathKeyOf(dispatchOperations.listCalls),
  );
}
