import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

type Notifier = (message: SnackbarMessage, options?: OptionsObject) => unknown;
type Closer = (key: SnackbarKey) => unknown;

let notifier: Notifier | undefined;
let closer: Closer | undefined;
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

/** Called by the notification host once it is mounted (with notistack's close, which settled notices use). */
export function attachNotifier(next: Notifier | undefined, close?: Closer): void {
  notifier = next;
  closer = next ? close : undefined;
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

/** How long a burst of saves must be quiet before its one notification shows. */
export const settleMs = 1000;

const settling = new Map<
  string,
  { timer: ReturnType<typeof setTimeout> | undefined; shown: SnackbarKey | undefined }
>();
let settledSeq = 0;

/**
 * One notification for a burst of the same outcome (a screen that saves on every toggle): shown once the burst has
 * been quiet for `settleMs`, replacing the one `channel` showed before rather than stacking beside it.
 */
export function notifySettled(
  channel: string,
  message: SnackbarMessage,
  variant: OptionsObject['variant'] = 'success',
): void {
  const entry = settling.get(channel) ?? { timer: undefined, shown: undefined };
  if (entry.timer !== undefined) clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    entry.timer = undefined;
    if (entry.shown !== undefined) closer?.(entry.shown);
    settledSeq += 1;
    entry.shown = `${channel}-${settledSeq}`;
    enqueueSnackbar(message, { variant, key: entry.shown });
  }, settleMs);
  settling.set(channel, entry);
}

/** Drops the notification `channel` is waiting to show (a later failure outdates "saved"). */
export function cancelSettled(channel: string): void {
  const entry = settling.get(channel);
  if (entry?.timer !== undefined) clearTimeout(entry.timer);
  if (entry) entry.timer = undefined;
}
