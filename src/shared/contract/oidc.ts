import { z } from 'zod';

/** Sign-in or sign-up through the OpenID Connect provider (SPEC §2.5); both sign in an existing account. */
export const oidcModes = ['sign-in', 'sign-up'] as const;
export type OidcMode = (typeof oidcModes)[number];

export const oidcConfigResponseSchema = z
  .object({
    enabled: z.boolean(),
    /** The provider's name for the button 'Continue with {displayName}'; null when the feature is off. */
    displayName: z.string().nullable(),
  })
  .meta({ id: 'OidcConfig' });
export type OidcConfigResponse = z.infer<typeof oidcConfigResponseSchema>;

/** Query schemas carry no `.meta({ id })`: OpenAPI lists query parameters one by one, not as a shared schema. */
export const oidcStartQuerySchema = z.object({
  mode: z.enum(oidcModes, 'Must be sign-in or sign-up').default('sign-in'),
  /** `popup` (default): the outcome is posted to the opener; `page`: the flow runs in the main window. */
  display: z.enum(['popup', 'page'], 'Must be popup or page').default('popup'),
});
export type OidcStartQuery = z.infer<typeof oidcStartQuerySchema>;

/** What the callback window posts to its opener (and on the `watchpost:oidc` broadcast channel). */
export const oidcMessageType = 'watchpost:oidc';
export const oidcOutcomeMessageSchema = z.object({
  type: z.literal(oidcMessageType),
  ok: z.boolean(),
  error: z.string().optional(),
});
export type OidcOutcomeMessage = z.infer<typeof oidcOutcomeMessageSchema>;

export const oidcStartPath = '/api/v1/auth/oidc/start';
