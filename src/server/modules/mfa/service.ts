import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import type { MfaStatus, Passkey, TotpSetup } from '../../../shared/contract/mfa.ts';
import {
  mfaAccountAttemptLimit,
  mfaAccountWindowMs,
  mfaChallengeAttemptLimit,
  mfaChallengeLifetimeMs,
  mfaRequiredFor,
  recoveryCodeCount,
} from '../../../shared/mfa-rules.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServerSecrets } from '../../secrets/server-secrets.ts';
import { recordAudit } from '../audit/index.ts';
import { type OpenedSession, openSession, type SignInCaller } from '../auth/index.ts';
import { challengeIdFor } from './challenge.ts';
import {
  type ChallengeRow,
  clearAccountAttempts,
  consumeChallenge,
  countRecoveryCodes,
  type Db,
  deleteAllFactors,
  deletePasskey,
  deleteRecoveryCodes,
  deleteTotp,
  findFactorSummary,
  findLiveChallenge,
  findTotp,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  markPasskeyUsed,
  replaceRecoveryCodes,
  reserveAccountAttempt,
  reserveChallengeAttempt,
  setWebauthnChallenge,
  spendRecoveryCode,
  spendTotpStep,
  upsertPendingTotp,
} from './repository.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

export const mfaMessages = {
  expired: 'This sign-in has expired. Sign in again.',
  tooManyWrong: 'Too many wrong codes. Sign in again.',
  wrongCode: 'That code is not right. Try again.',
  accountLimited: 'Too many wrong codes. Try again in 15 minutes.',
  passkeyFailed: 'The passkey could not be verified. Try again or use another method.',
  totpExists: 'An authenticator app is already set up. Remove it first.',
  totpNotStarted: 'Start setting up the authenticator app again.',
  lastFactor: 'Your organisation requires a second factor for your role: add another one before removing this one.',
  noFactor: 'Set up an authenticator app or a passkey first.',
  noPasskey: 'No such passkey.',
  passkeyExists: 'This passkey is already registered.',
  registrationExpired: 'The passkey registration has expired. Start again.',
} as const;

/** Where WebAuthn ceremonies run: BASE_URL's origin, or the one the request came to. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

const expired = (message: string = mfaMessages.expired) => new AppError('mfa_challenge_expired', message);
const wrongCode = () =>
  new AppError('mfa_invalid_code', mfaMessages.wrongCode, { fieldErrors: { code: fieldError('mfa.wrong_code') } });

// ── Recovery codes ───────────────────────────────────────────────────────────────────────────────────────

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => recoveryAlphabet[b % recoveryAlphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The app's secrets at rest (buildApp always sets them). */
function secretsOf(ctx: AppContext): ServerSecrets {
  if (!ctx.secrets) throw new Error('the app context has no secrets');
  return ctx.secrets;
}

async function issueRecoveryCodes(ctx: AppContext, db: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const secrets = secretsOf(ctx);
  const hashes = await Promise.all(codes.map((code) => secrets.recoveryCodeHash(db, code)));
  await replaceRecoveryCodes(db, userId, hashes, now);
  return codes;
}

/** The person's authenticator app with its secret opened (it is stored sealed with SECRETS_KEY). */
async function findOpenTotp(ctx: AppContext, db: Db, userId: string) {
  const totp = await findTotp(db, userId);
  return totp ? { ...totp, secret: secretsOf(ctx).box.open(totp.secret) } : undefined;
}

/**
 * Passkeys are a second factor after the password, so user presence is enough: registration and sign-in must agree,
 * or a passkey registered without user verification could never sign in (the library requires it by default).
 */
const passkeyUserVerification = 'preferred' as const;

// ── The second step of a sign-in ─────────────────────────────────────────────────────────────────────────

interface Attempt {
  challenge: ChallengeRow;
  user: { id: string; clientId: string; email: string };
}

/**
 * Reserves one attempt on the pending sign-in and on the account before anything is checked, so parallel
 * guesses cannot exceed either limit.
 */
async function reserveAttempt(ctx: AppContext, token: string | undefined): Promise<Attempt> {
  if (!token) throw expired();
  const now = ctx.clock();
  const challenge = await reserveChallengeAttempt(ctx.db, challengeIdFor(token), now, mfaChallengeAttemptLimit);
  if (challenge?.kind !== 'sign-in') throw expired();
  const summary = await findFactorSummary(ctx.db, challenge.userId);
  if (!summary) throw expired();
  if (summary.status === 'disabled') {
    throw new AppError('auth.account_disabled', 'This account has been disabled. Ask your manager to enable it.');
  }
  const allowed = await reserveAccountAttempt(
    ctx.db,
    challenge.userId,
    now,
    mfaAccountAttemptLimit,
    mfaAccountWindowMs,
  );
  if (!allowed) throw new AppError('mfa.too_many_codes', mfaMessages.accountLimited);
  return { challenge, user: { id: challenge.userId, clientId: summary.clientId, email: summary.email } };
}

