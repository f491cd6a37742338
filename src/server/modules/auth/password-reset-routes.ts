import type { FastifyInstance } from 'fastify';
import { passwordResetOperations as op } from '../../../shared/contract/password-reset.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { setMfaCookie } from '../mfa/index.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { signInMetaOf } from './request-meta.ts';
import { setSessionCookie } from './session-plugin.ts';
import { present } from './session-user.ts';

export async function passwordResetRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.forgotPassword, (request) =>
    requestPasswordReset(
      ctx,
      request.body.email,
      {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
        origin: `${request.protocol}://${request.host}`,
      },
      request.log,
    ),
  );

  operationRoute(app, op.resetPassword, async (request, reply) => {
    const outcome = await resetPassword(ctx, request.body, signInMetaOf(request));
    if (outcome.kind === 'mfa') {
      setMfaCookie(reply, ctx, outcome.token);
      return { user: null, mfa: outcome.pending };
    }
    setSessionCookie(reply, ctx, outcome.session.token, outcome.session);
    return { user: present(outcome.session.user) };
  });
}
