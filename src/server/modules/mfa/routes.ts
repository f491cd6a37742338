import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  mfaPendingSchema,
  mfaSessionResponseSchema,
  mfaStatusSchema,
  passkeyParamsSchema,
  passkeyRegisterBodySchema,
  passkeySchema,
  passkeyVerifyBodySchema,
  recoveryCodeBodySchema,
  recoveryCodesSchema,
  totpCodeBodySchema,
  totpSetupSchema,
  webAuthnOptionsSchema,
} from '../../../shared/contract/mfa.ts';
import type { AppContext } from '../../context.ts';
import { present } from '../auth/routes.ts';
import type { OpenedSession, RequestMeta } from '../auth/service.ts';
import { requireUser, setSessionCookie } from '../auth/session-plugin.ts';
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

function metaOf(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    requestId: request.id,
    previousToken: request.sessionToken,
  };
}

function relyingParty(request: FastifyRequest, ctx: AppContext): RelyingParty {
  const origin = ctx.baseUrl ? new URL(ctx.baseUrl).origin : `${request.protocol}://${request.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

const signInErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
} as const;
const meErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema } as const;

/**
 * Multi-factor sign-in (docs/decisions/0015-multi-factor-sign-in.md): the second step of a sign-in, which the
 * wp_mfa cookie identifies, and the signed-in person's own factors under /me/mfa.
 */
export const mfaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const opened = (session: OpenedSession & { recoveryCodes?: string[] }) => ({
    user: present(session.user),
    ...(session.recoveryCodes ? { recoveryCodes: session.recoveryCodes } : {}),
  });

  app.get(
    '/auth/mfa/pending',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The second step of the sign-in in progress: the methods it offers',
        response: { 200: mfaPendingSchema, 401: errorBodySchema },
      },
    },
    async (request) => pendingSignIn(ctx, readMfaCookie(request)),
  );

  app.post(
    '/auth/mfa/totp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with a code of the authenticator app',
        body: totpCodeBodySchema,
        response: { 200: mfaSessionResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => {
      const session = await signInWithTotp(ctx, readMfaCookie(request), request.body.code, metaOf(request));
      clearMfaCookie(reply, ctx);
      setSessionCookie(reply, ctx, session.token, session);
      return opened(session);
    },
  );

  app.post(
    '/auth/mfa/recovery',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with a one-time recovery code',
        body: recoveryCodeBodySchema,
        response: { 200: mfaSessionResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => {
      const session = await signInWithRecoveryCode(ctx, readMfaCookie(request), request.body.code, metaOf(request));
      clearMfaCookie(reply, ctx);
      setSessionCookie(reply, ctx, session.token, session);
      return opened(session);
    },
  );

  app.post(
    '/auth/mfa/passkey/options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'WebAuthn options to sign in with one of the passkeys of the pending sign-in',
        response: { 200: webAuthnOptionsSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ ...(await passkeySignInOptions(ctx, readMfaCookie(request), relyingParty(request, ctx))) }),
  );

  app.post(
    '/auth/mfa/passkey/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Finish signing in with the passkey's answer",
        body: passkeyVerifyBodySchema,
        response: { 200: mfaSessionResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => {
      const session = await signInWithPasskey(
        ctx,
        readMfaCookie(request),
        request.body.response as unknown as AuthenticationResponseJSON,
        relyingParty(request, ctx),
        metaOf(request),
      );
      clearMfaCookie(reply, ctx);
      setSessionCookie(reply, ctx, session.token, session);
      return opened(session);
    },
  );

  app.post(
    '/auth/mfa/enrol/totp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set up an authenticator app during sign-in (the client requires a second factor)',
        response: { 200: totpSetupSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => startTotpEnrolmentAtSignIn(ctx, readMfaCookie(request)),
  );

  app.post(
    '/auth/mfa/enrol/totp/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the new authenticator app with its first code and finish signing in',
        body: totpCodeBodySchema,
        response: { 200: mfaSessionResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => {
      const session = await confirmTotpEnrolmentAtSignIn(
        ctx,
        readMfaCookie(request),
        request.body.code,
        metaOf(request),
      );
      clearMfaCookie(reply, ctx);
      setSessionCookie(reply, ctx, session.token, session);
      return opened(session);
    },
  );

  // ── The signed-in person's factors ──

  app.get(
    '/me/mfa',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'My second factors',
        response: { 200: mfaStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => mfaStatusOf(ctx, requireUser(request)),
  );

  app.post(
    '/me/mfa/totp',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'Start setting up an authenticator app: a new secret and its otpauth URL',
        response: { 200: totpSetupSchema, ...meErrors },
      },
    },
    async (request) => startTotpSetup(ctx, requireUser(request)),
  );

  app.post(
    '/me/mfa/totp/confirm',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'Confirm the authenticator app with its first code (answers recovery codes with the first factor)',
        body: totpCodeBodySchema,
        response: { 200: z.object({ recoveryCodes: z.array(z.string()).optional() }), ...meErrors },
      },
    },
    async (request) => confirmTotpSetup(ctx, requireUser(request), request.body.code, metaOf(request)),
  );

  app.delete(
    '/me/mfa/totp',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'Remove my authenticator app',
        response: { 204: z.null(), ...meErrors },
      },
    },
    async (request, reply) => {
      await removeTotp(ctx, requireUser(request), metaOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/mfa/recovery-codes',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'Replace my recovery codes with 10 new ones (shown once)',
        response: { 200: recoveryCodesSchema, ...meErrors },
      },
    },
    async (request) => regenerateRecoveryCodes(ctx, requireUser(request), metaOf(request)),
  );

  app.post(
    '/me/mfa/passkeys/options',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'WebAuthn options to register a new passkey',
        response: { 200: webAuthnOptionsSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      ...(await passkeyRegistrationOptions(ctx, requireUser(request), relyingParty(request, ctx))),
    }),
  );

  app.post(
    '/me/mfa/passkeys',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'Register a passkey with a name',
        body: passkeyRegisterBodySchema,
        response: {
          201: z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()).optional() }),
          ...meErrors,
        },
      },
    },
    async (request, reply) => {
      const result = await registerPasskey(
        ctx,
        requireUser(request),
        {
          name: request.body.name,
          response: request.body.response as unknown as RegistrationResponseJSON,
        },
        relyingParty(request, ctx),
        metaOf(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/me/mfa/passkeys/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'Remove one of my passkeys',
        params: passkeyParamsSchema,
        response: { 204: z.null(), ...meErrors },
      },
    },
    async (request, reply) => {
      await removePasskey(ctx, requireUser(request), request.params.id, metaOf(request));
      return reply.status(204).send(null);
    },
  );
};
