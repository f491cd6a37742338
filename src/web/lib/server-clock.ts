/**
 * The server's clock as seen from this device. A phone's clock may be off (and the demo server runs on a clock of
 * its own), so every action's `at` is the device time corrected by the offset measured at the last /field/today.
 * The offset is kept in localStorage so actions taken offline after a reload are still stamped right.
 */
const storageKey = 'watchpost.field.serverOffsetMs';

let offsetMs: number = readStored();

function readStored(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(storageKey));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/** Records the offset from a server time (ISO) read just now. */
export function updateServerOffset(serverNowIso: string, deviceNowMs: number = Date.now()): void {
  const server = Date.parse(serverNowIso);
  if (Number.isNaN(server)) return;
  offsetMs = server - deviceNowMs;
  try {
    globalThis.localStorage?.setItem(storageKey, String(offsetMs));
  } catch {
    // Private mode without storage: the offset still holds for this page.
  }
}

export function serverOffsetMs(): number {
  return offsetMs;
}

/** Now on the server's clock, in milliseconds. */
export function serverNowMs(): number {
  return Date.now() + offsetMs;
}

export function serverNowIso(): string {
  return new Date(serverNowMs()).toISOString();
}
