import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClaimResult, type FieldShiftList, shiftOperations } from '../../../../shared/contract/shifts.ts';
import { callApi, invalidate, queryKeyOf } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';

/** The caller's own and open shifts: what a claim or a live notice of a shift re-reads. */
const fieldShiftLists = [shiftOperations.myShifts, shiftOperations.openShifts];

/** The caller's own shifts from now on (assigned, or claimed and waiting for approval). */
export function useMyShifts() {
  return useQuery<FieldShiftList>({
    queryKey: queryKeyOf(shiftOperations.myShifts, { query: {} }),
    queryFn: ({ signal }) => callApi(shiftOperations.myShifts, { query: {}, signal }),
  });
}

/** Published shifts with free places the caller is eligible for. */
export function useOpenShifts() {
  return useQuery<FieldShiftList>({
    queryKey: queryKeyOf(shiftOperations.openShifts),
    queryFn: ({ signal }) => callApi(shiftOperations.openShifts, { signal }),
  });
}

/** Claims an open shift; both lists are read again whatever the answer (a refusal means they changed). */
export function useClaimShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: string): Promise<ClaimResult> => callApi(shiftOperations.claim, { params: { id: shiftId } }),
    onSettled: () => invalidate(client, ...fieldShiftLists),
  });
}

/** Re-reads the own and open shifts when the live stream says a shift changed (docs/product/shifts.md#live-updates). */
export function useFieldShiftsLiveUpdates(): void {
  const client = useQueryClient();
  useLiveEvent('shift.changed', () => void invalidate(client, ...fieldShiftLists));
}
