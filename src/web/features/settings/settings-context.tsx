import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { hasPermission } from '../../../shared/policy.ts';
import { defaultDarkTheme, type ThemeSettings } from '../../../shared/settings.ts';
import { i18n } from '../../i18n/i18n.ts';
import { cancelSettled, enqueueSnackbar, notifySettled } from '../../lib/notify.ts';
import { answerWithin, keptIdentity, sessionFromCache, startWaitMs } from '../../lib/offline-start.ts';
import { fetchSession, sessionQueryKey } from '../../lib/session.ts';
import { usePrefersDark } from '../../lib/use-prefers-dark.ts';
import { createSettingsStore, type SettingsMessage, type SettingsStore } from './settings-store.ts';

const SettingsContext = createContext<SettingsStore | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const savedChannel = 'settings-saved';

/**
 * Says how a settings save went: every switch saves on its own, so a burst of saves shows one "saved" once it
 * settles; a failure shows at once (and outdates the "saved" still waiting).
 */
export function notifySettingsOutcome(message: SettingsMessage, variant: 'success' | 'error'): void {
  if (variant === 'success') {
    notifySettled(savedChannel, i18n.t(`common:${message}`), 'success');
    return;
  }
  cancelSettled(savedChannel);
  enqueueSnackbar(i18n.t(`common:${message}`), { variant });
}

export function createBrowserSettingsStore(): SettingsStore {
  return createSettingsStore({
    // The calls load with the first signed-in session: the sign-in page carries neither them nor their schemas.
    load: (signal) => {
      const load = import('./api/get-my-settings.ts').then((m) => {
        // The provider may have gone while the call's code loaded: then nothing is asked of the server.
        signal.throwIfAborted();
        return m.fetchMySettings(signal);
      });
      // A field screen that can start from what the phone kept does not wait long for a server that does not answer
      // (docs/product/field-app.md#opening-without-signal), not at all once the session check went unanswered: the
      // defaults apply, as for any failed load.
      if (!keptIdentity(window.location.pathname)) return load;
      return answerWithin(load, sessionFromCache() ? 0 : startWaitMs);
    },
    saveSettings: (settings) => import('./api/put-my-settings.ts').then((m) => m.putMySettings(settings)),
    saveTheme: (theme) => import('./api/put-my-theme.ts').then((m) => m.putMyTheme(theme)),
    notify: notifySettingsOutcome,
    storage: browserStorage(),
  });
}

/** Follows the session: loads the user's settings at sign-in, resets them at sign-out. */
function SessionBridge({ store }: { store: SettingsStore }) {
  // Only listens: the guards and the shell fetch the session; a second fetch from here would change nothing.
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: () => fetchSession(), enabled: false });
  const user = session.data?.user;
  const userId = user?.id;
  const sync = user ? hasPermission(user.roles, 'settings.sync') : false;
  const settled = !session.isPending;
  useEffect(() => {
    if (!settled) return;
    if (!userId) store.setSession({ kind: 'signedOut' });
    else store.setSession({ kind: sync ? 'server' : 'local', userId });
  }, [store, settled, userId, sync]);
  return null;
}

export function SettingsProvider({ children, store }: { children: ReactNode; store?: SettingsStore }) {
  const [own] = useState(() => store ?? createBrowserSettingsStore());
  useEffect(() => {
    if (store) return;
    return () => own.stop();
  }, [own, store]);
  return (
    <SettingsContext.Provider value={own}>
      <SessionBridge store={own} />
      {children}
    </SettingsContext.Provider>
  );
}

export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useSettings needs a SettingsProvider');
  return store;
}

/** The current settings and who they are loaded for, re-rendering on change. */
export function useSettings() {
  const store = useSettingsStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, updateSettings: store.updateSettings, setTheme: store.setTheme };
}

/**
 * The theme on screen: the user's choice, or — while they have chosen none — the default scheme in the system's
 * light or dark preference.
 */
export function useShownTheme(): ThemeSettings {
  const { settings, themeChosen } = useSettings();
  const prefersDark = usePrefersDark();
  return themeChosen || !prefersDark ? settings.theme : defaultDarkTheme;
}