/** A wrong answer: audited; the pending sign-in ends when it was its last allowed attempt. */
async function failAttempt(ctx: AppContext, attempt: Attempt, method: string, caller: SignInCaller): Promise<never> {
  const last = attempt.challenge.attempts >= mfaChallengeAttemptLimit;
  await ctx.db.transaction(async (tx) => {
    if (last) await consumeChallenge(tx, attempt.challenge.id, ctx.clock());
    await recordAudit(tx, {
      clientId: attempt.user.clientId,
      actorId: null,
      action: 'mfa.failed',
      entity: 'user',
      entityId: attempt.user.id,
      data: { method, attempt: attempt.challenge.attempts, ended: last },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  if (method === 'passkey') throw new AppError('mfa_passkey_failed', mfaMessages.passkeyFailed);
  if (last) throw expired(mfaMessages.tooManyWrong);
  throw wrongCode();
}

/** The right answer: uses up the pending sign-in and opens the session, in one transaction. */
async function succeed(
  ctx: AppContext,
  attempt: Attempt,
  caller: SignInCaller,
  method: string,
  extra: (tx: Db) => Promise<Record<string, unknown> | undefined> = async () => undefined,
): Promise<OpenedSession & { recoveryCodes?: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    if (!(await consumeChallenge(tx, attempt.challenge.id, now))) throw expired();
    await clearAccountAttempts(tx, attempt.user.id);
    const more = await extra(tx);
    const { recoveryCodes, ...data } = (more ?? {}) as { recoveryCodes?: string[] };
    await recordAudit(tx, {
      clientId: attempt.user.clientId,
      actorId: attempt.user.id,
      action: method === 'recovery' ? 'mfa.recovery-code-used' : 'mfa.used',
      entity: 'user',
      entityId: attempt.user.id,
      data: { method, ...data },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    const action = attempt.challenge.source === 'oidc' ? 'auth.oidc-sign-in' : 'auth.sign-in';
    const session = await openSession(ctx, attempt.user, attempt.challenge.remember, caller, action, tx);
    return recoveryCodes ? { ...session, recoveryCodes } : session;
  });
}

export async function signInWithTotp(ctx: AppContext, token: string | undefined, code: string, caller: SignInCaller) {
  const attempt = await reserveAttempt(ctx, token);
  const totp = await findOpenTotp(ctx, ctx.db, attempt.user.id);
  const now = ctx.clock();
  const step = totp?.confirmedAt ? verifyTotp(totp.secret, code, now, totp.lastStep) : undefined;
  if (step === undefined || !(await spendTotpStep(ctx.db, attempt.user.id, step, now, false))) {
    return failAttempt(ctx, attempt, 'totp', caller);
  }
  return succeed(ctx, attempt, caller, 'totp');
}

export async function signInWithRecoveryCode(
  ctx: AppContext,
  token: string | undefined,
  code: string,
  caller: SignInCaller,
) {
  const attempt = await reserveAttempt(ctx, token);
  if (attempt.challenge.enrolmentRequired) return failAttempt(ctx, attempt, 'recovery', caller);
  const hash = await secretsOf(ctx).recoveryCodeHash(ctx.db, code);
  const used = await spendRecoveryCode(ctx.db, attempt.user.id, hash, ctx.clock());
  if (!used) return failAttempt(ctx, attempt, 'recovery', caller);
  return succeed(ctx, attempt, caller, 'recovery', async (tx) => {
    const summary = await findFactorSummary(tx, attempt.user.id);
    return { left: summary?.recoveryCodesLeft ?? 0 };
  });
}

/** What the person's pending sign-in offers (the page reloaded, or the OpenID provider's window came back). */
export async function pendingSignIn(ctx: AppContext, token: string | undefined) {
  const challenge = token ? await findLiveChallenge(ctx.db, challengeIdFor(token), ctx.clock()) : undefined;
  if (challenge?.kind !== 'sign-in') throw expired();
  const summary = await findFactorSummary(ctx.db, challenge.userId);
  if (!summary) throw expired();
  const methods: ('totp' | 'passkey' | 'recovery')[] = [];
  if (summary.totp) methods.push('totp');
  if (summary.passkeys > 0) methods.push('passkey');
  if (!challenge.enrolmentRequired && summary.recoveryCodesLeft > 0) methods.push('recovery');
  return { methods, enrolmentRequired: challenge.enrolmentRequired };
}

export async function passkeySignInOptions(ctx: AppContext, token: string | undefined, rp: RelyingParty) {
  const challenge = token ? await findLiveChallenge(ctx.db, challengeIdFor(token), ctx.clock()) : undefined;
  if (challenge?.kind !== 'sign-in') throw expired();
  const passkeys = await listPasskeys(ctx.db, challenge.userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: passkeyUserVerification,
  });
  await setWebauthnChallenge(ctx.db, challenge.id, options.challenge);
  return options;
}

export async function signInWithPasskey(
  ctx: AppContext,
  token: string | undefined,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  caller: SignInCaller,
) {
  const attempt = await reserveAttempt(ctx, token);
  const expectedChallenge = attempt.challenge.webauthnChallenge;
  const passkey = (await listPasskeys(ctx.db, attempt.user.id)).find((p) => p.credentialId === response.id);
  if (!expectedChallenge || !passkey) return failAttempt(ctx, attempt, 'passkey', caller);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return failAttempt(ctx, attempt, 'passkey', caller);
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    return failAttempt(ctx, attempt, 'passkey', caller);
  }
  return succeed(ctx, attempt, caller, 'passkey', async (tx) => {
    await markPasskeyUsed(tx, passkey.id, newCounter, ctx.clock());
    return { passkeyId: passkey.id, passkeyName: passkey.name };
  });
}

/** Enrolment during sign-in (the client requires a factor the person does not have yet): a new secret. */
export async function startTotpEnrolmentAtSignIn(ctx: AppContext, token: string | undefined): Promise<TotpSetup> {
  const challenge = token ? await findLiveChallenge(ctx.db, challengeIdFor(token), ctx.clock()) : undefined;
  if (challenge?.kind !== 'sign-in' || !challenge.enrolmentRequired) throw expired();
  const summary = await findFactorSummary(ctx.db, challenge.userId);
  if (!summary) throw expired();
  const secret = newTotpSecret();
  if (!(await upsertPendingTotp(ctx.db, challenge.userId, secretsOf(ctx).box.seal(secret), ctx.clock()))) {
    throw new AppError('mfa.totp_exists', mfaMessages.totpExists);
  }
  return { secret, otpauthUrl: otpauthUrl(secret, summary.email) };
}

export async function confirmTotpEnrolmentAtSignIn(
  ctx: AppContext,
  token: string | undefined,
  code: string,
  caller: SignInCaller,
) {
  const attempt = await reserveAttempt(ctx, token);
  if (!attempt.challenge.enrolmentRequired) return failAttempt(ctx, attempt, 'totp-enrolment', caller);
  const totp = await findOpenTotp(ctx, ctx.db, attempt.user.id);
  const now = ctx.clock();
  const step = totp && !totp.confirmedAt ? verifyTotp(totp.secret, code, now, totp.lastStep) : undefined;
  if (step === undefined || !(await spendTotpStep(ctx.db, attempt.user.id, step, now, true))) {
    return failAttempt(ctx, attempt, 'totp-enrolment', caller);
  }
  return succeed(ctx, attempt, caller, 'totp-enrolment', async (tx) => {
    await recordAudit(tx, {
      clientId: attempt.user.clientId,
      actorId: attempt.user.id,
      action: 'mfa.totp-added',
      entity: 'user',
      entityId: attempt.user.id,
      data: { atSignIn: true },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { recoveryCodes: await issueRecoveryCodes(ctx, tx, attempt.user.id, now) };
  });
}

// ── Confirming it is you before a security change (step-up) ─────────────────────────────────────────────

/**
 * Checks a code of the signed-in person's authenticator app (6 digits) or one of their recovery codes (used up) for
 * POST /auth/reauthenticate. Each try takes one of the account's code attempts first (the same 10 per 15 minutes as
 * the second step of a sign-in); a wrong code is audited as `mfa.failed` and answers 400 with `fields.code`.
 */
export async function checkCodeForStepUp(ctx: AppContext, caller: Caller, code: string) {
  const now = ctx.clock();
  if (!(await reserveAccountAttempt(ctx.db, caller.actor.userId, now, mfaAccountAttemptLimit, mfaAccountWindowMs))) {
    throw new AppError('mfa.too_many_codes', mfaMessages.accountLimited);
  }
  const method = /^\d{6}$/.test(code) ? 'totp' : 'recovery';
  let ok = false;
  if (method === 'totp') {
    const totp = await findOpenTotp(ctx, ctx.db, caller.actor.userId);
    const step = totp?.confirmedAt ? verifyTotp(totp.secret, code, now, totp.lastStep) : undefined;
    ok = step !== undefined && (await spendTotpStep(ctx.db, caller.actor.userId, step, now, false));
  } else {
    const hash = await secretsOf(ctx).recoveryCodeHash(ctx.db, code);
    ok = await spendRecoveryCode(ctx.db, caller.actor.userId, hash, now);
  }
  if (!ok) {
    await audit(ctx.db, caller, 'mfa.failed', { method, stepUp: true });
    throw AppError.invalidFields({ code: fieldError('mfa.wrong_code') }, mfaMessages.wrongCode);
  }
  await ctx.db.transaction(async (tx) => {
    await clearAccountAttempts(tx, caller.actor.userId);
    if (method === 'recovery') await audit(tx, caller, 'mfa.recovery-code-used', { stepUp: true });
  });
  return method;
}

// ── The person's own factors (/profile) ──────────────────────────────────────────────────────────────────

function presentPasskey(p: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey {
  return {
    id: p.id,
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
  };
}

export async function mfaStatusOf(ctx: AppContext, caller: Caller): Promise<MfaStatus> {
  const summary = await findFactorSummary(ctx.db, caller.actor.userId);
  const passkeys = await listPasskeys(ctx.db, caller.actor.userId);
  return {
    totp: summary?.totp ?? false,
    passkeys: passkeys.map(presentPasskey),
    recoveryCodesLeft: summary?.recoveryCodesLeft ?? 0,
    required: summary ? mfaRequiredFor(summary.roles, summary.requiredRoles) : false,
  };
}

async function audit(db: Db, caller: Caller, action: string, data?: unknown) {
  await recordAudit(db, {
    clientId: caller.actor.homeClientId,
    actorId: caller.actor.userId,
    action,
    entity: 'user',
    entityId: caller.actor.userId,
    data,
    requestId: caller.requestId,
    ip: caller.ip,
  });
}

/** Recovery codes come with the first factor; later factors keep the ones the person already has. */
async function recoveryCodesForNewFactor(ctx: AppContext, db: Db, caller: Caller, now: Date) {
  if ((await countRecoveryCodes(db, caller.actor.userId)) > 0) return undefined;
  const codes = await issueRecoveryCodes(ctx, db, caller.actor.userId, now);
  await audit(db, caller, 'mfa.recovery-codes-issued');
  return codes;
}

export async function startTotpSetup(ctx: AppContext, caller: Caller): Promise<TotpSetup> {
  const secret = newTotpSecret();
  if (!(await upsertPendingTotp(ctx.db, caller.actor.userId, secretsOf(ctx).box.seal(secret), ctx.clock())))
    throw new AppError('mfa.totp_exists', mfaMessages.totpExists);
  return { secret, otpauthUrl: otpauthUrl(secret, caller.actor.email) };
}

export async function confirmTotpSetup(ctx: AppContext, caller: Caller, code: string) {
  const totp = await findOpenTotp(ctx, ctx.db, caller.actor.userId);
  if (!totp) throw new AppError('mfa.totp_not_started', mfaMessages.totpNotStarted);
  if (totp.confirmedAt) throw new AppError('mfa.totp_exists', mfaMessages.totpExists);
  const now = ctx.clock();
  const step = verifyTotp(totp.secret, code, now, totp.lastStep);
  // 400, not 401: the person is signed in; the code is a form field they got wrong.
  const refuse = () => AppError.invalidFields({ code: fieldError('mfa.wrong_code') }, mfaMessages.wrongCode);
  if (step === undefined) throw refuse();
  return ctx.db.transaction(async (tx) => {
    if (!(await spendTotpStep(tx, caller.actor.userId, step, now, true))) throw refuse();
    await audit(tx, caller, 'mfa.totp-added');
    const recoveryCodes = await recoveryCodesForNewFactor(ctx, tx, caller, now);
    return recoveryCodes ? { recoveryCodes } : {};
  });
}

/** Refuses to remove the last factor of a person whose client requires one for their role. */
async function assertMayRemove(db: Db, caller: Caller, remaining: number) {
  const summary = await findFactorSummary(db, caller.actor.userId);
  if (summary && remaining === 0 && mfaRequiredFor(summary.roles, summary.requiredRoles)) {
    throw new AppError('mfa_required', mfaMessages.lastFactor);
  }
}

async function forgetRecoveryCodesWhenNoFactor(db: Db, userId: string) {
  const summary = await findFactorSummary(db, userId);
  if (summary && !summary.totp && summary.passkeys === 0) await deleteRecoveryCodes(db, userId);
}

export async function removeTotp(ctx: AppContext, caller: Caller) {
  const summary = await findFactorSummary(ctx.db, caller.actor.userId);
  await assertMayRemove(ctx.db, caller, summary?.passkeys ?? 0);
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteTotp(tx, caller.actor.userId);
    if (!removed) return;
    await forgetRecoveryCodesWhenNoFactor(tx, caller.actor.userId);
    await audit(tx, caller, 'mfa.totp-removed');
  });
}

export async function regenerateRecoveryCodes(ctx: AppContext, caller: Caller) {
  const summary = await findFactorSummary(ctx.db, caller.actor.userId);
  if (!summary || (!summary.totp && summary.passkeys === 0)) throw new AppError('mfa.no_factor', mfaMessages.noFactor);
  return ctx.db.transaction(async (tx) => {
    const recoveryCodes = await issueRecoveryCodes(ctx, tx, caller.actor.userId, ctx.clock());
    await audit(tx, caller, 'mfa.recovery-codes-issued', { regenerated: true });
    return { recoveryCodes };
  });
}

const registrationIdOf = (userId: string) => `registration:${userId}`;

export async function passkeyRegistrationOptions(ctx: AppContext, caller: Caller, rp: RelyingParty) {
  const passkeys = await listPasskeys(ctx.db, caller.actor.userId);
  const options = await generateRegistrationOptions({
    rpName: 'Watchpost',
    rpID: rp.rpID,
    userName: caller.actor.email,
    userDisplayName: caller.actor.displayName,
    userID: new TextEncoder().encode(caller.actor.userId),
    attestationType: 'none',
    excludeCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: passkeyUserVerification },
  });
  const now = ctx.clock();
  await insertChallenge(ctx.db, {
    id: registrationIdOf(caller.actor.userId),
    userId: caller.actor.userId,
    kind: 'passkey-registration',
    source: 'session',
    remember: false,
    enrolmentRequired: false,
    webauthnChallenge: options.challenge,
    expiresAt: new Date(now.getTime() + mfaChallengeLifetimeMs),
    now,
  });
  return options;
}

export async function registerPasskey(
  ctx: AppContext,
  caller: Caller,
  input: { name: string; response: RegistrationResponseJSON },
  rp: RelyingParty,
): Promise<{ passkey: Passkey; recoveryCodes?: string[] }> {
  const now = ctx.clock();
  const pending = await findLiveChallenge(ctx.db, registrationIdOf(caller.actor.userId), now);
  if (!pending?.webauthnChallenge || !(await consumeChallenge(ctx.db, pending.id, now))) {
    throw new AppError('mfa.registration_expired', mfaMessages.registrationExpired);
  }
  let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
  try {
    const result = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: pending.webauthnChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    info = result.registrationInfo;
  } catch {
    info = undefined;
  }
  if (!info) throw new AppError('mfa.passkey_not_verified', mfaMessages.passkeyFailed);
  const credential = info.credential;
  return ctx.db.transaction(async (tx) => {
    const id = await insertPasskey(tx, {
      userId: caller.actor.userId,
      name: input.name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      now,
    });
    if (!id) throw new AppError('mfa.passkey_exists', mfaMessages.passkeyExists);
    await audit(tx, caller, 'mfa.passkey-added', { passkeyId: id, name: input.name });
    const recoveryCodes = await recoveryCodesForNewFactor(ctx, tx, caller, now);
    const passkey = presentPasskey({ id, name: input.name, createdAt: now, lastUsedAt: null });
    return recoveryCodes ? { passkey, recoveryCodes } : { passkey };
  });
}

export async function removePasskey(ctx: AppContext, caller: Caller, id: string) {
  const summary = await findFactorSummary(ctx.db, caller.actor.userId);
  const passkeys = await listPasskeys(ctx.db, caller.actor.userId);
  if (!passkeys.some((p) => p.id === id)) throw AppError.notFound(mfaMessages.noPasskey, 'passkey');
  await assertMayRemove(ctx.db, caller, (summary?.totp ? 1 : 0) + passkeys.length - 1);
  await ctx.db.transaction(async (tx) => {
    const name = await deletePasskey(tx, caller.actor.userId, id);
    if (name === undefined) throw AppError.notFound(mfaMessages.noPasskey, 'passkey');
    await forgetRecoveryCodesWhenNoFactor(tx, caller.actor.userId);
    await audit(tx, caller, 'mfa.passkey-removed', { passkeyId: id, name });
  });
}

/** Removes every factor, recovery code and pending challenge of the person and ends their sessions (an admin's reset). */
export function removeAllFactors(db: Db, userId: string) {
  return deleteAllFactors(db, userId);
}
