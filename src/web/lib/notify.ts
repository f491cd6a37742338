import type { OptionsObject, SnackbarMessage } from 'notistack';

type Notifier = (message: SnackbarMessage, options?: OptionsObject) => unknown;

let notifier: Notifier | undefined;
const waiting: Array<[SnackbarMessage, OptionsObject | undefined]> = [];
const listeners = new Set<() => void>();

/**
 * Shows a notification (bottom right, at most five, docs/product/settings-and-i18n.md#notifications). The notification library loads after the first
 * screen (see NotificationHost), so a message sent before it is ready waits and is shown when it is.
 */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  if (notifier) {
    notifier(message, options);
    return;
  }
  waiting.push([message, options]);
  for (const listener of listeners) listener();
}

/** Called by the notification host once it is mounted. */
export function attachNotifier(next: Notifier | undefined): void {
  notifier = next;
  if (next) for (const [message, options] of waiting.splice(0)) next(message, options);
}

/** Whether a message is waiting for the host (the host then loads at once instead of when idle). */
export function hasWaitingNotifications(): boolean {
  return waiting.length > 0;
}

export function onNotificationWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A short message (docs/product/settings-and-i18n.md#notifications): a hint that needs no action, gone after 2 s. */
export const messageAutoHideMs = 2000;

export function showMessage(message: SnackbarMessage, variant: OptionsObject['variant'] = 'info'): void {
  enqueueSnackbar(message, { variant, autoHideDuration: messageAutoHideMs });
}

/** The hook form of `enqueueSnackbar`, shaped like notistack's `useSnackbar`. */
export function useSnackbar() {
  return { enqueueSnackbar, showMessage };
}
