import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../i18n/languages.ts';

let ltr: EmotionCache | undefined;
let rtl: EmotionCache | undefined;

/**
 * The style cache of a direction. Right to left, every style MUI writes is flipped (margins, paddings,
 * positions, borders), so components are written once in left-to-right terms (MUI's RTL guide).
 */
export function styleCacheFor(direction: Direction): EmotionCache {
  if (direction === 'rtl') {
    rtl ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
    return rtl;
  }
  ltr ??= createCache({ key: 'mui' });
  return ltr;
}
