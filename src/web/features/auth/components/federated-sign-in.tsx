export interface FederatedSignInProps {
  mode: 'sign-in' | 'sign-up';
}

/** Sign-in and sign-up through the configured OpenID Connect provider (being built; renders nothing yet). */
export function FederatedSignIn(_props: FederatedSignInProps) {
  return null;
}
