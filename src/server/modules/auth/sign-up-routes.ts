import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '../../../shared/contract/auth.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { signUpBodySchema } from '../../../shared/contract/sign-up.ts';
import type { AppContext } from '../../context.ts';
import { present } from './routes.ts';
import { setSessionCookie } from './session-plugin.ts';
import { signUp } from './sign-up-service.ts';

export const signUpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/sign-up',
    {
      config: {
        access: 'public',
      },
      schema: {
        tags: ['auth'],
        summary: 'Create a guest account with email and password, and sign it in',
        body: signUpBodySchema,
        response: {
          201: sessionResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await signUp(
        ctx,
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          requestId: request.id,
          previousToken: request.sessionToken,
        },
        request.log,
      );
      setSessionCookie(reply, ctx, session.token, session);
      return reply.status(201).send({ user: present(session.user) });
    },
  );
};
