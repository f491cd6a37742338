import { z } from 'zod';
import type { OidcMode } from '../../../shared/contract/oidc.ts';
import { amrAssertsMfa } from '../../../shared/mfa-rules.ts';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../audit/index.ts';
import { clientForNewUsers, openSession, type SignInCaller, type SignInOutcome } from '../auth/index.ts';
import { beginSecondFactor } from '../mfa/index.ts';
import { flowLifetimeMs, type OidcFlow } from './flow-cookie.ts';
import { newAuthorizationSecrets, OidcFlowError, type OidcProviderClient, type VerifiedIdentity } from './provider.ts';
import {
  type AccountRow,
  type Db,
  findUserByEmail,
  findUserByIdentity,
  insertFederatedUser,
  insertIdentity,
} from './repository.ts';

export const disabledAccountMessage = 'This account has been disabled. Ask your manager to enable it.';
export function unverifiedEmailTakenMessage(providerName: string): string {
  return `An account with this email already exists. Sign in with your password: ${providerName} has not confirmed that this email address is yours.`;
}

const emailSchema = z.email().max(254);
const displayNameMaxLength = 100;

/** Begins an attempt: the provider URL to send the browser to and the attempt to keep in the flow cookie. */
export async function startFederatedSignIn(
  ctx: AppContext,
  client: OidcProviderClient,
  input: { mode: OidcMode; display: 'popup' | 'page'; redirectUri: string },
): Promise<{ url: URL; flow: OidcFlow }> {
  const secrets = newAuthorizationSecrets();
  const url = await client.authorizationUrl({ redirectUri: input.redirectUri, ...secrets });
  return { url, flow: { ...secrets, ...input, expiresAt: ctx.clock().getTime() + flowLifetimeMs } };
}

/**
 * Finishes an attempt: verifies the provider's answer, finds or links or creates the account, and opens a session
 * exactly as password sign-in does — all in one transaction, so a refused sign-in leaves nothing behind. The
 * second factor applies as after a password unless the ID token's `amr` says the provider checked several.
 */
export async function completeFederatedSignIn(
  ctx: AppContext,
  client: OidcProviderClient,
  flow: OidcFlow,
  callbackQuery: string,
  caller: SignInCaller,
): Promise<SignInOutcome> {
  const callbackUrl = new URL(flow.redirectUri);
  callbackUrl.search = callbackQuery;
  const identity = await client.verifyCallback(callbackUrl, flow);
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = await accountFor(tx, ctx, client, identity, flow.mode, caller);
      if (amrAssertsMfa(identity.amr)) {
        await recordAudit(tx, {
          clientId: account.clientId,
          actorId: account.id,
          action: 'auth.oidc-mfa-by-provider',
          entity: 'session',
          data: { amr: identity.amr },
          requestId: caller.requestId,
          ip: caller.ip,
        });
      } else {
        const second = await beginSecondFactor(ctx, tx, account.id, true, 'oidc');
        if (second) return { kind: 'mfa' as const, ...second };
      }
      const session = await openSession(ctx, account, true, caller, 'auth.oidc-sign-in', tx);
      return { kind: 'session' as const, session };
    });
  } catch (error) {
    // Two windows finishing at once for the same new person: the other one created the account.
    if ((error as { code?: unknown }).code === '23505') {
      throw new OidcFlowError('oidc.account_race', 'Your account was being set up in another window. Try again.', {
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * The account an identity signs in to: the one already linked to (issuer, subject); else the account with the
 * same email when the provider vouches for it (email_verified) — linked now; else a new account with
 * OIDC_DEFAULT_ROLE. An unverified email that is already taken is refused: linking on it would let anyone who
 * can register that address at the provider take over the account.
 */
async function accountFor(
  tx: Db,
  ctx: AppContext,
  client: OidcProviderClient,
  identity: VerifiedIdentity,
  mode: OidcMode,
  caller: SignInCaller,
): Promise<AccountRow> {
  const settings = client.settings;
  const linked = await findUserByIdentity(tx, identity.issuer, identity.subject);
  if (linked) return enabled(linked);

  const email = emailSchema.safeParse(identity.email?.trim());
  if (!email.success) {
    throw new OidcFlowError(
      'oidc.no_email',
      `${settings.displayName} did not share a valid email address, which Watchpost needs for your account.`,
      { params: { provider: settings.displayName } },
    );
  }
  const audit = { requestId: caller.requestId, ip: caller.ip };
  const existing = await findUserByEmail(tx, email.data);
  if (existing) {
    if (!identity.emailVerified) {
      throw new OidcFlowError('oidc.email_unverified', unverifiedEmailTakenMessage(settings.displayName), {
        params: { provider: settings.displayName },
      });
    }
    enabled(existing);
    const identityId = await insertIdentity(tx, {
      userId: existing.id,
      issuer: identity.issuer,
      subject: identity.subject,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: existing.clientId,
      actorId: existing.id,
      action: 'auth.oidc-link',
      entity: 'oidc_identity',
      entityId: identityId,
      data: { issuer: identity.issuer, mode },
      ...audit,
    });
    return existing;
  }

  const clientId = await clientForNewUsers(ctx, tx);
  if (!clientId) {
    throw new OidcFlowError(
      'oidc.sign_up_closed',
      'New accounts cannot be created right now. Ask your manager to invite you.',
    );
  }
  const created = await insertFederatedUser(tx, {
    clientId,
    email: email.data,
    emailVerified: identity.emailVerified,
    displayName: (identity.name ?? email.data.split('@')[0] ?? email.data).slice(0, displayNameMaxLength),
    roles: [settings.defaultRole],
  });
  await insertIdentity(tx, { userId: created.id, issuer: identity.issuer, subject: identity.subject });
  await recordAudit(tx, {
    at: ctx.clock(),
    clientId,
    actorId: created.id,
    action: 'auth.oidc-sign-up',
    entity: 'user',
    entityId: created.id,
    data: { issuer: identity.issuer, role: settings.defaultRole, mode },
    ...audit,
  });
  return created;
}

function enabled(account: AccountRow): AccountRow {
  if (account.status === 'disabled') throw new OidcFlowError('auth.account_disabled', disabledAccountMessage);
  return account;
}
