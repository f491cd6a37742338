import { oidcModes } from '../oidc-outcome.ts';
import { z } from '../zod.ts';
import { text } from './common.ts';
import { entryRoutes } from './entry-routes.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

export { type OidcMode, oidcMessageType, oidcModes } from '../oidc-outcome.ts';

export const oidcConfigResponseSchema = z
  .object({
    enabled: z.boolean(),
    /** The provider's name for the button 'Continue with {displayName}'; null when the feature is off. */
    displayName: text().nullable(),
  })
  .meta({ id: 'OidcConfig' });
export type OidcConfigResponse = z.infer<typeof oidcConfigResponseSchema>;

/** Query schemas carry no `.meta({ id })`: OpenAPI lists query parameters one by one, not as a shared schema. */
export const oidcStartQuerySchema = z.object({
  mode: z.enum(oidcModes, 'oidc.sign_in_sign_up').default('sign-in'),
  /** `popup` (default): the outcome is posted to the opener; `page`: the flow runs in the main window. */
  display: z.enum(['popup', 'page'], withCode('validation.either')).default('popup'),
});
export type OidcStartQuery = z.infer<typeof oidcStartQuerySchema>;

/**
 * Federated sign-in and sign-up through the OpenID Connect provider, defined once for the server's routes and the
 * web's client. Start and callback are pages of the sign-in window (a redirect or HTML), navigated to, not fetched.
 */
export const oidcOperations = {
  config: defineOperation({
    ...entryRoutes.oidcConfig,
    access: 'public',
    tags: ['auth'],
    summary: 'Whether sign-in through the OpenID Connect provider is offered, and its name',
    response: oidcConfigResponseSchema,
  }),
  start: defineOperation({
    ...entryRoutes.oidcStart,
    access: 'public',
    tags: ['auth'],
    summary: 'Start signing in (or up) with the OpenID Connect provider',
    description:
      'Redirects (302) to the provider with an authorization code request (PKCE S256, state and nonce); the ' +
      'attempt is kept in a signed, httpOnly cookie. Open it in a popup, or with display=page in the main window.',
    query: oidcStartQuerySchema,
    produces: 'text/html',
  }),
  callback: defineOperation({
    method: 'GET',
    path: '/auth/oidc/callback',
    access: 'public',
    tags: ['auth'],
    summary: "The provider's redirect back: signs in and answers a page that reports the outcome",
    description:
      'Checks the attempt (state), exchanges the code and verifies the ID token, then signs in to the linked ' +
      'account, links an account with the same verified email, or creates one. The HTML page posts ' +
      "`{ type: 'watchpost:oidc', ok, error? }` to its opener and closes.",
    produces: 'text/html',
  }),
};
