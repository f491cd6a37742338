import type { FastifyInstance } from 'fastify';
import { signUpOperations as op } from '../../../shared/contract/sign-up.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { signInMetaOf } from './request-meta.ts';
import { setSessionCookie } from './session-plugin.ts';
import { present } from './session-user.ts';
import { signUp } from './sign-up-service.ts';

export async function signUpRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.signUp, async (request, reply) => {
    const session = await signUp(ctx, request.body, signInMetaOf(request), request.log);
    setSessionCookie(reply, ctx, session.token, session);
    return { user: present(session.user) };
  });
}
