import type { FastifyInstance } from 'fastify';
import { proofOperations as op } from '../../../shared/contract/proof.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireActor } from '../auth/session-plugin.ts';
import { verifyProof } from './service.ts';

export async function proofRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.verify, (request) => verifyProof(ctx, requireActor(request), request.query));
}
