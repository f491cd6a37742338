/**
 * The OpenID provider of the end-to-end tests (dev-only; never started by `npm start`). Run by e2e-server.mjs:
 *   node --import tsx/esm e2e/oidc-test-provider.ts   (OIDC_TEST_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, APP_PORT)
 */
import { startTestOidcProvider } from '../src/server/test/oidc-test-provider.ts';
import { e2eOidcAccount } from './oidc-accounts.ts';

const appPort = process.env.APP_PORT ?? '3100';
const provider = await startTestOidcProvider({
  port: Number(process.env.OIDC_TEST_PORT ?? 3190),
  clientId: process.env.OIDC_CLIENT_ID ?? 'watchpost-e2e',
  clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'watchpost-e2e-secret',
  redirectUris: ['127.0.0.1', 'localhost'].map((host) => `http://${host}:${appPort}/api/v1/auth/oidc/callback`),
  resolveAccount: e2eOidcAccount,
});
console.log(`test OpenID provider at ${provider.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
