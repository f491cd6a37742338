import type { FastifyInstance } from 'fastify';
import { signUpOperations as op } from '../../../shared/contract/sign-up.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { setSessionCookie } from './session-plugin.ts';
import { present } from './session-user.ts';
import { signInCallerOf } from './sign-in-caller.ts';
import { signUp } from './sign-up-service.ts';

export async function signUpRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.signUp, async (request, reply, caller) => {
    const session = await signUp(ctx, request.body, signInCallerOf(caller, request), request.log);
    setSessionCookie(reply, ctx, session.token, session);
    return { user: present(session.user) };
  });
}
