import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './service.ts';

/** What a sign-in records about its request, and the session it replaces (the one the request came with). */
export function signInMetaOf(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    requestId: request.id,
    previousToken: request.sessionToken,
  };
}
