import { describe, expect, it } from 'vitest';
import { oidcMessageType, parseOidcOutcome } from './oidc-outcome.ts';

describe('parseOidcOutcome', () => {
  it('accepts the messages the callback window posts', () => {
    expect(parseOidcOutcome({ type: oidcMessageType, ok: true })).toEqual({ type: oidcMessageType, ok: true });
    expect(parseOidcOutcome({ type: oidcMessageType, ok: false, error: 'Denied' })).toEqual({
      type: oidcMessageType,
      ok: false,
      error: 'Denied',
    });
  });

  it('ignores anything else posted to the window', () => {
    for (const data of [null, 'watchpost:oidc', 42, {}, { type: 'other', ok: true }, { type: oidcMessageType }]) {
      expect(parseOidcOutcome(data)).toBeUndefined();
    }
    expect(parseOidcOutcome({ type: oidcMessageType, ok: 'yes' })).toBeUndefined();
    expect(parseOidcOutcome({ type: oidcMessageType, ok: false, error: 7 })).toBeUndefined();
  });
});
