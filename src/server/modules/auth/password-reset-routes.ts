import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { signInResponseSchema } from '../../../shared/contract/mfa.ts';
import {
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
} from '../../../shared/contract/password-reset.ts';
import type { AppContext } from '../../context.ts';
import { setMfaCookie } from '../mfa/challenge.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { present } from './routes.ts';
import { setSessionCookie } from './session-plugin.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (the same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await requestPasswordReset(
        ctx,
        request.body.email,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          requestId: request.id,
          origin: `${request.protocol}://${request.host}`,
        },
        request.log,
      );
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: {
        access: 'public',
      },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link token; ends every session and signs in anew',
        body: resetPasswordBodySchema,
        response: { 200: signInResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await resetPassword(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
        previousToken: request.sessionToken,
      });
      if (outcome.kind === 'mfa') {
        setMfaCookie(reply, ctx, outcome.token);
        return { user: null, mfa: outcome.pending };
      }
      setSessionCookie(reply, ctx, outcome.session.token, outcome.session);
      return { user: present(outcome.session.user) };
    },
  );
};
