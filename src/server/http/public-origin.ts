import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * The origin people open Watchpost at: BASE_URL's. Only without BASE_URL (development and tests; production refuses
 * to start without it, src/server/config.ts) is it taken from the request's Host header, which a caller chooses.
 * Passkeys' relying party, scan and reset links and the OpenID callback are built from it.
 */
export function publicOrigin(ctx: Pick<AppContext, 'baseUrl'>, request: FastifyRequest): string {
  return ctx.baseUrl ? new URL(ctx.baseUrl).origin : `${request.protocol}://${request.host}`;
}
