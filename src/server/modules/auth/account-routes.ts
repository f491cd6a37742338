import type { FastifyInstance } from 'fastify';
import { accountOperations as op } from '../../../shared/contract/account.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { changeEmail, changePassword } from './account-service.ts';
import { signInMetaOf } from './request-meta.ts';
import { present } from './routes.ts';
import { requireRecentAuthentication } from './step-up.ts';

/** The signed-in person's password and email (docs/product/sign-in-and-accounts.md#confirming-it-is-you). */
export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.changePassword, async (request) => {
    const me = await requireRecentAuthentication(ctx, request);
    return changePassword(ctx, me, request.sessionToken ?? '', request.body, signInMetaOf(request));
  });

  operationRoute(app, op.changeEmail, async (request) => {
    const me = await requireRecentAuthentication(ctx, request);
    return present(await changeEmail(ctx, me, request.body, signInMetaOf(request)));
  });
}
