import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '../../../shared/contract/auth.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
} from '../../../shared/contract/password-reset.ts';
import type { AppContext } from '../../context.ts';
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
        response: { 200: sessionResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await resetPassword(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
        previousToken: request.sessionToken,
      });
      setSessionCookie(reply, ctx, session.token, session);
      return { user: present(session.user) };
    },
  );
};
