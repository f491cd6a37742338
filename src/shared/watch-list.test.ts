import { describe, expect, it } from 'vitest';
import { watchListNameKey, watchListPlateKey } from './watch-list.ts';

describe('watch-list keys', () => {
  it('sets case, accents and spacing aside in names', () => {
    expect(watchListNameKey('José Álvarez')).toBe('jose alvarez');
    expect(watchListNameKey('  JOSE   alvarez ')).toBe('jose alvarez');
    expect(watchListNameKey('Zoë\tÇelik')).toBe('zoe celik');
    expect(watchListNameKey('İbrahim Yılmaz')).toBe('ibrahim yilmaz');
    expect(watchListNameKey('Jürgen Groß')).toBe('jurgen gross');
    expect(watchListNameKey('José Álvarez')).toBe(watchListNameKey('jose alvarez'));
  });

  it('keeps other scripts as they are', () => {
    expect(watchListNameKey('محمد  علي')).toBe('محمد علي');
    expect(watchListNameKey('山田 太郎')).toBe('山田 太郎');
  });

  it('drops spaces, dashes and dots from plates', () => {
    expect(watchListPlateKey('AB-12 3')).toBe('ab123');
    expect(watchListPlateKey('ab123')).toBe('ab123');
    expect(watchListPlateKey(' 34 ÇK.901 ')).toBe('34ck901');
  });

  it('answers null for no plate', () => {
    expect(watchListPlateKey(undefined)).toBeNull();
    expect(watchListPlateKey(null)).toBeNull();
    expect(watchListPlateKey('')).toBeNull();
    expect(watchListPlateKey(' - ')).toBeNull();
  });
});
