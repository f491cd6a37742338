import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventListResponse } from '../../../../shared/contract/events.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import {
  type SchedulingSettings,
  type Shift,
  type ShiftCandidateList,
  type ShiftCreateBody,
  type ShiftCreated,
  type ShiftList,
  type ShiftUpdateBody,
  shiftOperations,
} from '../../../../shared/contract/shifts.ts';
import { callApi, invalidate, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';
import { useInvalidatingMutation, useOptionsQuery } from '../../../lib/query-hooks.ts';

/** Every shifts query (the week, one shift, its candidates) is under this key, so a write refreshes them all. */
const allShifts = pathKeyOf(shiftOperations.list);

export function fetchShifts(window: { from: string; to: string }, signal?: AbortSignal): Promise<ShiftList> {
  return callApi(shiftOperations.list, { query: window, signal });
}

/** The shifts overlapping a window (a week, widened so every event's local week is inside it). */
export function useShifts(window: { from: string; to: string } | undefined) {
  return useQuery({
    queryKey: queryKeyOf(shiftOperations.list, { query: window ?? { from: '', to: '' } }),
    queryFn: ({ signal }) => fetchShifts(window ?? { from: '', to: '' }, signal),
    enabled: window !== undefined,
  });
}

export function useShift(id: string | null) {
  return useQuery({
    queryKey: queryKeyOf(shiftOperations.get, { params: { id: id ?? '' } }),
    queryFn: ({ signal }) => callApi(shiftOperations.get, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** The people who could take the shift, ranked by the server (eligible without overtime first). */
export function useCandidates(id: string | null, enabled: boolean) {
  return useQuery<ShiftCandidateList>({
    queryKey: queryKeyOf(shiftOperations.candidates, { params: { id: id ?? '' } }),
    queryFn: ({ signal }) => callApi(shiftOperations.candidates, { params: { id: id ?? '' }, signal }),
    enabled: id !== null && enabled,
  });
}

/** The client's scheduling rules: the week starts on `weekStart`, days are counted in `timeZone`. */
export function useSchedulingSettings() {
  return useQuery<SchedulingSettings>({
    queryKey: queryKeyOf(shiftOperations.getSettings),
    queryFn: ({ signal }) => callApi(shiftOperations.getSettings, { signal }),
    staleTime: 60_000,
  });
}

const eventOptionsQuery = { sort: 'startDate', order: 'desc', page: 1, limit: 100 } as const;

/** The events a shift may be added to: the newest first. */
export function useShiftEventOptions(enabled: boolean) {
  return useOptionsQuery<EventListResponse>(
    queryKeyOf(eventOperations.list, { query: eventOptionsQuery }),
    (signal) => callApi(eventOperations.list, { query: eventOptionsQuery, signal }),
    enabled,
  );
}

export function useCreateShift() {
  return useInvalidatingMutation(
    ({ eventId, body }: { eventId: string; body: ShiftCreateBody }): Promise<ShiftCreated> =>
      callApi(shiftOperations.create, { params: { id: eventId }, body }),
    allShifts,
  );
}

export function useUpdateShift(shiftId: string) {
  return useInvalidatingMutation(
    (body: ShiftUpdateBody): Promise<Shift> => callApi(shiftOperations.update, { params: { id: shiftId }, body }),
    allShifts,
  );
}

export function useAssign(shiftId: string) {
  return useInvalidatingMutation(
    ({ userId, reason }: { userId: string; reason?: string }): Promise<Shift> =>
      callApi(shiftOperations.assign, {
        params: { id: shiftId },
        body: reason === undefined ? { userId } : { userId, override: { reason } },
      }),
    allShifts,
    'settled',
  );
}

export function useUnassign(shiftId: string) {
  return useInvalidatingMutation(
    (userId: string): Promise<void> => callApi(shiftOperations.unassign, { params: { id: shiftId, userId } }),
    allShifts,
  );
}

export function useClaimDecision(shiftId: string) {
  return useInvalidatingMutation(
    ({ userId, approve }: { userId: string; approve: boolean }): Promise<Shift> =>
      callApi(approve ? shiftOperations.approveClaim : shiftOperations.denyClaim, {
        params: { id: shiftId, userId },
      }),
    allShifts,
    'settled',
  );
}

export function usePublish(shiftId: string) {
  return useInvalidatingMutation(
    (publish: boolean): Promise<Shift> =>
      callApi(publish ? shiftOperations.publish : shiftOperations.unpublish, { params: { id: shiftId } }),
    allShifts,
  );
}

export function useCancelShift(shiftId: string) {
  return useInvalidatingMutation(
    (): Promise<void> => callApi(shiftOperations.cancel, { params: { id: shiftId } }),
    allShifts,
  );
}

/** Re-reads every shifts query when the live stream says a shift changed (docs/product/shifts.md#live-updates). */
export function useShiftsLiveUpdates(): void {
  const client = useQueryClient();
  useLiveEvent('shift.changed', () => void invalidate(client, allShifts));
}
