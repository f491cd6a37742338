import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mfaOperations as op } from '../../../shared/contract/mfa.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import {
  type OpenedSession,
  present,
  requireRecentAuthentication,
  setSessionCookie,
  signInMetaOf,
} from '../auth/index.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { clearMfaCookie, readMfaCookie } from './challenge.ts';
import {
  confirmTotpEnrolmentAtSignIn,
  confirmTotpSetup,
  mfaStatusOf,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  pendingSignIn,
  type RelyingParty,
  regenerateRecoveryCodes,
  registerPasskey,
  removePasskey,
  removeTotp,
  signInWithPasskey,
  signInWithRecoveryCode,
  signInWithTotp,
  startTotpEnrolmentAtSignIn,
  startTotpSetup,
} from './service.ts';

function relyingParty(request: FastifyRequest, ctx: AppContext): RelyingParty {
  const origin = publicOrigin(ctx, request);
  return { origin, rpID: new URL(origin).hostname };
}

/**
 * Multi-factor sign-in (docs/decisions/0015-multi-factor-sign-in.md): the second step of a sign-in, which the
 * wp_mfa cookie identifies, and the signed-in person's own factors under /me/mfa.
 */
export async function mfaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const opened = (session: OpenedSession & { recoveryCodes?: string[] }) => ({
    user: present(session.user),
    ...(session.recoveryCodes ? { recoveryCodes: session.recoveryCodes } : {}),
  });

  operationRoute(app, op.pending, (request) => pendingSignIn(ctx, readMfaCookie(request)));

  operationRoute(app, op.signInWithTotp, async (request, reply) => {
    const session = await signInWithTotp(ctx, readMfaCookie(request), request.body.code, signInMetaOf(request));
    clearMfaCookie(reply, ctx);
    setSessionCookie(reply, ctx, session.token, session);
    return opened(session);
  });

  operationRoute(app, op.signInWithRecoveryCode, async (request, reply) => {
    const session = await signInWithRecoveryCode(ctx, readMfaCookie(request), request.body.code, signInMetaOf(request));
    clearMfaCookie(reply, ctx);
    setSessionCookie(reply, ctx, session.token, session);
    return opened(session);
  });

  operationRoute(app, op.passkeySignInOptions, async (request) => ({
    ...(await passkeySignInOptions(ctx, readMfaCookie(request), relyingParty(request, ctx))),
  }));

  operationRoute(app, op.signInWithPasskey, async (request, reply) => {
    const session = await signInWithPasskey(
      ctx,
      readMfaCookie(request),
      request.body.response as unknown as AuthenticationResponseJSON,
      relyingParty(request, ctx),
      signInMetaOf(request),
    );
    clearMfaCookie(reply, ctx);
    setSessionCookie(reply, ctx, session.token, session);
    return opened(session);
  });

  operationRoute(app, op.startTotpEnrolment, (request) => startTotpEnrolmentAtSignIn(ctx, readMfaCookie(request)));

  operationRoute(app, op.confirmTotpEnrolment, async (request, reply) => {
    const session = await confirmTotpEnrolmentAtSignIn(
      ctx,
      readMfaCookie(request),
      request.body.code,
      signInMetaOf(request),
    );
    clearMfaCookie(reply, ctx);
    setSessionCookie(reply, ctx, session.token, session);
    return opened(session);
  });

  // ── The signed-in person's factors ──

  operationRoute(app, op.status, (request) => mfaStatusOf(ctx, requireUser(request)));

  operationRoute(app, op.startTotpSetup, (request) => startTotpSetup(ctx, requireUser(request)));

  operationRoute(app, op.confirmTotpSetup, (request) =>
    confirmTotpSetup(ctx, requireUser(request), request.body.code, signInMetaOf(request)),
  );

  // Removing a factor, new recovery codes and adding a passkey need a recent sign-in or re-authentication (step-up).
  operationRoute(app, op.removeTotp, async (request) => {
    await removeTotp(ctx, await requireRecentAuthentication(ctx, request), signInMetaOf(request));
    return undefined;
  });

  operationRoute(app, op.regenerateRecoveryCodes, async (request) =>
    regenerateRecoveryCodes(ctx, await requireRecentAuthentication(ctx, request), signInMetaOf(request)),
  );

  operationRoute(app, op.passkeyRegistrationOptions, async (request) => ({
    ...(await passkeyRegistrationOptions(
      ctx,
      await requireRecentAuthentication(ctx, request),
      relyingParty(request, ctx),
    )),
  }));

  operationRoute(app, op.registerPasskey, async (request) =>
    registerPasskey(
      ctx,
      await requireRecentAuthentication(ctx, request),
      {
        name: request.body.name,
        response: request.body.response as unknown as RegistrationResponseJSON,
      },
      relyingParty(request, ctx),
      signInMetaOf(request),
    ),
  );

  operationRoute(app, op.removePasskey, async (request) => {
    await removePasskey(ctx, await requireRecentAuthentication(ctx, request), request.params.id, signInMetaOf(request));
    return undefined;
  });
}
