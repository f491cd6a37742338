import type { FastifyInstance } from 'fastify';
import { accountOperations as op } from '../../../shared/contract/account.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { changeEmail, changePassword } from './account-service.ts';
import { present } from './session-user.ts';
import { requireRecentAuthentication } from './step-up.ts';

/** The signed-in person's password and email (docs/product/sign-in-and-accounts.md#confirming-it-is-you). */
export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.changePassword, async (request, _reply, caller) => {
    await requireRecentAuthentication(ctx, request.sessionToken);
    return changePassword(ctx, caller, request.sessionToken ?? '', request.body);
  });

  operationRoute(app, op.changeEmail, async (request, _reply, caller) => {
    await requireRecentAuthentication(ctx, request.sessionToken);
    return present(await changeEmail(ctx, caller, request.body));
  });
}
