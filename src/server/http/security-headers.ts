import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer (API, web app, not-found), set on the raw response as the request
 * arrives. The middleware is built once: @fastify/helmet rebuilds it from the options on every request, which cost
 * more than the rest of a position ping's handling (docs/decisions/0041-less-work-per-request.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
