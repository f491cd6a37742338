import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultLayoutSettings, defaultTheme } from '../../../../shared/settings.ts';
import { testQueryClient } from '../../../test/utils.tsx';
import { SettingsProvider } from '../settings-context.tsx';
import { createSettingsStore } from '../settings-store.ts';
import { PaletteEditorDialog } from './palette-editor-dialog.tsx';

function renderDialog() {
  const store = createSettingsStore({
    load: async () => ({ settings: defaultLayoutSettings, theme: defaultTheme }),
    saveSettings: async () => ({}),
    saveTheme: async () => ({}),
    notify: () => undefined,
    storage: undefined,
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SettingsProvider store={store}>
        <PaletteEditorDialog onClose={onClose} />
      </SettingsProvider>
    </QueryClientProvider>,
  );
  return { store, onClose };
}

describe('PaletteEditorDialog', () => {
  it('keeps Save disabled until the palette is changed and valid, with messages beside the fields', async () => {
    const { store, onClose } = renderDialog();
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const paper = screen.getByLabelText('Background paper');
    fireEvent.change(paper, { target: { value: '#111111' } });
    expect(await screen.findByText('Must be a light color')).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Dark'));
    expect(await screen.findByText('Must be a dark color')).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const background = screen.getByLabelText('Background default');
    fireEvent.change(background, { target: { value: '#0a0a0a' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Must be a dark color')).toBeNull();

    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(store.getState().settings.theme.main.mode).toBe('dark');
    expect(store.getState().settings.theme.main.background).toEqual({ paper: '#111111', default: '#0a0a0a' });
  });
});
