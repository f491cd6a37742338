import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { oidcModes } from '../../../shared/contract/oidc.ts';
import type { AppContext } from '../../context.ts';

export const flowCookieName = 'wp_oidc';
/** Sent only to the callback, which is where the attempt is checked. */
export const flowCookiePath = '/api/v1/auth/oidc/callback';
export const flowLifetimeMs = 10 * 60 * 1000;

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  mode: z.enum(oidcModes),
  display: z.enum(['popup', 'page']),
  redirectUri: z.url(),
  expiresAt: z.number(),
});

/** One sign-in attempt: what the callback must find again (state, nonce, PKCE verifier) and how to answer. */
export type OidcFlow = z.infer<typeof flowSchema>;

/**
 * The attempt lives in a short-lived, signed, httpOnly cookie, so no server state is needed between start and
 * callback (any API instance can finish the flow). SameSite=Lax: the provider's redirect back is a top-level GET.
 */
export function setFlowCookie(reply: FastifyReply, ctx: AppContext, flow: OidcFlow) {
  reply.setCookie(flowCookieName, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
    path: flowCookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
    signed: true,
    maxAge: Math.floor(flowLifetimeMs / 1000),
  });
}

export function clearFlowCookie(reply: FastifyReply, ctx: AppContext) {
  reply.clearCookie(flowCookieName, {
    path: flowCookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
  });
}

/** The attempt this browser started, if its cookie is present, untampered and well-formed. */
export function readFlowCookie(request: FastifyRequest, now: Date): { flow: OidcFlow; expired: boolean } | undefined {
  const raw = request.cookies[flowCookieName];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = flowSchema.safeParse(decoded);
  if (!parsed.success) return undefined;
  return { flow: parsed.data, expired: parsed.data.expiresAt <= now.getTime() };
}
