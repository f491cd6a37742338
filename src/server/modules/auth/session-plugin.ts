import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, actorOf } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionCookieName } from '../../http/cookies.ts';
import type { AuthUser } from './repository.ts';
import { resolveSession } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The signed-in user as the record-level rules see them (src/server/access), or null. */
    actor: Actor | null;
    sessionToken: string | null;
  }
}

/**
 * Reads the signed session cookie on every request and puts the signed-in user and their actor (or null) on the
 * request: the caller is resolved once, and every record-level check of the request starts from that actor.
 */
export const sessionPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('actor', null);
    app.decorateRequest('sessionToken', null);
    app.addHook('onRequest', async (request) => {
      const raw = request.cookies[sessionCookieName];
      if (!raw) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      request.sessionToken = unsigned.value;
      request.user = (await resolveSession(ctx, unsigned.value)) ?? null;
      request.actor = request.user ? actorOf(request.user) : null;
    });
  },
  { name: 'watchpost-session' },
);

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthenticated();
  return request.actor;
}

export function setSessionCookie(
  reply: FastifyReply,
  ctx: AppContext,
  token: string,
  session: { persistent: boolean; lifetimeMs: number },
) {
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
    signed: true,
    // Without "remember me" the cookie ends with the browser; the server still expires it after 12 hours.
    // Max-Age, not Expires: the browser counts from its own clock, so server/browser clock skew cannot matter.
    ...(session.persistent ? { maxAge: Math.floor(session.lifetimeMs / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext) {
  reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.secureCookies });
}
