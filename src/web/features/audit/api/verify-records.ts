import { useMutation } from '@tanstack/react-query';
import { proofOperations } from '../../../../shared/contract/proof.ts';
import { callApi } from '../../../lib/api.ts';

/** Recompute the client's hash chain over a period (contract/proof.ts); run on demand, not cached. */
export function useVerifyRecords() {
  return useMutation({
    mutationFn: (query: { from: string; to: string; head?: string }) => callApi(proofOperations.verify, { query }),
  });
}
