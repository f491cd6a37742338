import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';

/** The claims a test account hands to the app. `email_verified` decides whether the app may link by email. */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** The authentication methods the provider reports in the ID token's `amr` (e.g. ['pwd', 'otp']). */
  amr?: string[];
}

export interface TestOidcProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Initial accounts by login name (what is typed into the provider's login form); the `sub` is the login name. */
  accounts?: Record<string, TestAccountClaims>;
  /** The claims of a login that is not in `accounts` (undefined: no such account). */
  resolveAccount?: (login: string) => TestAccountClaims | undefined;
}

export interface TestOidcProvider {
  issuer: string;
  /** Programmable account store: add, change or remove accounts while the provider runs. */
  accounts: Map<string, TestAccountClaims>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (npm `oidc-provider`) for tests and the end-to-end server — never for
 * production. It uses the package's development login form (any login whose account exists, any password) and
 * grants consent automatically, so signing in is one form.
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' } as JWK;

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['watchpost-test-oidc-provider-cookie-key'] },
    // `amr` listed so the provider puts the login's methods into the ID token (claims it does not list it drops).
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the requested claims into the ID token too, as most hosted providers do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const claims = accounts.get(sub) ?? options.resolveAccount?.(sub);
      if (!claims) return undefined;
      const { amr: _amr, ...rest } = claims;
      return { accountId: sub, claims: () => ({ sub, ...rest }) };
    },
    // A first-party client: consent is implied, so the login form is the only interaction.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existingId = session.grantIdFor(client.clientId);
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };

  // The issuer must name the real port, so listen first, then build the provider with that URL.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const provider = new Provider(issuer, configuration);
  // The development login form reports no authentication methods: add the account's `amr` to its result.
  const interactionResult = provider.interactionResult.bind(provider);
  provider.interactionResult = (req, res, result, resultOptions) => {
    const login = (result as { login?: { accountId?: string; amr?: string[] } }).login;
    const amr = login?.accountId ? accounts.get(login.accountId)?.amr : undefined;
    if (login && amr) login.amr = amr;
    return interactionResult(req, res, result, resultOptions);
  };
  handler = provider.callback();

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
