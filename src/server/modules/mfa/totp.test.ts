import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUrl, timeStep, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"; 8-digit codes.
const seed = Buffer.from('12345678901234567890', 'ascii');
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s the SHA-1 code is %s', (seconds, expected) => {
    expect(hotp(seed, timeStep(new Date(seconds * 1000)), 8)).toBe(expected);
  });

  it('takes the 6-digit code as the low digits of the same value', () => {
    const secret = base32Encode(seed);
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(totpCode(secret, new Date(1111111109_000))).toBe('081804');
  });

  it('round-trips base32 (RFC 4648 test vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
  });

  it('accepts the step before and after, not two away, and never the same step twice', () => {
    const secret = base32Encode(seed);
    const now = new Date(1111111111_000);
    const step = timeStep(now);
    const previous = totpCode(secret, new Date(now.getTime() - 30_000));
    const next = totpCode(secret, new Date(now.getTime() + 30_000));
    const farAway = totpCode(secret, new Date(now.getTime() - 60_000));
    expect(verifyTotp(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(verifyTotp(secret, previous, now, null)).toBe(step - 1);
    expect(verifyTotp(secret, next, now, null)).toBe(step + 1);
    expect(verifyTotp(secret, farAway, now, null)).toBeUndefined();
    expect(verifyTotp(secret, totpCode(secret, now), now, step)).toBeUndefined();
    expect(verifyTotp(secret, previous, now, step - 1)).toBeUndefined();
    expect(verifyTotp(secret, 'abcdef', now, null)).toBeUndefined();
    expect(verifyTotp(secret, '1234567', now, null)).toBeUndefined();
  });

  it('builds the otpauth URL authenticator apps scan', () => {
    expect(otpauthUrl('ABC', 'a@b.test')).toBe(
      'otpauth://totp/Watchpost%3Aa%40b.test?secret=ABC&issuer=Watchpost&algorithm=SHA1&digits=6&period=30',
    );
  });
});
