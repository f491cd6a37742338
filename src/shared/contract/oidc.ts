import { z } from 'zod';
import { oidcModes } from '../oidc-outcome.ts';
import { text } from './common.ts';

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
  mode: z.enum(oidcModes, 'Must be sign-in or sign-up').default('sign-in'),
  /** `popup` (default): the outcome is posted to the opener; `page`: the flow runs in the main window. */
  display: z.enum(['popup', 'page'], 'Must be popup or page').default('popup'),
});
export type OidcStartQuery = z.infer<typeof oidcStartQuerySchema>;
