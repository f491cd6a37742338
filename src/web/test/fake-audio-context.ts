import { vi } from 'vitest';

/**
 * A stand-in for the browser's AudioContext (the SOS alarm, a call's ring): it starts suspended, as a browser does
 * before a user gesture, and runs on `resume()` once `allow()` is called; `tones()` counts the oscillators made.
 */
export function stubAudioContext() {
  let allowed = false;
  let tones = 0;
  class FakeAudioContext {
    state: AudioContextState = 'suspended';
    currentTime = 0;
    destination = {};
    private readonly listeners = new Set<() => void>();
    addEventListener(_type: string, listener: () => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: string, listener: () => void) {
      this.listeners.delete(listener);
    }
    resume() {
      if (allowed && this.state !== 'running') {
        this.state = 'running';
        for (const listener of this.listeners) listener();
      }
      return Promise.resolve();
    }
    createOscillator() {
      tones += 1;
      return {
        type: '',
        frequency: { value: 0, setValueAtTime: () => undefined },
        connect: (node: unknown) => node,
        start() {},
        stop() {},
      };
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (node: unknown) => node,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return {
    allow: () => {
      allowed = true;
    },
    tones: () => tones,
  };
}
