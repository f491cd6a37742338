import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function contractRoutes(_app: FastifyInstance, _ctx: AppContext) {}
