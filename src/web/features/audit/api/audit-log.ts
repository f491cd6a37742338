import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditOperations } from '../../../../shared/contract/audit.ts';
import { callApi, operationUrl, queryKeyOf } from '../../../lib/api.ts';

/** The filters and period of the log, as the API's query parameters (contract/audit.ts). */
export interface AuditParams {
  from?: string | undefined;
  to?: string | undefined;
  person?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
}

function defined(params: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

/** One page of entries; the previous page stays on screen while the next loads. */
export function useAuditLog(params: AuditParams, page: { page: number; limit: number }, enabled = true) {
  const query = defined({ ...params, page: page.page, limit: page.limit });
  return useQuery({
    queryKey: queryKeyOf(auditOperations.list, { query }),
    queryFn: ({ signal }) => callApi(auditOperations.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The people, actions and record types of the period, for the filter selects. */
export function useAuditOptions(period: { from?: string | undefined; to?: string | undefined }, enabled = true) {
  const query = defined(period);
  return useQuery({
    queryKey: queryKeyOf(auditOperations.options, { query }),
    queryFn: ({ signal }) => callApi(auditOperations.options, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One entry with its whole data. */
export function useAuditEntry(id: string | undefined) {
  return useQuery({
    queryKey: queryKeyOf(auditOperations.get, { params: { id: id ?? '' } }),
    queryFn: ({ signal }) => callApi(auditOperations.get, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
}

/** The CSV export of every entry of the same filters; a plain link downloads it. */
export function auditCsvUrl(params: AuditParams): string {
  return operationUrl(auditOperations.exportCsv, { query: defined({ ...params }) });
}
