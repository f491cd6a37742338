import { useSyncExternalStore } from 'react';
import type { Alert } from '../../../shared/contract/alerts.ts';

/*
 * Which alert's detail popup is open. The bell's dropdown and the SOS banner both open it; one host in the
 * shell shows it (AlertDetailHost), so it stays open when the dropdown closes.
 */
let opened: Alert | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showAlertDetail(alert: Alert): void {
  opened = alert;
  emit();
}

export function closeAlertDetail(): void {
  opened = null;
  emit();
}

export function useShownAlert(): Alert | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
    () => null,
  );
}
