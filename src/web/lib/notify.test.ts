import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachNotifier, enqueueSnackbar, hasWaitingNotifications, messageAutoHideMs, showMessage } from './notify.ts';

afterEach(() => attachNotifier(undefined));

describe('notifications', () => {
  it('keeps what is sent before the host is up and delivers it in order once it is', () => {
    enqueueSnackbar('Saved', { variant: 'success' });
    showMessage('Copied');
    expect(hasWaitingNotifications()).toBe(true);
    const notifier = vi.fn();
    attachNotifier(notifier);
    expect(hasWaitingNotifications()).toBe(false);
    expect(notifier.mock.calls).toEqual([
      ['Saved', { variant: 'success' }],
      ['Copied', { variant: 'info', autoHideDuration: 2000 }],
    ]);
  });

  it('hides a short message after 2 s; toasts keep the host default of 5 s', () => {
    const notifier = vi.fn();
    attachNotifier(notifier);
    showMessage('Link copied', 'success');
    enqueueSnackbar('Theme preference saved successfully.', { variant: 'success' });
    expect(messageAutoHideMs).toBe(2000);
    expect(notifier).toHaveBeenNthCalledWith(1, 'Link copied', { variant: 'success', autoHideDuration: 2000 });
    expect(notifier).toHaveBeenNthCalledWith(2, 'Theme preference saved successfully.', { variant: 'success' });
  });
});
