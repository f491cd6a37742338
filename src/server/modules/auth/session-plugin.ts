import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, actorOf } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { sessionCookieName } from '../../http/cookies.ts';
import { type AuthUser, findAuthUser } from './repository.ts';
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
 * Signed cookies whose signature this process has checked, with their value: a client sends the same cookie on
 * every request, and checking it (an HMAC) was a visible part of a small request's time. Only a cookie that was
 * verified is kept, keyed by its whole signed text, so a changed value or signature is checked afresh; the secret
 * never changes while the process runs. Bounded: the oldest half goes when full.
 */
class VerifiedCookies {
  private readonly values = new Map<string, string>();

  constructor(private readonly capacity = 20_000) {}

  get(signed: string): string | undefined {
    return this.values.get(signed);
  }

  add(signed: string, value: string): void {
    if (this.values.size >= this.capacity) {
      let drop = this.capacity / 2;
      for (const key of this.values.keys()) {
        if (drop-- <= 0) break;
        this.values.delete(key);
      }
    }
    this.values.set(signed, value);
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
    const verified = new VerifiedCookies();
    app.addHook('onRequest', async (request) => {
      const raw = request.cookies[sessionCookieName];
      if (!raw) return;
      let token = verified.get(raw);
      if (token === undefined) {
        const unsigned = request.unsignCookie(raw);
        if (!unsigned.valid || !unsigned.value) return;
        token = unsigned.value;
        verified.add(raw, token);
      }
      request.sessionToken = token;
      request.user = (await resolveSession(ctx, token)) ?? null;
      request.actor = request.user ? actorOf(request.user) : null;
    });
  },
  { name: 'watchpost-session' },
);

/** The actor a user acts as now, or undefined when the account is disabled or gone (the live stream re-reads it). */
export async function currentActorOf(
  db: Parameters<typeof findAuthUser>[0],
  userId: string,
): Promise<Actor | undefined> {
  const user = await findAuthUser(db, userId);
  return user && user.status !== 'disabled' ? actorOf(user) : undefined;
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
