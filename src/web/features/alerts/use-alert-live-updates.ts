import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live-stream.ts';
import { applyAlertCreated, applyAlertDeleted, applyAlertUpdated } from './alert-cache.ts';

/** Feeds the alerts caches from the tab's live stream (mounted once, in the shell). */
export function useAlertLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvent('alert.created', ({ alert }) => applyAlertCreated(queryClient, alert));
  useLiveEvent('alert.updated', ({ alert }) => applyAlertUpdated(queryClient, alert));
  useLiveEvent('alert.deleted', ({ id }) => applyAlertDeleted(queryClient, id));
}
