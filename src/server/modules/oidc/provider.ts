import * as oidc from 'openid-client';
import type { ErrorCode, ErrorParams } from '../../../shared/contract/errors.ts';
import type { OidcSettings } from '../../config.ts';

/**
 * A failure the user is told about in the sign-in window (never a 500 page): its code and params travel with
 * the outcome so the sign-in page shows it in the user's language; the message is English.
 */
export class OidcFlowError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, message: string, options: { params?: ErrorParams; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.params = options.params;
  }
}

/** A failure at the provider, as the sign-in window reports it. */
export interface OidcFailure {
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
}

/** What the app takes from a verified ID token (and, when the token carries no email, the UserInfo endpoint). */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /** The ID token's `amr` claim (RFC 8176) as sent: whether it asserts MFA is decided by amrAssertsMfa. */
  amr: unknown;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcProviderClient {
  readonly settings: OidcSettings;
  /** The provider's authorization endpoint URL for this attempt (code flow, PKCE S256, state and nonce). */
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /**
   * Validates the callback against the attempt's state, exchanges the code (with the PKCE verifier) and verifies
   * the ID token: signature against the provider's JWKS, issuer, audience, nonce and expiry.
   */
  verifyCallback(callbackUrl: URL, request: Omit<AuthorizationRequest, 'redirectUri'>): Promise<VerifiedIdentity>;
}

const scope = 'openid email profile';
const requestTimeoutSeconds = 10;

export function newAuthorizationSecrets() {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/**
 * The OpenID Connect relying party, built on `openid-client`. The provider is discovered on first use and the
 * result cached, so the server starts (and password sign-in works) while the provider is down; a failed
 * discovery is retried on the next attempt.
 */
export function createOidcProviderClient(settings: OidcSettings): OidcProviderClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const providerName = settings.displayName;

  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      throw new OidcFlowError(
        'oidc.unreachable',
        `${capitalise(providerName)} cannot be reached right now. Try again in a moment.`,
        { params: { provider: capitalise(providerName) }, cause: error },
      );
    });
    return discovered;
  };

  return {
    settings,
    async authorizationUrl(request) {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: request.redirectUri,
        scope,
        response_type: 'code',
        state: request.state,
        nonce: request.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async verifyCallback(callbackUrl, request) {
      const config = await configuration();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: request.state,
          expectedNonce: request.nonce,
          pkceCodeVerifier: request.codeVerifier,
          idTokenExpected: true,
        });
      } catch (error) {
        const failure = describeFailure(error, providerName);
        throw new OidcFlowError(failure.code, failure.message, { ...failure, cause: error });
      }
      const claims = tokens.claims();
      if (!claims) {
        throw new OidcFlowError('oidc.no_id_token', `${capitalise(providerName)} did not send an ID token.`, {
          params: { provider: capitalise(providerName) },
        });
      }
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let emailVerified = claims.email_verified === true;
      let name = nameFrom(claims);
      if (!email && config.serverMetadata().userinfo_endpoint) {
        try {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          if (typeof info.email === 'string') {
            email = info.email;
            emailVerified = info.email_verified === true;
          }
          name ??= nameFrom(info);
        } catch {
          // The ID token alone decides then; without an email the service refuses with a clear message.
        }
      }
      return { issuer: claims.iss, subject: claims.sub, email, emailVerified, name, amr: claims.amr };
    },
  };
}

async function discover(settings: OidcSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain http only for a loopback issuer (development and tests); config.ts refuses any other.
  const insecure = issuer.protocol === 'http:';
  const found = await oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    timeout: requestTimeoutSeconds,
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  const metadata = found.serverMetadata();
  // client_secret_basic is the OpenID default; client_secret_post only for a provider that supports nothing else.
  const methods = metadata.token_endpoint_auth_methods_supported;
  const auth =
    methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
      ? oidc.ClientSecretPost(settings.clientSecret)
      : oidc.ClientSecretBasic(settings.clientSecret);
  const config = new oidc.Configuration(metadata, settings.clientId, settings.clientSecret, auth);
  config.timeout = requestTimeoutSeconds;
  if (insecure) oidc.allowInsecureRequests(config);
  // Check the ID token's signature against the provider's JWKS too, although it comes straight from the token
  // endpoint: the account it names is about to be signed in (or created).
  oidc.enableNonRepudiationChecks(config);
  return config;
}

function nameFrom(claims: Record<string, unknown>): string | undefined {
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const given = pick(claims.given_name);
  const family = pick(claims.family_name);
  return (
    pick(claims.name) ??
    (given || family ? [given, family].filter(Boolean).join(' ') : undefined) ??
    pick(claims.preferred_username)
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function refused(providerName: string, reason: string | undefined): OidcFailure {
  const provider = capitalise(providerName);
  if (!reason) return { code: 'oidc.refused', message: `${provider} refused the sign-in.`, params: { provider } };
  return {
    code: 'oidc.refused_reason',
    message: `${provider} refused the sign-in: ${reason}`,
    params: { provider, reason },
  };
}

/** Turns a provider or validation failure into one sentence for the user; details go to the log. */
export function describeFailure(error: unknown, providerName: string): OidcFailure {
  const provider = { provider: providerName };
  if (error instanceof oidc.AuthorizationResponseError) {
    if (error.error === 'access_denied') {
      return { code: 'oidc.cancelled', message: `Sign-in with ${providerName} was cancelled.`, params: provider };
    }
    return refused(providerName, error.error_description);
  }
  if (error instanceof oidc.ResponseBodyError) {
    if (error.error === 'invalid_grant') {
      return { code: 'oidc.attempt_expired', message: 'This sign-in attempt has expired. Try again.' };
    }
    return refused(providerName, error.error_description);
  }
  if (error instanceof oidc.ClientError) {
    // openid-client keeps the specific reason on the cause ('unexpected "state" response parameter value', …).
    const detail = `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`;
    if (error.code === 'OAUTH_INVALID_RESPONSE' && /"state"/.test(detail)) {
      return {
        code: 'oidc.state_mismatch',
        message: 'This sign-in attempt does not match the one this browser started. Try again.',
      };
    }
    if (
      error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' ||
      error.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' ||
      error.code === 'OAUTH_KEY_SELECTION_FAILED' ||
      /signature/i.test(detail)
    ) {
      return {
        code: 'oidc.unverified_answer',
        message: `The answer from ${providerName} could not be verified, so you were not signed in. Try again.`,
        params: provider,
      };
    }
  }
  return {
    code: 'oidc.provider_failed',
    message: `Sign-in with ${providerName} failed. Try again in a moment.`,
    params: provider,
  };
}
