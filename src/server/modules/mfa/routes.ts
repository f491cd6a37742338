import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mfaOperations as op } from '../../../shared/contract/mfa.ts';
import type { PublicCaller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import {
  type OpenedSession,
  present,
  requireRecentAuthentication,
  type SignInCaller,
  setSessionCookie,
  signInCallerOf,
} from '../auth/index.ts';
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
  /**
   * A second step of a sign-in: `step` checks it against the challenge the wp_mfa cookie names; passed, that cookie
   * gives way to the session's, and the answer names the user.
   */
  const secondStep = async (
    request: FastifyRequest,
    reply: FastifyReply,
    caller: PublicCaller,
    step: (challenge: string | undefined, by: SignInCaller) => Promise<OpenedSession & { recoveryCodes?: string[] }>,
  ) => {
    const session = await step(readMfaCookie(request), signInCallerOf(caller, request));
    clearMfaCookie(reply, ctx);
    setSessionCookie(reply, ctx, session.token, session);
    return {
      user: present(session.user),
      ...(session.recoveryCodes ? { recoveryCodes: session.recoveryCodes } : {}),
    };
  };

  operationRoute(app, op.pending, (request) => pendingSignIn(ctx, readMfaCookie(request)));

  operationRoute(app, op.signInWithTotp, (request, reply, caller) =>
    secondStep(request, reply, caller, (challenge, by) => signInWithTotp(ctx, challenge, request.body.code, by)),
  );

  operationRoute(app, op.signInWithRecoveryCode, (request, reply, caller) =>
    secondStep(request, reply, caller, (challenge, by) =>
      signInWithRecoveryCode(ctx, challenge, request.body.code, by),
    ),
  );

  operationRoute(app, op.passkeySignInOptions, async (request) => ({
    ...(await passkeySignInOptions(ctx, readMfaCookie(request), relyingParty(request, ctx))),
  }));

  operationRoute(app, op.signInWithPasskey, (request, reply, caller) =>
    secondStep(request, reply, caller, (challenge, by) =>
      signInWithPasskey(
        ctx,
        challenge,
        request.body.response as unknown as AuthenticationResponseJSON,
        relyingParty(request, ctx),
        by,
      ),
    ),
  );

  operationRoute(app, op.startTotpEnrolment, (request) => startTotpEnrolmentAtSignIn(ctx, readMfaCookie(request)));

  operationRoute(app, op.confirmTotpEnrolment, (request, reply, caller) =>
    secondStep(request, reply, caller, (challenge, by) =>
      confirmTotpEnrolmentAtSignIn(ctx, challenge, request.body.code, by),
    ),
  );

  // ── The signed-in person's factors ──

  operationRoute(app, op.status, (_request, _reply, caller) => mfaStatusOf(ctx, caller));

  operationRoute(app, op.startTotpSetup, (_request, _reply, caller) => startTotpSetup(ctx, caller));

  operationRoute(app, op.confirmTotpSetup, (request, _reply, caller) =>
    confirmTotpSetup(ctx, caller, request.body.code),
  );

  // Removing a factor, new recovery codes and adding a passkey need a recent sign-in or re-authentication (step-up).
  operationRoute(app, op.removeTotp, async (request, _reply, caller) => {
    await requireRecentAuthentication(ctx, request.sessionToken);
    await removeTotp(ctx, caller);
    return undefined;
  });

  operationRoute(app, op.regenerateRecoveryCodes, async (request, _reply, caller) => {
    await requireRecentAuthentication(ctx, request.sessionToken);
    return regenerateRecoveryCodes(ctx, caller);
  });

  operationRoute(app, op.passkeyRegistrationOptions, async (request, _reply, caller) => {
    await requireRecentAuthentication(ctx, request.sessionToken);
    return { ...(await passkeyRegistrationOptions(ctx, caller, relyingParty(request, ctx))) };
  });

  operationRoute(app, op.registerPasskey, async (request, _reply, caller) => {
    await requireRecentAuthentication(ctx, request.sessionToken);
    return registerPasskey(
      ctx,
      caller,
      { name: request.body.name, response: request.body.response as unknown as RegistrationResponseJSON },
      relyingParty(request, ctx),
    );
  });

  operationRoute(app, op.removePasskey, async (request, _reply, caller) => {
    await requireRecentAuthentication(ctx, request.sessionToken);
    await removePasskey(ctx, caller, request.params.id);
    return undefined;
  });
}
