import type { FastifyInstance } from 'fastify';
import { proofOperations as op } from '../../../shared/contract/proof.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { verifyProof } from './service.ts';

export async function proofRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.verify, (request, _reply, caller) => verifyProof(ctx, caller, request.query));
}
