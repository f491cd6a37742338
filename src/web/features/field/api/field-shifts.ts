import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClaimResult, type FieldShiftList, shiftOperations } from '../../../../shared/contract/shifts.ts';
import { callApi } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';

export const fieldShiftsQueryKey = ['field', 'shifts'] as const;

/** The caller's own shifts from now on (assigned, or claimed and waiting for approval). */
export function useMyShifts() {
  return useQuery<FieldShiftList>({
    queryKey: [...fieldShiftsQueryKey, 'mine'],
    queryFn: ({ signal }) => callApi(shiftOperations.myShifts, { query: {}, signal }),
  });
}

/** Published shifts with free places the caller is eligible for. */
export function useOpenShifts() {
  return useQuery<FieldShiftList>({
    queryKey: [...fieldShiftsQueryKey, 'open'],
    queryFn: ({ signal }) => callApi(shiftOperations.openShifts, { signal }),
  });
}

/** Claims an open shift; both lists are read again whatever the answer (a refusal means they changed). */
export function useClaimShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: string): Promise<ClaimResult> => callApi(shiftOperations.claim, { params: { id: shiftId } }),
    onSettled: () => client.invalidateQueries({ queryKey: fieldShiftsQueryKey }),
  });
}

/** Re-reads the own and open shifts when the live stream says a shift changed (docs/product/shifts.md#live-updates). */
export function useFieldShiftsLiveUpdates(): void {
  const client = useQueryClient();
  useLiveEvent('shift.changed', () => void client.invalidateQueries({ queryKey: fieldShiftsQueryKey }));
}
