import { type RepeatingSound, useRepeatingSound } from '../../lib/repeating-sound.ts';

/*
 * The ring of a call assigned to the guard (docs/product/dispatch.md): a short two-tone ring made with WebAudio (no
 * sound file) and a vibration where the phone has one, repeated until the call is accepted or refused, or muted.
 * Browsers start audio only after a user gesture on the page, so the sound is resumed on the first tap or key
 * press; until then the card offers a "Turn on sound" button (itself a gesture). The vibration goes on regardless.
 */
const repeatMs = 3000;
/** Two rings, each a quick warble between two tones, as a phone rings. */
const rings = [0, 0.6];
const ringSeconds = 0.4;
const warbleSeconds = 0.05;
const vibration = [400, 200, 400];

function playRing(audio: AudioContext) {
  const start = audio.currentTime + 0.02;
  for (const offset of rings) {
    const at = start + offset;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    for (let step = 0; step * warbleSeconds < ringSeconds; step += 1) {
      oscillator.frequency.setValueAtTime(step % 2 === 0 ? 1000 : 800, at + step * warbleSeconds);
    }
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.setValueAtTime(0.3, at + ringSeconds - 0.04);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ringSeconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + ringSeconds + 0.02);
  }
}

function vibrate(pattern: number | number[]) {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(pattern);
  } catch {
    // A browser that refuses (no gesture yet, a desktop) simply does not vibrate.
  }
}

export type CallRing = RepeatingSound;

const ringPattern = { play: playRing, everyMs: repeatMs, each: () => vibrate(vibration), stop: () => vibrate(0) };

/** Rings while `active`. */
export function useCallRing(active: boolean): CallRing {
  return useRepeatingSound(active, ringPattern);
}
