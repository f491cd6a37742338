/**
 * The OpenID Connect pieces the sign-in page needs at run time, without zod (the page's JavaScript budget is
 * 250 kB): the modes, the start path and the message the callback window posts to its opener.
 */

/** Sign-in or sign-up through the OpenID Connect provider (docs/product/sign-in-and-accounts.md#openid-connect); both sign in an existing account. */
export const oidcModes = ['sign-in', 'sign-up'] as const;
export type OidcMode = (typeof oidcModes)[number];

export const oidcStartPath = '/api/v1/auth/oidc/start';

/** What the callback window posts to its opener (and on the `watchpost:oidc` broadcast channel). */
export const oidcMessageType = 'watchpost:oidc';

/** The sign-in page, showing the second step of a sign-in in progress (docs/decisions/0015). */
export const mfaStepPath = '/sign-in?mfa=1';

export interface OidcOutcomeMessage {
  type: typeof oidcMessageType;
  ok: boolean;
  /** The failure in English… */
  error?: string;
  /** …and its code and params (src/shared/contract/errors.ts), by which the page shows it. */
  code?: string;
  params?: Record<string, string | number>;
  /** Signed in at the provider, but Watchpost still asks for a second factor. */
  mfa?: boolean;
}

function isParams(value: unknown): value is Record<string, string | number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((part) => typeof part === 'string' || typeof part === 'number');
}

/** The message if `data` is one (anything else posted to the window is ignored). */
export function parseOidcOutcome(data: unknown): OidcOutcomeMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, ok, error, mfa, code, params } = data as Record<string, unknown>;
  if (type !== oidcMessageType || typeof ok !== 'boolean') return undefined;
  if (error !== undefined && typeof error !== 'string') return undefined;
  const message: OidcOutcomeMessage = error === undefined ? { type, ok } : { type, ok, error };
  if (mfa === true) message.mfa = true;
  if (typeof code === 'string') message.code = code;
  if (isParams(params)) message.params = params;
  return message;
}
