import { useQuery } from '@tanstack/react-query';
import { dispatchOperations, type ResponseTimesQuery } from '../../../../shared/contract/dispatch.ts';
import { callApi, operationUrl, queryKeyOf } from '../../../lib/api.ts';
import { downloadApiFile } from '../../../lib/download-api-file.ts';

export function useResponseTimes(query: ResponseTimesQuery | undefined) {
  return useQuery({
    queryKey: queryKeyOf(dispatchOperations.responseTimes, { query: query ?? { from: '', to: '' } }),
    queryFn: ({ signal }) => callApi(dispatchOperations.responseTimes, { query: query as ResponseTimesQuery, signal }),
    enabled: query !== undefined,
  });
}

/** The same report as a CSV file, for the same period and customer; a refusal reaches the screen as an ApiError. */
export function downloadResponseTimesCsv(query: ResponseTimesQuery): Promise<void> {
  return downloadApiFile(operationUrl(dispatchOperations.responseTimesCsv, { query }), 'response_times.csv');
}
