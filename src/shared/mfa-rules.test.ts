import { describe, expect, it } from 'vitest';
import { amrAssertsMfa, mfaRequiredFor } from './mfa-rules.ts';

describe('amrAssertsMfa (RFC 8176 amr claim)', () => {
  it.each([
    [['mfa'], true],
    [['pwd', 'otp'], true],
    [['otp'], true],
    [['hwk'], true],
    [['sc'], true],
    [['swk', 'pin'], true],
    [['pwd', 'fpt'], true],
    [['face', 'swk'], true],
    [['MFA'], true],
  ])('%j is multi-factor', (amr, expected) => {
    expect(amrAssertsMfa(amr)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    ['mfa'],
    [[]],
    [['pwd']],
    [['pwd', 'pin']],
    [['swk']],
    [['fpt', 'face']],
    [[1, 2]],
    [['sms']],
  ])('%j is not', (amr) => {
    expect(amrAssertsMfa(amr)).toBe(false);
  });
});

describe('mfaRequiredFor', () => {
  it('applies when any of the roles is required', () => {
    expect(mfaRequiredFor(['manager', 'executive'], ['executive', 'admin'])).toBe(true);
    expect(mfaRequiredFor(['admin'], ['executive', 'admin'])).toBe(true);
    expect(mfaRequiredFor(['guard'], ['executive', 'admin'])).toBe(false);
    expect(mfaRequiredFor(['executive'], [])).toBe(false);
  });
});
