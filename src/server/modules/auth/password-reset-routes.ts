import type { FastifyInstance } from 'fastify';
import { passwordResetOperations as op } from '../../../shared/contract/password-reset.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { setMfaCookie } from '../mfa/index.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { setSessionCookie } from './session-plugin.ts';
import { present } from './session-user.ts';
import { signInCallerOf } from './sign-in-caller.ts';

export async function passwordResetRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.forgotPassword, (request, _reply, caller) =>
    requestPasswordReset(
      ctx,
      request.body.email,
      { ...caller, origin: `${request.protocol}://${request.host}` },
      request.log,
    ),
  );

  operationRoute(app, op.resetPassword, async (request, reply, caller) => {
    const outcome = await resetPassword(ctx, request.body, signInCallerOf(caller, request));
    if (outcome.kind === 'mfa') {
      setMfaCookie(reply, ctx, outcome.token);
      return { user: null, mfa: outcome.pending };
    }
    setSessionCookie(reply, ctx, outcome.session.token, outcome.session);
    return { user: present(outcome.session.user) };
  });
}
