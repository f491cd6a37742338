import type { FastifyInstance } from 'fastify';
import { authOperations as op } from '../../../shared/contract/auth.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { clearMfaCookie, setMfaCookie } from '../mfa/index.ts';
import { signIn, signOut } from './service.ts';
import { clearSessionCookie, setSessionCookie } from './session-plugin.ts';
import { present } from './session-user.ts';
import { signInCallerOf } from './sign-in-caller.ts';
import { reauthenticate } from './step-up.ts';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.signIn, async (request, reply, caller) => {
    const outcome = await signIn(ctx, request.body, signInCallerOf(caller, request));
    if (outcome.kind === 'mfa') {
      setMfaCookie(reply, ctx, outcome.token);
      return { user: null, mfa: outcome.pending };
    }
    clearMfaCookie(reply, ctx);
    setSessionCookie(reply, ctx, outcome.session.token, outcome.session);
    return { user: present(outcome.session.user) };
  });

  operationRoute(app, op.signOut, async (request, reply, caller) => {
    if (request.sessionToken) await signOut(ctx, caller, request.sessionToken);
    clearSessionCookie(reply, ctx);
    return { ok: true as const };
  });

  operationRoute(app, op.reauthenticate, (request, _reply, caller) =>
    reauthenticate(ctx, caller, request.sessionToken ?? '', request.body),
  );

  operationRoute(app, op.session, (request) => ({
    user: request.user ? present(request.user) : null,
    now: ctx.clock().toISOString(),
  }));
}
