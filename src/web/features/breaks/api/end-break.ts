import type { Break } from '../../../../shared/contract/breaks.ts';
import { breakOperations } from '../../../../shared/contract/breaks.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { breaksQueryKey } from './list-breaks.ts';

export function endBreak(id: string): Promise<Break> {
  return callApi(breakOperations.end, { params: { id } });
}

/** A supervisor (or above) ends a guard's break on their behalf; every breaks list refreshes. */
export function useEndBreak() {
  return useInvalidatingMutation(endBreak, breaksQueryKey, 'settled');
}
