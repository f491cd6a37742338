import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponseSchema, signInBodySchema } from '../../../shared/contract/auth.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { signInResponseSchema } from '../../../shared/contract/mfa.ts';
import type { AppContext } from '../../context.ts';
import { clearMfaCookie, setMfaCookie } from '../mfa/challenge.ts';
import type { AuthUser } from './repository.ts';
import { signIn, signOut } from './service.ts';
import { clearSessionCookie, setSessionCookie } from './session-plugin.ts';

/** The user as the API shows it (without the server-only fields). */
export function present(user: AuthUser) {
  const { status: _status, activeClientId: _active, ...sessionUser } = user;
  return sessionUser;
}

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Answers the user and sets the session cookie; or, when a second factor is needed, `user: null` and ' +
          '`mfa` (the methods offered) and sets the short-lived wp_mfa cookie that the /auth/mfa/* calls finish.',
        body: signInBodySchema,
        response: {
          200: signInResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await signIn(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
        previousToken: request.sessionToken,
      });
      if (outcome.kind === 'mfa') {
        setMfaCookie(reply, ctx, outcome.token);
        return { user: null, mfa: outcome.pending };
      }
      clearMfaCookie(reply, ctx);
      setSessionCookie(reply, ctx, outcome.session.token, outcome.session);
      return { user: present(outcome.session.user) };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) {
        await signOut(ctx, request.sessionToken, request.user ?? undefined, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          requestId: request.id,
        });
      }
      clearSessionCookie(reply, ctx);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/session',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } },
    },
    async (request) => ({ user: request.user ? present(request.user) : null, now: ctx.clock().toISOString() }),
  );
};
