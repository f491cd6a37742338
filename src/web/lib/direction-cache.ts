import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from '../i18n/languages.ts';

const ltr: EmotionCache = createCache({ key: 'mui' });
let rtl: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

/**
 * The style cache of right-to-left pages: every style MUI writes is flipped (margins, paddings, positions,
 * borders), so components are written once in left-to-right terms (MUI's RTL guide). Its plugin loads only
 * when a right-to-left language is chosen.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, plugin]) => {
    rtl = createCache({ key: 'muirtl', stylisPlugins: [stylis.prefixer, plugin.default] });
    return rtl;
  });
  return rtlLoading;
}

/** The cache of a direction if it is ready, else the promise of it (right to left, first time). */
export function styleCacheFor(direction: Direction): EmotionCache | Promise<EmotionCache> {
  if (direction === 'ltr') return ltr;
  return rtl ?? loadRtlCache();
}
