import { useEffect, useState } from 'react';

/*
 * The SOS alarm: a beep pattern made with WebAudio (no sound file), repeated while an SOS is unseen. Browsers
 * start audio only after a user gesture on the page, so the context is resumed on the first click or key press;
 * until then the banner offers a "Turn on sound" button (itself a gesture).
 */
const repeatMs = 4000;
const beeps = [0, 0.25, 0.5];
const beepSeconds = 0.16;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context = new window.AudioContext();
  return context;
}

function playPattern(audio: AudioContext) {
  const start = audio.currentTime + 0.02;
  for (const [i, offset] of beeps.entries()) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = i % 2 === 0 ? 880 : 660;
    const at = start + offset;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + beepSeconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + beepSeconds + 0.02);
  }
}

export interface SosSound {
  /** The browser holds the sound back until the user does something on the page. */
  blocked: boolean;
  /** Called from a click: lets the sound play. */
  enable: () => void;
}

/** Plays the alarm while `active`. */
export function useSosSound(active: boolean): SosSound {
  const [state, setState] = useState<AudioContextState | 'unsupported'>('suspended');

  useEffect(() => {
    if (!active) return;
    const audio = audioContext();
    if (!audio) {
      setState('unsupported');
      return;
    }
    const sync = () => setState(audio.state);
    const resume = () => {
      void audio.resume().then(sync, sync);
    };
    audio.addEventListener('statechange', sync);
    window.addEventListener('pointerdown', resume);
    window.addEventListener('keydown', resume);
    resume();
    sync();
    const beep = () => {
      if (audio.state === 'running') playPattern(audio);
    };
    beep();
    const timer = window.setInterval(beep, repeatMs);
    // The first pattern plays as soon as the sound is allowed, not up to one period later.
    const onRunning = () => {
      if (audio.state === 'running') beep();
    };
    audio.addEventListener('statechange', onRunning);
    return () => {
      window.clearInterval(timer);
      audio.removeEventListener('statechange', sync);
      audio.removeEventListener('statechange', onRunning);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
    };
  }, [active]);

  return {
    blocked: active && state !== 'running' && state !== 'unsupported',
    enable: () => {
      const audio = audioContext();
      if (audio) void audio.resume().then(() => setState(audio.state));
    },
  };
}
