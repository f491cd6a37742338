import { describe, expect, it } from 'vitest';
import { scanPath, tokenFromLabel } from './scan-token.ts';

describe('a checkpoint label’s token', () => {
  it('is the last part of the label’s URL', () => {
    expect(tokenFromLabel('https://watch.example.com/field/scan/AbC-123_x')).toBe('AbC-123_x');
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    expect(tokenFromLabel('https://w.example/field/scan/tok1/?utm=1#top')).toBe('tok1');
  });

  it('is decoded from the URL', () => {
    expect(tokenFromLabel('http://localhost:3000/field/scan/a%2Bb')).toBe('a+b');
  });

  it('is none for anything that is not a checkpoint label', () => {
    expect(tokenFromLabel('4006381333931')).toBeNull();
    expect(tokenFromLabel('https://example.com/field/today')).toBeNull();
    expect(tokenFromLabel('https://example.com/field/scan/')).toBeNull();
    expect(tokenFromLabel(`https://example.com/field/scan/${'a'.repeat(201)}`)).toBeNull();
  });

  it('makes the app’s scan path back from a token', () => {
    expect(scanPath('a+b')).toBe('/field/scan/a%2Bb');
  });
});
