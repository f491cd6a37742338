import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditListResponse, AuditOptionsResponse } from '../../../../shared/contract/audit.ts';
import { apiBase, apiRequest } from '../../../lib/api-client.ts';

export const auditQueryKey = ['audit'] as const;

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
    queryKey: [...auditQueryKey, 'list', query],
    queryFn: ({ signal }) => apiRequest<AuditListResponse>('/audit', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The people, actions and record types of the period, for the filter selects. */
export function useAuditOptions(period: { from?: string | undefined; to?: string | undefined }, enabled = true) {
  const query = defined(period);
  return useQuery({
    queryKey: [...auditQueryKey, 'options', query],
    queryFn: ({ signal }) => apiRequest<AuditOptionsResponse>('/audit/options', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One entry with its whole data. */
export function useAuditEntry(id: string | undefined) {
  return useQuery({
    queryKey: [...auditQueryKey, 'entry', id],
    queryFn: ({ signal }) => apiRequest<AuditEntry>(`/audit/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** The CSV export of every entry of the same filters; a plain link downloads it. */
export function auditCsvUrl(params: AuditParams): string {
  const text = new URLSearchParams(defined({ ...params })).toString();
  return `${apiBase}/audit.csv${text ? `?${text}` : ''}`;
}
