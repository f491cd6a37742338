import { entryRoutes } from '../../../../shared/contract/entry-routes.ts';
import type { OidcMode, oidcOperations } from '../../../../shared/contract/oidc.ts';
import { lazyOperation, operationUrl } from '../../../lib/api.ts';

const startOperation = lazyOperation<typeof oidcOperations.start>(entryRoutes.oidcStart, () =>
  import('../../../../shared/contract/oidc.ts').then((m) => m.oidcOperations.start),
);

/**
 * The server route that starts sign-in with the OpenID Connect provider. It is navigated to (in a popup, or with
 * `page` in this window), never fetched: the provider's login page must be shown to the user.
 */
export function oidcStartUrl(mode: OidcMode, display: 'popup' | 'page' = 'popup'): string {
  return operationUrl(startOperation, { query: { mode, ...(display === 'page' ? { display } : {}) } });
}

export const oidcPopupSize = { width: 500, height: 650 } as const;

/** Opens the start route in a 500×650 popup centred over this window; null when the browser blocked it. */
export function openOidcPopup(mode: OidcMode): Window | null {
  const { width, height } = oidcPopupSize;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return window.open(
    oidcStartUrl(mode),
    'watchpost-oidc',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
}
