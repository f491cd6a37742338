import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { BackgroundWork } from './background-work.ts';
import type { AppContext } from './context.ts';
import { poolOf } from './db/client.ts';
import { registerAccessControl } from './http/access-control.ts';
import { AppError } from './http/app-error.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { endConnectionsAfterLastAnswers } from './http/last-answers.ts';
import { registerMetrics } from './http/metrics.ts';
import { sameOriginGuard } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { sessionPlugin } from './modules/auth/session-plugin.ts';
import { signUpRoutes } from './modules/auth/sign-up-routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { breakRoutes } from './modules/breaks/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { dailyActivityRoutes } from './modules/daily-activity/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { dispatchRoutes } from './modules/dispatch/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { fieldRoutes } from './modules/field/routes.ts';
import { gettingStartedRoutes } from './modules/getting-started/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { incidentReportRoutes } from './modules/incident-reports/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { messengerRoutes } from './modules/messenger/routes.ts';
import { mfaRoutes } from './modules/mfa/routes.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import { patrolRoutes } from './modules/patrols/routes.ts';
import { payrollRoutes } from './modules/payroll/routes.ts';
import { personnelRoutes } from './modules/personnel/routes.ts';
import { proofRoutes } from './modules/proof/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { reportDeliveryRoutes } from './modules/report-delivery/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { shiftRoutes } from './modules/shifts/routes.ts';
import { taskRoutes } from './modules/tasks/routes.ts';
import { tourRoutes } from './modules/tours/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { visitorRoutes } from './modules/visitors/routes.ts';
import { workforceReportRoutes } from './modules/workforce-reports/routes.ts';
import { LiveHub } from './realtime/live-hub.ts';
import { streamRoutes } from './realtime/stream-routes.ts';
import { ServerSecrets } from './secrets/server-secrets.ts';

export interface BuildAppOptions {
  ctx: AppContext;
  sessionSecret: string;
  bodyLimitBytes: number;
  logger: FastifyServerOptions['logger'];
  /** Directory of the built SPA; served when it exists. */
  webDistDir?: string | undefined;
  /** Take the client address from X-Forwarded-For: only behind a proxy you control. */
  trustProxy?: boolean;
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { ctx } = options;
  const app = Fastify({
    logger: options.logger,
    bodyLimit: options.bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    // A caller's X-Request-Id is kept when it is sane, so a request can be followed across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a path that is not valid URL encoding, a path parameter over its length limit)
    // get the same error shape as every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply).status(tooLong ? 414 : 400).send({
        error: { code: 'bad_request', message: tooLong ? 'The address is too long.' : 'The address is not valid.' },
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessControl(app);

  ctx.background ??= new BackgroundWork();
  ctx.secrets ??= ServerSecrets.ephemeral();
  const background = ctx.background;
  app.addHook('onClose', async () => background.settled());

  const live = ctx.live ?? new LiveHub(ctx.db, poolOf(ctx.db), app.log);
  ctx.live = live;
  // Before the streams end (preClose hooks run in order), so their connections end with them.
  endConnectionsAfterLastAnswers(app);
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', async () => live.stop());
  const sessions = ctx.sessions ?? new SessionCache(poolOf(ctx.db), app.log);
  ctx.sessions = sessions;
  app.addHook('onClose', async () => sessions.stop());
  ctx.metrics = registerMetrics(app, { token: ctx.metricsToken, live, sessions, pool: poolOf(ctx.db) });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // API answers are personal (a session's data): no browser or proxy may keep them, unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerSecurityHeaders(app, {
    // The federated sign-in popup must keep its opener (to post the outcome back), which 'same-origin' cuts.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS only when the console is served over HTTPS; over plain HTTP it would be ignored or harmful.
    strictTransportSecurity: ctx.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCookie, { secret: options.sessionSecret });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Watchpost API', version: '1', description: 'Security-guard operations console API (v1).' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wp_session' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(sessionPlugin, { ctx });
  app.addHook('onRequest', sameOriginGuard(ctx));

  await app.register(healthRoutes, { ctx });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(mfaRoutes, { ctx });
      await api.register(signUpRoutes, { ctx });
      await api.register(oidcRoutes, { ctx });
      await api.register(passwordResetRoutes, { ctx });
      await api.register(dashboardRoutes, { ctx });
      await api.register(eventRoutes, { ctx });
      await api.register(clientRoutes, { ctx });
      await api.register(personnelRoutes, { ctx });
      await api.register(taskRoutes, { ctx });
      await api.register(breakRoutes, { ctx });
      await api.register(fieldRoutes, { ctx });
      await api.register(tourRoutes, { ctx });
      await api.register(proofRoutes, { ctx });
      await api.register(reportDeliveryRoutes, { ctx });
      await api.register(alertRoutes, { ctx });
      await api.register(incidentReportRoutes, { ctx });
      await api.register(workforceReportRoutes, { ctx });
      await api.register(mapRoutes, { ctx });
      await api.register(streamRoutes, { ctx, live });
      await api.register(userRoutes, { ctx });
      await api.register(settingsRoutes, { ctx });
      await api.register(customerRoutes, { ctx });
      await api.register(billingRoutes, { ctx });
      await api.register(payrollRoutes, { ctx });
      await api.register(dispatchRoutes, { ctx });
      await api.register(patrolRoutes, { ctx });
      await api.register(pushRoutes, { ctx });
      await api.register(visitorRoutes, { ctx });
      await api.register(searchRoutes, { ctx });
      await api.register(messengerRoutes, { ctx });
      await api.register(auditRoutes, { ctx });
      await api.register(gettingStartedRoutes, { ctx });
      await api.register(shiftRoutes, { ctx });
      await api.register(dailyActivityRoutes, { ctx });
    },
    { prefix: '/api/v1' },
  );

  const webDistDir = options.webDistDir;
  const hasWeb = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // dist/web holds .br and .gz twins written at build time (scripts/compress-web.mjs).
      preCompressed: true,
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing file (an old asset, a source map) is a 404, not the app; other paths are the app's routes.
    const looksLikeFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !looksLikeFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (and unknown paths, which the SPA turns into its not-found page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('route.not_found', `No route ${request.method} ${path}.`, {
      params: { method: request.method, path },
    });
  });

  return app;
}
