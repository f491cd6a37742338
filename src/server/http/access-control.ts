import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, type RouteAccess } from '../../shared/policy.ts';
import { AppError } from './app-error.ts';

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/v1 route with its declared access, for the authorization matrix. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    /** What a caller needs to reach this route (see permissionRoles in src/shared/policy.ts). Required on /api/v1. */
    access?: RouteAccess;
  }
}

export const apiPrefix = '/api/v1';

/**
 * Every /api/v1 route must declare its access: registering one without fails start-up (and so every test).
 * The check runs before body validation, so a caller who may not use a route learns nothing about its input.
 */
export function registerAccessControl(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiPrefix}/`)) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access (config.access).`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    const check = async (request: FastifyRequest) => enforce(request, access);
    const existing = route.preValidation;
    route.preValidation = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
  });
}

function enforce(request: FastifyRequest, access: RouteAccess): void {
  if (access === 'public') return;
  const user = request.user;
  if (!user) throw AppError.unauthenticated();
  if (access === 'authenticated') return;
  if (!hasPermission(user.roles, access)) throw AppError.forbidden();
}
