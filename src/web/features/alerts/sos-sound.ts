import { type RepeatingSound, useRepeatingSound } from '../../lib/repeating-sound.ts';

/*
 * The SOS alarm: a beep pattern made with WebAudio (no sound file), repeated while an SOS is unseen. Browsers
 * start audio only after a user gesture on the page, so the context is resumed on the first click or key press;
 * until then the banner offers a "Turn on sound" button (itself a gesture).
 */
const repeatMs = 4000;
const beeps = [0, 0.25, 0.5];
const beepSeconds = 0.16;

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

export type SosSound = RepeatingSound;

const sosPattern = { play: playPattern, everyMs: repeatMs };

/** Plays the alarm while `active`. */
export function useSosSound(active: boolean): SosSound {
  return useRepeatingSound(active, sosPattern);
}
