import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Break } from '../../../../shared/contract/breaks.ts';
import { breakOperations } from '../../../../shared/contract/breaks.ts';
import { callApi } from '../../../lib/api.ts';
import { breaksQueryKey } from './list-breaks.ts';

export function endBreak(id: string): Promise<Break> {
  return callApi(breakOperations.end, { params: { id } });
}

/** A supervisor (or above) ends a guard's break on their behalf; every breaks list refreshes. */
export function useEndBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endBreak,
    onSettled: () => queryClient.invalidateQueries({ queryKey: breaksQueryKey }),
  });
}
