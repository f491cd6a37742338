import { useSyncExternalStore } from 'react';

/*
 * An operator who has seen the SOS banner may fold it into a small pill (docs/product/alerts.md#sos-banner). This
 * browser remembers which SOS alerts were unseen when it was folded; an SOS not among them unfolds it again.
 * Folding acknowledges nothing and the alarm sound goes on.
 */
const storageKey = 'watchpost.sosBannerCollapsed';
const listeners = new Set<() => void>();

function readRaw(): string {
  try {
    return window.localStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

function write(ids: readonly string[] | null) {
  try {
    if (ids) window.localStorage.setItem(storageKey, JSON.stringify(ids));
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Storage blocked: the banner simply stays open.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this browser folding or unfolding it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function parse(raw: string): ReadonlySet<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export interface SosBannerCollapse {
  /** Folded: every one of `ids` was unseen when the operator folded the banner. */
  collapsed: boolean;
  collapse: () => void;
  expand: () => void;
}

/** Whether the banner showing the unseen SOS alerts `ids` is folded in this browser. */
export function useSosBannerCollapse(ids: readonly string[]): SosBannerCollapse {
  const raw = useSyncExternalStore(subscribe, readRaw, () => '');
  const folded = parse(raw);
  return {
    collapsed: ids.length > 0 && ids.every((id) => folded.has(id)),
    collapse: () => write([...ids]),
    expand: () => write(null),
  };
}
