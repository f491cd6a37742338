import { lazy, Suspense } from 'react';
import { MuiIsland } from '../../../lib/mui-island.tsx';
import { useOidcConfig } from '../api/get-oidc-config.ts';
import type { FederatedSignInProps } from './federated-sign-in.tsx';

const FederatedSignIn = lazy(() => import('./federated-sign-in.tsx').then((m) => ({ default: m.FederatedSignIn })));

/**
 * The OpenID Connect sign-in of a sign-in or sign-up page, when the server offers a provider: its code (the
 * divider, the button, the popup handling) loads only then, so a page without a provider does not carry it; on
 * the sign-in page, drawn without MUI, MUI's theme loads with it.
 */
export function FederatedSignInOffer({ mode }: FederatedSignInProps) {
  const config = useOidcConfig();
  if (!config.data?.enabled) return null;
  return (
    <Suspense fallback={null}>
      <MuiIsland>
        <FederatedSignIn mode={mode} />
      </MuiIsland>
    </Suspense>
  );
}
