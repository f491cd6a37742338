import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function coverageRoutes(_app: FastifyInstance, _ctx: AppContext) {}
