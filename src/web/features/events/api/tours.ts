import { useQuery } from '@tanstack/react-query';
import type { Tour, TourCreateBody, TourUpdateBody } from '../../../../shared/contract/tours.ts';
import { tourOperations } from '../../../../shared/contract/tours.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { eventsQueryKey } from './list-events.ts';

/* The event's tours (docs/product/tours-and-check-calls.md#tours), for those who edit the event. */

export function toursQueryKey(eventId: string) {
  return queryKeyOf(tourOperations.listTours, { params: { id: eventId } });
}

export function useTours(eventId: string) {
  return useQuery({
    queryKey: toursQueryKey(eventId),
    queryFn: async ({ signal }): Promise<Tour[]> =>
      (await callApi(tourOperations.listTours, { params: { id: eventId }, signal })).items,
  });
}

export function useCreateTour(eventId: string) {
  return useInvalidatingMutation(
    (body: TourCreateBody) => callApi(tourOperations.createTour, { params: { id: eventId }, body }),
    eventsQueryKey,
  );
}

export function useUpdateTour() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: TourUpdateBody }) =>
      callApi(tourOperations.updateTour, { params: { id }, body }),
    eventsQueryKey,
  );
}

export function useRemoveTour() {
  return useInvalidatingMutation(
    (id: string) => callApi(tourOperations.removeTour, { params: { id } }),
    eventsQueryKey,
  );
}
