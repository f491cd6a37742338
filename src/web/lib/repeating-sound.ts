import { useEffect, useState } from 'react';

/*
 * A sound made with WebAudio (no sound file) repeated while something needs attention: the SOS alarm, a call's ring.
 * Browsers start audio only after a user gesture on the page, so the one audio context is resumed on the first
 * click, tap or key press; until then `blocked` lets the screen offer a "Turn on sound" button (itself a gesture).
 */

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context = new window.AudioContext();
  return context;
}

export interface RepeatingSound {
  /** The browser holds the sound back until the user does something on the page. */
  blocked: boolean;
  /** Called from a click or tap: lets the sound play. */
  enable: () => void;
}

export interface SoundPattern {
  /** Schedules one pattern on the context, from its current time. */
  play: (audio: AudioContext) => void;
  everyMs: number;
  /** Also done on each repeat, sound allowed or not (a vibration); `stop` undoes it when the sound ends. */
  each?: () => void;
  stop?: () => void;
}

/** Plays `pattern` while `active`, the first time as soon as the sound is allowed. */
export function useRepeatingSound(active: boolean, pattern: SoundPattern): RepeatingSound {
  const [state, setState] = useState<AudioContextState | 'unsupported'>('suspended');
  const { play, everyMs, each, stop } = pattern;

  useEffect(() => {
    if (!active) return;
    const audio = audioContext();
    const sync = () => setState(audio ? audio.state : 'unsupported');
    const resume = () => {
      if (audio) void audio.resume().then(sync, sync);
    };
    const sound = () => {
      if (audio?.state === 'running') play(audio);
    };
    const repeat = () => {
      each?.();
      sound();
    };
    audio?.addEventListener('statechange', sync);
    audio?.addEventListener('statechange', sound);
    window.addEventListener('pointerdown', resume);
    window.addEventListener('keydown', resume);
    resume();
    sync();
    repeat();
    const timer = window.setInterval(repeat, everyMs);
    return () => {
      window.clearInterval(timer);
      stop?.();
      audio?.removeEventListener('statechange', sync);
      audio?.removeEventListener('statechange', sound);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
    };
  }, [active, play, everyMs, each, stop]);

  return {
    blocked: active && state !== 'running' && state !== 'unsupported',
    enable: () => {
      const audio = audioContext();
      if (audio) void audio.resume().then(() => setState(audio.state));
    },
  };
}
