import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from './app-error.ts';
import { mfaCookieName, sessionCookieName } from './cookies.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages (docs/product/sign-in-and-accounts.md#sessions). Browsers send Origin on every
 * cross-origin and same-origin POST; when they do not, Sec-Fetch-Site tells. Callers without a session cookie
 * (scripts, the guard simulator) have nothing to forge and pass.
 */
export function sameOriginGuard(ctx: AppContext) {
  const baseOrigin = ctx.baseUrl ? new URL(ctx.baseUrl).origin : undefined;
  return async (request: FastifyRequest) => {
    if (safeMethods.has(request.method)) return;
    if (!request.cookies[sessionCookieName] && !request.cookies[mfaCookieName]) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin === own || origin === baseOrigin) return;
      throw new AppError('request.cross_origin', 'Cross-origin request refused.');
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site')
      throw new AppError('request.cross_origin', 'Cross-origin request refused.');
  };
}
