import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MySettings } from '../../../shared/contract/settings.ts';
import { colorSchemes, defaultLayoutSettings, defaultSettings, defaultTheme } from '../../../shared/settings.ts';
import {
  createSettingsStore,
  loadSettingsMerging,
  localStorageKey,
  localThemeKey,
  type SettingsStoreDeps,
  settingsMessages,
} from './settings-store.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function setup(overrides: Partial<SettingsStoreDeps> = {}) {
  const storage = memoryStorage();
  const deps = {
    load: vi.fn(async () => ({ settings: defaultLayoutSettings, theme: defaultTheme })),
    saveSettings: vi.fn(async () => ({})),
    saveTheme: vi.fn(async () => ({})),
    notify: vi.fn(),
    storage,
    ...overrides,
  };
  return { store: createSettingsStore(deps), deps, storage };
}

const dark = colorSchemes.find((s) => s.name === 'indigoCoralDark');

beforeAll(async () => {
  await loadSettingsMerging();
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settings store', () => {
  it('drops a load under way when the session changes or the store stops, and loads again after a stop', async () => {
    const signals: AbortSignal[] = [];
    const { store, deps } = setup({
      load: vi.fn(
        (signal: AbortSignal) =>
          new Promise<MySettings>((_resolve, reject) => {
            signals.push(signal);
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      ),
    });
    store.setSession({ kind: 'server', userId: 'u1' });
    store.setSession({ kind: 'server', userId: 'u2' });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    store.stop();
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
    await vi.runAllTimersAsync();
    // The aborted loads leave the settings as they were, not reset for a user who is gone.
    expect(store.getState().loadedFor).toBeNull();
    // Mounted again with the same user (React's strict mode), the store loads anew.
    store.setSession({ kind: 'server', userId: 'u2' });
    expect(deps.load).toHaveBeenCalledTimes(3);
    expect(signals[2]?.aborted).toBe(false);
  });

  it('keeps a guest’s settings in localStorage and never calls the server', async () => {
    const { store, deps, storage } = setup();
    store.setSession({ kind: 'local', userId: 'g1' });
    expect(store.getState().loadedFor).toBe('g1');
    store.updateSettings({ layout: { style: 'layout3' } });
    if (dark) store.setTheme(dark.theme);
    await vi.runAllTimersAsync();
    expect(deps.saveSettings).not.toHaveBeenCalled();
    expect(deps.saveTheme).not.toHaveBeenCalled();
    expect(deps.load).not.toHaveBeenCalled();
    expect(JSON.parse(storage.data.get(localStorageKey) ?? '{}').layout.style).toBe('layout3');
    expect(JSON.parse(storage.data.get(localThemeKey) ?? '{}').main.mode).toBe('dark');

    // Next visit: read back from the browser.
    const next = createSettingsStore({ ...deps, storage });
    next.setSession({ kind: 'local', userId: 'g1' });
    expect(next.getState().settings.layout.style).toBe('layout3');
    expect(next.getState().settings.theme.main.mode).toBe('dark');
    expect(next.getState().themeChosen).toBe(true);
  });

  it('debounces settings writes to the server by 300 ms and toasts the outcome', async () => {
    const { store, deps } = setup();
    store.setSession({ kind: 'server', userId: 'u1' });
    await vi.runAllTimersAsync();
    expect(store.getState().loadedFor).toBe('u1');
    store.updateSettings({ fontSize: 1.1 });
    await vi.advanceTimersByTimeAsync(200);
    store.updateSettings({ layout: { style: 'layout2' } });
    await vi.advanceTimersByTimeAsync(299);
    expect(deps.saveSettings).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.saveSettings).toHaveBeenCalledTimes(1);
    expect(deps.saveSettings).toHaveBeenCalledWith({
      ...defaultLayoutSettings,
      fontSize: 1.1,
      layout: { ...defaultLayoutSettings.layout, style: 'layout2' },
    });
    await vi.runAllTimersAsync();
    expect(deps.notify).toHaveBeenCalledWith(settingsMessages.settingsSaved, 'success');
  });

  it('saves the theme at once and reports a failure', async () => {
    const { store, deps } = setup({ saveTheme: vi.fn(async () => Promise.reject(new Error('down'))) });
    store.setSession({ kind: 'server', userId: 'u1' });
    await vi.runAllTimersAsync();
    if (!dark) throw new Error('scheme missing');
    store.setTheme(dark.theme);
    expect(deps.saveTheme).toHaveBeenCalledWith(dark.theme);
    expect(store.getState().settings.theme).toEqual(dark.theme);
    await vi.runAllTimersAsync();
    expect(deps.notify).toHaveBeenCalledWith(settingsMessages.themeFailed, 'error');
  });

  it('loads the server’s settings at sign-in, falls back silently, and resets at sign-out', async () => {
    if (!dark) throw new Error('scheme missing');
    const load = vi.fn<SettingsStoreDeps['load']>(async () => ({
      settings: { ...defaultLayoutSettings, fontSize: 1.3 },
      theme: dark.theme,
    }));
    const { store, deps } = setup({ load });
    store.setSession({ kind: 'server', userId: 'u1' });
    expect(store.getState().loadedFor).toBeNull();
    await vi.runAllTimersAsync();
    expect(store.getState().settings.fontSize).toBe(1.3);
    expect(store.getState().settings.theme).toEqual(dark.theme);
    expect(store.getState().themeChosen).toBe(true);

    store.setSession({ kind: 'signedOut' });
    expect(store.getState()).toEqual({ settings: defaultSettings, loadedFor: null, themeChosen: false });

    load.mockRejectedValueOnce(new Error('down'));
    store.setSession({ kind: 'server', userId: 'u2' });
    await vi.runAllTimersAsync();
    expect(store.getState()).toEqual({ settings: defaultSettings, loadedFor: 'u2', themeChosen: false });
    expect(deps.notify).not.toHaveBeenCalled();
  });
});
