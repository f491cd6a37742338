import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultLayoutSettings, defaultTheme } from '../../shared/settings.ts';
import { SettingsPanel } from '../features/settings/components/settings-panel.tsx';
import { notifySettingsOutcome, SettingsProvider } from '../features/settings/settings-context.tsx';
import { createSettingsStore } from '../features/settings/settings-store.ts';
import { enqueueSnackbar } from '../lib/notify.ts';
import { testQueryClient } from '../test/utils.tsx';
import NotificationHost from './notification-host.tsx';
import { createAppTheme } from './theme.ts';

function toastsSaying(text: string) {
  return screen.queryAllByText(text).filter((node) => node.closest('.notistack-MuiContent'));
}

describe('NotificationHost', () => {
  // The theme's root is 62.5% (1rem = 10 px), so notistack's own 0.875rem is 8.75 px; the theme's body2 is 14 px.
  // happy-dom resolves rem against 16 px, so the test compares with the theme's body text rather than a pixel
  // figure (the e2e settings test measures the pixels in a browser).
  it('writes toast text at the theme’s body size, not notistack’s 0.875rem', async () => {
    render(
      <ThemeProvider theme={createAppTheme('light')}>
        <Typography variant="body2">Body text</Typography>
        <NotificationHost />
      </ThemeProvider>,
    );
    act(() => enqueueSnackbar('Report submitted successfully!', { variant: 'success' }));
    const toast = (await screen.findByText('Report submitted successfully!')).closest('.notistack-MuiContent');
    expect(toast).not.toBeNull();
    const body = getComputedStyle(screen.getByText('Body text')).fontSize;
    expect(getComputedStyle(toast as Element).fontSize).toBe(body);
  });

  it('shows at most five notifications at a time and keeps the others queued', async () => {
    render(
      <ThemeProvider theme={createAppTheme('light')}>
        <NotificationHost />
      </ThemeProvider>,
    );
    act(() => {
      for (let i = 1; i <= 8; i += 1) enqueueSnackbar(`Notification ${i}`, { variant: 'info', persist: true });
    });
    await screen.findByText('Notification 5');
    expect(document.querySelectorAll('.notistack-MuiContent')).toHaveLength(5);
    expect(screen.queryByText('Notification 6')).toBeNull();
  });

  it('shows one "saved" toast for seven settings switches, each saved on its own', async () => {
    const saveSettings = vi.fn(async () => ({}));
    const store = createSettingsStore({
      load: async () => ({ settings: defaultLayoutSettings, theme: defaultTheme }),
      saveSettings,
      saveTheme: async () => ({}),
      notify: notifySettingsOutcome,
      storage: undefined,
    });
    store.setSession({ kind: 'server', userId: 'user-1' });
    await waitFor(() => expect(store.getState().loadedFor).toBe('user-1'));
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ThemeProvider theme={createAppTheme('light')}>
          <SettingsProvider store={store}>
            <SettingsPanel open onClose={() => undefined} />
          </SettingsProvider>
          <NotificationHost />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    let mostShown = 0;
    const watcher = new MutationObserver(() => {
      mostShown = Math.max(mostShown, document.querySelectorAll('.notistack-MuiContent').length);
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    const switches = ['Navbar', 'Toolbar', 'Footer', 'Navbar folded', 'Navbar', 'Toolbar', 'Footer'];
    for (const [index, name] of switches.entries()) {
      fireEvent.click(screen.getByRole('switch', { name }));
      // Each toggle waits for its own save, so seven saves (and seven "saved" outcomes) happen.
      await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(index + 1));
    }
    await waitFor(() => expect(toastsSaying('Settings saved to Watchpost successfully')).toHaveLength(1));
    watcher.disconnect();
    // Every outcome was in before the toast showed (it waits for the burst to settle), so one is all there was.
    expect(saveSettings).toHaveBeenCalledTimes(7);
    expect(mostShown).toBe(1);
  });
});
