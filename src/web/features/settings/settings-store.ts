import type { MySettings } from '../../../shared/contract/settings.ts';
import {
  defaultLayoutSettings,
  defaultSettings,
  defaultTheme,
  type LayoutSettings,
  layoutPart,
  type Settings,
  type ThemeSettings,
} from '../../../shared/settings.ts';

/** Where the settings of the current session live: nowhere yet, the browser (guests), or the server. */
export type SettingsSession =
  | { kind: 'signedOut' }
  | { kind: 'local'; userId: string }
  | { kind: 'server'; userId: string };

export interface SettingsState {
  settings: Settings;
  /** The user whose settings are loaded (null: signed out); differs from the session's while loading. */
  loadedFor: string | null;
  /** False while the user has chosen no theme: the app then follows the system's light/dark preference. */
  themeChosen: boolean;
}

/** What a save tells the user: keys of the `common` namespace (notifySettingsOutcome words them). */
export const settingsMessages = {
  themeSaved: 'notices.themeSaved',
  themeFailed: 'notices.themeFailed',
  settingsSaved: 'notices.settingsSaved',
  settingsFailed: 'notices.settingsFailed',
} as const;
export type SettingsMessage = (typeof settingsMessages)[keyof typeof settingsMessages];

export const settingsDebounceMs = 300;
export const localStorageKey = 'watchpost.settings';
export const localThemeKey = 'watchpost.theme';

type Merging = typeof import('../../../shared/settings-schema.ts');
let merging: Merging | undefined;

/**
 * The merging validates against the settings' zod schemas; it loads with the first signed-in or guest session,
 * so the sign-in page (defaults only) carries no schema library.
 */
export function loadSettingsMerging(): Promise<Merging> {
  return import('../../../shared/settings-schema.ts').then((module) => {
    merging = module;
    return module;
  });
}

export interface SettingsStoreDeps {
  /** The signed-in user's settings; `signal` aborts when they are no longer wanted (another session, stop()). */
  load(signal: AbortSignal): Promise<MySettings>;
  saveSettings(settings: LayoutSettings): Promise<unknown>;
  saveTheme(theme: ThemeSettings): Promise<unknown>;
  notify(message: SettingsMessage, variant: 'success' | 'error'): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * The personalisation store (docs/product/settings-and-i18n.md#personal-settings): loaded with the session, reset to the defaults at sign-out; a signed-in
 * user's changes go to the server (settings debounced 300 ms, theme at once), a guest's to localStorage.
 */
export function createSettingsStore(deps: SettingsStoreDeps) {
  let state: SettingsState = { settings: defaultSettings, loadedFor: null, themeChosen: false };
  let session: SettingsSession = { kind: 'signedOut' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let loading: AbortController | undefined;
  const listeners = new Set<() => void>();

  function set(next: SettingsState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function readLocal(m: Merging, userId: string): SettingsState {
    const { mergeLayoutSettings, mergeTheme } = m;
    try {
      const layout = deps.storage?.getItem(localStorageKey);
      const theme = deps.storage?.getItem(localThemeKey);
      return {
        settings: {
          ...mergeLayoutSettings(defaultLayoutSettings, layout ? JSON.parse(layout) : {}),
          theme: theme ? mergeTheme(defaultTheme, JSON.parse(theme)) : defaultTheme,
        },
        loadedFor: userId,
        themeChosen: Boolean(theme),
      };
    } catch {
      return { settings: defaultSettings, loadedFor: userId, themeChosen: false };
    }
  }

  function writeLocal(key: string, value: unknown) {
    try {
      deps.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the settings still apply for this visit.
    }
  }

  function cancelPending() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  /** Aborts the settings load under way, if any. */
  function dropLoad() {
    loading?.abort();
    loading = undefined;
  }

  function flushSettings() {
    timer = undefined;
    deps.saveSettings(layoutPart(state.settings)).then(
      () => deps.notify(settingsMessages.settingsSaved, 'success'),
      () => deps.notify(settingsMessages.settingsFailed, 'error'),
    );
  }

  const store = {
    getState: () => state,
    /**
     * Its provider is gone: a load under way is dropped, and the session forgotten, so that a provider mounted again
     * with this store (React's strict mode does so) loads anew.
     */
    stop() {
      dropLoad();
      generation += 1;
      session = { kind: 'signedOut' };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSession(next: SettingsSession) {
      const same =
        next.kind === session.kind &&
        (next.kind === 'signedOut' || ('userId' in session && session.userId === next.userId));
      if (same) return;
      cancelPending();
      dropLoad();
      session = next;
      const current = ++generation;
      if (next.kind === 'signedOut') {
        set({ settings: defaultSettings, loadedFor: null, themeChosen: false });
      } else if (next.kind === 'local') {
        if (merging) set(readLocal(merging, next.userId));
        else {
          void loadSettingsMerging().then((m) => {
            if (current === generation) set(readLocal(m, next.userId));
          });
        }
      } else {
        loading = new AbortController();
        Promise.all([deps.load(loading.signal), loadSettingsMerging()]).then(
          ([loaded, { mergeLayoutSettings, mergeTheme }]) => {
            if (current !== generation) return;
            const settings = {
              ...mergeLayoutSettings(defaultLayoutSettings, loaded.settings),
              theme: loaded.theme ? mergeTheme(defaultTheme, loaded.theme) : defaultTheme,
            };
            set({ settings, loadedFor: next.userId, themeChosen: Boolean(loaded.theme) });
          },
          () => {
            // A failed load is only logged; the user gets the defaults (docs/product/settings-and-i18n.md#personal-settings).
            if (current === generation) set({ settings: defaultSettings, loadedFor: next.userId, themeChosen: false });
          },
        );
      }
    },
    updateSettings(partial: DeepPartial<LayoutSettings>): void {
      if (!merging) {
        void loadSettingsMerging().then(() => store.updateSettings(partial));
        return;
      }
      const settings = merging.mergeSettings(state.settings, partial);
      set({ ...state, settings });
      if (session.kind === 'server') {
        cancelPending();
        timer = setTimeout(flushSettings, settingsDebounceMs);
      } else {
        writeLocal(localStorageKey, layoutPart(settings));
      }
    },
    setTheme(theme: ThemeSettings): void {
      if (!merging) {
        void loadSettingsMerging().then(() => store.setTheme(theme));
        return;
      }
      const settings = { ...state.settings, theme: merging.mergeTheme(state.settings.theme, theme) };
      set({ ...state, settings, themeChosen: true });
      if (session.kind === 'server') {
        deps.saveTheme(settings.theme).then(
          () => deps.notify(settingsMessages.themeSaved, 'success'),
          () => deps.notify(settingsMessages.themeFailed, 'error'),
        );
      } else {
        writeLocal(localThemeKey, settings.theme);
      }
    },
  };
  return store;
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
