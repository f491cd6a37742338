import type { Background } from './background-work.ts';
import type { MapTiles, OidcSettings } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStore } from './files/file-store.ts';
import type { AppMetrics } from './http/metrics.ts';
import type { SessionCache } from './modules/auth/index.ts';
import type { Mailer } from './modules/mail/index.ts';
import type { LiveHub } from './realtime/live-hub.ts';
import type { ServerSecrets } from './secrets/server-secrets.ts';

export type Clock = () => Date;

/** What every module needs, built once in app.ts and passed down (no globals, so tests inject their own). */
export interface AppContext {
  db: Database;
  clock: Clock;
  /** Origins allowed to make cookie-authenticated writes (BASE_URL's, plus the request's own host). */
  baseUrl: string | undefined;
  secureCookies: boolean;
  /** Uploaded files (photos, evidence): PostgreSQL, or the bucket of FILE_STORE=s3. */
  files: FileStore;
  /** Failed sign-in (or reset) attempts allowed per account and per address in 15 minutes. */
  attemptLimit: number;
  /** SIGN_UP_CLIENT_ID: the client self sign-ups join; unset → the oldest Active client. */
  signUpClientId?: string | undefined;
  /** METRICS_TOKEN: the bearer token GET /metrics requires; unset → /metrics is not served. */
  metricsToken?: string | undefined;
  /** Where work outside requests (the job queue) reports what it did; buildApp sets it. */
  metrics?: AppMetrics | undefined;
  /** Outgoing mail (SMTP or the outbox); unset → the mail_outbox table of `db`. */
  mailer?: Mailer | undefined;
  /** OIDC_*: sign-in through an OpenID Connect provider; unset → the feature is off. */
  oidc?: OidcSettings | undefined;
  /** The live stream's hub; buildApp makes one on `db` when none is given. */
  live?: LiveHub | undefined;
  /** Sessions kept in memory, dropped on notification; buildApp makes one on `db` when none is given. */
  sessions?: SessionCache | undefined;
  /** Work started by requests and finished after their answer; buildApp makes one when none is given. */
  background?: Background | undefined;
  /** Secrets at rest (SECRETS_KEY); buildApp makes one with a key of its own when none is given. */
  secrets?: ServerSecrets | undefined;
  /** The real-time map's tile source; unset → OpenStreetMap's. */
  mapTiles?: MapTiles | undefined;
}
