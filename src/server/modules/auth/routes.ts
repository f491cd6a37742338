import type { FastifyInstance } from 'fastify';
import { authOperations as op } from '../../../shared/contract/auth.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { clearMfaCookie, setMfaCookie } from '../mfa/index.ts';
import type { AuthUser } from './repository.ts';
import { signInMetaOf } from './request-meta.ts';
import { signIn, signOut } from './service.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from './session-plugin.ts';
import { present } from './session-user.ts';
import { reauthenticate } from './step-up.ts';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.signIn, async (request, reply) => {
    const outcome = await signIn(ctx, request.body, signInMetaOf(request));
    if (outcome.kind === 'mfa') {
      setMfaCookie(reply, ctx, outcome.token);
      return { user: null, mfa: outcome.pending };
    }
    clearMfaCookie(reply, ctx);
    setSessionCookie(reply, ctx, outcome.session.token, outcome.session);
    return { user: present(outcome.session.user) };
  });

  operationRoute(app, op.signOut, async (request, reply) => {
    if (request.sessionToken) {
      await signOut(ctx, request.sessionToken, request.user ?? undefined, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
      });
    }
    clearSessionCookie(reply, ctx);
    return { ok: true as const };
  });

  operationRoute(app, op.reauthenticate, (request) =>
    reauthenticate(ctx, requireUser(request), request.sessionToken ?? '', request.body, signInMetaOf(request)),
  );

  operationRoute(app, op.session, (request) => ({
    user: request.user ? present(request.user) : null,
    now: ctx.clock().toISOString(),
  }));
}
