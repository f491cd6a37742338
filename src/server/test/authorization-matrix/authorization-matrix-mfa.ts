/**
 * Matrix entries of multi-factor sign-in (docs/decisions/0015): the second step of a sign-in is public and
 * answers 401 to anyone without a pending sign-in (wp_mfa cookie); /me/mfa is every signed-in person's own;
 * resetting someone's factors is an executive's (an admin's in the active client).
 */

import type { Caller, Expected, MatrixEntry, MatrixFixture, Tenant } from './authorization-matrix.ts';
import { recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';
import { freshUserIn } from './authorization-matrix-records.ts';

const everyone = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;

/** Without a pending sign-in every caller gets 401 (mfa_challenge_expired); there is no other-client cell. */
const noPendingSignIn = (_caller: Caller, tenant: Tenant): Expected => (tenant === 'other' ? 'n/a' : 401);

const webAuthnAnswer = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};

const spareUserIn = (fx: MatrixFixture, tenant: Tenant) => freshUserIn(fx, tenant, 'mfa-spare', 'guest');

export const mfaMatrixEntries: Record<string, MatrixEntry> = {
  ...sameRequestEntries(noPendingSignIn, [
    'GET /api/v1/auth/mfa/pending',
    'POST /api/v1/auth/mfa/passkey/options',
    'POST /api/v1/auth/mfa/enrol/totp',
  ]),
  'POST /api/v1/auth/mfa/totp': {
    request: () => ({ url: '/api/v1/auth/mfa/totp', payload: { code: '123456' } }),
    expect: noPendingSignIn,
  },
  'POST /api/v1/auth/mfa/recovery': {
    request: () => ({ url: '/api/v1/auth/mfa/recovery', payload: { code: 'abcde-fghjk' } }),
    expect: noPendingSignIn,
  },
  'POST /api/v1/auth/mfa/passkey/verify': {
    request: () => ({ url: '/api/v1/auth/mfa/passkey/verify', payload: { response: webAuthnAnswer } }),
    expect: noPendingSignIn,
  },
  'POST /api/v1/auth/mfa/enrol/totp/confirm': {
    request: () => ({ url: '/api/v1/auth/mfa/enrol/totp/confirm', payload: { code: '123456' } }),
    expect: noPendingSignIn,
  },
  ...sameRequestEntries(listExpect(everyone), ['GET /api/v1/me/mfa']),
  // Before any setup was started: 409 (nothing to confirm), which the matrix counts as reaching the handler.
  'POST /api/v1/me/mfa/totp/confirm': {
    request: () => ({ url: '/api/v1/me/mfa/totp/confirm', payload: { code: '123456' } }),
    expect: listExpect(everyone),
  },
  ...sameRequestEntries(listExpect(everyone), [
    'POST /api/v1/me/mfa/totp',
    'DELETE /api/v1/me/mfa/totp',
    // No factor yet: 409.
    'POST /api/v1/me/mfa/recovery-codes',
  ]),
  // No registration started yet (the options entry comes next): 409, which counts as reaching the handler.
  'POST /api/v1/me/mfa/passkeys': {
    request: () => ({ url: '/api/v1/me/mfa/passkeys', payload: { name: 'Matrix key', response: webAuthnAnswer } }),
    expect: listExpect(everyone),
  },
  ...sameRequestEntries(listExpect(everyone), ['POST /api/v1/me/mfa/passkeys/options']),
  // Someone else's passkey id or an unknown one: 404 for everyone.
  'DELETE /api/v1/me/mfa/passkeys/:id': {
    request: () => ({ url: '/api/v1/me/mfa/passkeys/00000000-0000-4000-8000-000000000000' }),
    expect: (caller, tenant) => {
      const expected = listExpect(everyone)(caller, tenant);
      return expected === 'ok' ? 404 : expected;
    },
  },
  // Step-up and the person's own password and email: every signed-in person's. The matrix's sessions come from a
  // sign-in under a fixed clock, so they count as recent. The password is set to the one it was; the email asked for
  // is another account's (409, which counts as reaching the handler).
  'POST /api/v1/auth/reauthenticate': {
    request: (fx) => ({ url: '/api/v1/auth/reauthenticate', payload: { password: fx.password } }),
    expect: listExpect(everyone),
  },
  'POST /api/v1/me/password': {
    request: (fx) => ({ url: '/api/v1/me/password', payload: { password: fx.password, passwordConfirm: fx.password } }),
    expect: listExpect(everyone),
  },
  'POST /api/v1/me/email': {
    request: () => ({ url: '/api/v1/me/email', payload: { email: 'executive@other.test' } }),
    expect: listExpect(everyone),
  },
  ...recordEntries(recordExpect(['executive'], { adminReachesOtherClient: false }), spareUserIn, [
    'POST /api/v1/users/:id/mfa/reset',
  ]),
};
