import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../shared/contract/errors.ts';
import { oidcOperations as op } from '../../../shared/contract/oidc.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { setSessionCookie, signInCallerOf } from '../auth/index.ts';
import { setMfaCookie } from '../mfa/index.ts';
import { clearFlowCookie, flowCookiePath, readFlowCookie, setFlowCookie } from './flow-cookie.ts';
import { type Outcome, outcomePage, outcomeScript } from './outcome-page.ts';
import { createOidcProviderClient, OidcFlowError } from './provider.ts';
import { completeFederatedSignIn, startFederatedSignIn } from './service.ts';

const notConfiguredMessage = 'Single sign-on is not set up on this server.';
const expiredMessage = 'This sign-in attempt has expired or was started in another browser. Try again.';
const startFailedMessage = 'Sign-in could not start. Try again.';
const failedMessage = 'Sign-in failed on our side. Try again in a moment.';
const notConfigured = { ok: false, error: notConfiguredMessage, code: 'oidc.not_configured' } as const;

/** The outcome of a refused or failed sign-in: a known refusal's own code and text, else the fallback's. */
function failureOf(known: OidcFlowError | AppError | undefined, fallbackMessage: string, fallbackCode: ErrorCode) {
  return {
    ok: false,
    error: known ? known.message : fallbackMessage,
    code: known ? known.code : fallbackCode,
    params: known?.params,
  } as const;
}

/** The redirect URI registered at the provider: BASE_URL's origin, or the origin the request came to. */
function callbackUrlFor(request: FastifyRequest, ctx: AppContext): string {
  return `${publicOrigin(ctx, request)}${flowCookiePath}`;
}

/**
 * Pages of the sign-in window are never cached and keep their opener: the app's Cross-Origin-Opener-Policy
 * would otherwise put the window in a new browsing context group and cut it off from the page that opened it.
 */
function windowHeaders(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('cross-origin-opener-policy', 'unsafe-none');
}

function sendOutcome(reply: FastifyReply, status: number, outcome: Outcome) {
  return reply.status(status).type('text/html; charset=utf-8').send(outcomePage(outcome));
}

/** Federated sign-in and sign-up through the OpenID Connect provider of OIDC_* (authorization code + PKCE). */
export async function oidcRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const client = ctx.oidc ? createOidcProviderClient(ctx.oidc) : undefined;

  operationRoute(app, op.config, () => ({
    enabled: Boolean(client),
    displayName: client?.settings.displayName ?? null,
  }));

  operationRoute(app, op.start, async (request, reply) => {
    windowHeaders(reply);
    const { mode, display } = request.query;
    if (!client) return sendOutcome(reply, 404, { ...notConfigured, mode, display });
    try {
      const { url, flow } = await startFederatedSignIn(ctx, client, {
        mode,
        display,
        redirectUri: callbackUrlFor(request, ctx),
      });
      setFlowCookie(reply, ctx, flow);
      return reply.redirect(url.href, 302);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect sign-in could not start');
      const known = error instanceof OidcFlowError ? error : undefined;
      const failure = failureOf(known, startFailedMessage, 'oidc.start_failed');
      return sendOutcome(reply, 200, { ...failure, mode, display });
    }
  });

  operationRoute(app, op.callback, async (request, reply, caller) => {
    windowHeaders(reply);
    const found = readFlowCookie(request, ctx.clock());
    clearFlowCookie(reply, ctx);
    const mode = found?.flow.mode ?? 'sign-in';
    const display = found?.flow.display ?? 'popup';
    if (!client) return sendOutcome(reply, 404, { ...notConfigured, mode, display });
    if (!found || found.expired) {
      return sendOutcome(reply, 200, { ok: false, error: expiredMessage, code: 'oidc.flow_expired', mode, display });
    }
    const queryStart = request.url.indexOf('?');
    try {
      const outcome = await completeFederatedSignIn(
        ctx,
        client,
        found.flow,
        queryStart === -1 ? '' : request.url.slice(queryStart),
        signInCallerOf(caller, request),
      );
      if (outcome.kind === 'mfa') {
        setMfaCookie(reply, ctx, outcome.token);
        return sendOutcome(reply, 200, { ok: true, mfa: true, mode, display });
      }
      setSessionCookie(reply, ctx, outcome.session.token, outcome.session);
      return sendOutcome(reply, 200, { ok: true, mode, display });
    } catch (error) {
      const known = error instanceof OidcFlowError || error instanceof AppError;
      if (known) request.log.warn({ err: error }, 'OpenID Connect sign-in refused');
      else request.log.error({ err: error }, 'OpenID Connect sign-in failed');
      const failure = failureOf(known ? error : undefined, failedMessage, 'oidc.failed');
      return sendOutcome(reply, 200, { ...failure, mode, display });
    }
  });

  // The outcome page's script: a static asset of the sign-in window, not an API operation, so it stays out of the
  // contract and the API docs.
  app.get('/auth/oidc/outcome.js', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(outcomeScript),
  );
}
