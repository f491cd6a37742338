/**
 * The whole Watchpost data model (docs/product/README.md; the tenant rule in docs/product/access-and-roles.md#tenancy). A client is the tenant: every business row carries
 * `client_id`, and composite foreign keys `(client_id, id)` keep a child row inside its parent's tenant.
 * Money is integer cents, times are timestamptz, ids are uuids.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlertParams } from '../../shared/contract/alerts.ts';
import type { ResponseTargets } from '../../shared/contract/billing.ts';
import type { Client } from '../../shared/contract/clients.ts';
import type { CustomerStatus } from '../../shared/contract/customers.ts';
import type { CallActionKind, CallSource } from '../../shared/contract/dispatch.ts';
import type { UserStatus } from '../../shared/contract/users.ts';
import type { CallOutcome, CallStatus, CallType } from '../../shared/dispatch-rules.ts';
import { fileableReportTypes } from '../../shared/incident-report-rules.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * ON DELETE SET NULL (column) — PostgreSQL 15 — nulls only the parent id of a composite (client_id, x) key,
 * so the child row keeps its tenant. drizzle's type lists only the plain actions; the SQL it emits is verbatim.
 */
const setNull = (column: string) => `set null (${column})` as 'set null';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true });
const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** [lat, lng] vertices of a closed polygon, first vertex not repeated. */
export type Polygon = [number, number][];

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type WeeklyAvailabilityJson = Record<Weekday, boolean>;

export interface UserPermissionsJson {
  fullClientAccess: string[];
  individualEvents: string[];
}

// ── Files ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Every uploaded file, named by the SHA-256 of its bytes, so identical bytes are kept once
 * (docs/decisions/0026-one-file-store.md). The bytes are here, or in the S3-compatible bucket when `bytes` is null.
 * A row is written in the transaction of the record that references it (a foreign key), and goes once none does.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    sha256: text('sha256').primaryKey(),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes'),
    createdAt: createdAt(),
  },
  (t) => [check('stored_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);

// ── Tenancy ──────────────────────────────────────────────────────────────────────────────────────────────

export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text('name').notNull(),
    status: text('status').$type<Client['status']>().notNull().default('Active'),
    timeZone: text('time_zone').notNull().default('UTC'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    /** How often the field app sends a guard's position while clocked in (docs/product/field-app.md#position-sharing: 10–300 s). */
    positionIntervalSeconds: integer('position_interval_seconds').notNull().default(30),
    dispatchSpeedKmh: integer('dispatch_speed_kmh').notNull().default(40),
    /** How many days a visitor's personal data is kept after their last activity (docs/product/visitors.md#retention: 7–3650, default 90). */
    visitorRetentionDays: integer('visitor_retention_days').notNull().default(90),
    /** Roles whose people must sign in with a second factor (empty: MFA is optional), docs/decisions/0015. */
    mfaRequiredRoles: text('mfa_required_roles').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('clients_status_check', sql`${t.status} in ('Active', 'Inactive')`),
    check('clients_position_interval_check', sql`${t.positionIntervalSeconds} between 10 and 300`),
    check('clients_dispatch_speed_check', sql`${t.dispatchSpeedKmh} between 5 and 200`),
    check('clients_visitor_retention_check', sql`${t.visitorRetentionDays} between 7 and 3650`),
  ],
);

export const clientNotes = pgTable(
  'client_notes',
  {
    id: id(),
    clientId: clientId(),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_notes_client_idx').on(t.clientId, t.createdAt),
    check('client_notes_content_check', sql`length(${t.content}) between 1 and 4000`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    clientId: clientId(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    status: text('status').$type<CustomerStatus>().notNull().default('Active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customers_client_id_id_key').on(t.clientId, t.id),
    index('customers_client_name_idx').on(t.clientId, t.name),
    check('customers_status_check', sql`${t.status} in ('Active', 'Inactive')`),
  ],
);

// ── People ───────────────────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
    clientId: clientId(),
    /** Set for users of a customer (roles client/customer): their access is scoped to that customer. */
    customerId: uuid('customer_id'),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{guest}'::text[]`),
    displayName: text('display_name').notNull().default('Guest User'),
    photoUrl: text('photo_url'),
    /** The stored file behind photoUrl; null with a photoUrl only for a photo still under DATA_DIR/photos. */
    photoFile: text('photo_file').references(() => storedFiles.sha256),
    phone: text('phone'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    availability: text('availability').notNull().default('available'),
    /** Weekly pattern (docs/product/personnel-and-tasks.md#personnel): the weekdays the person can work, e.g. { mon: true, …, sun: false }. */
    weeklyAvailability: jsonb('weekly_availability').$type<WeeklyAvailabilityJson>(),
    licenceNumber: text('licence_number'),
    licenceExpiresOn: date('licence_expires_on'),
    notes: text('notes'),
    /** The admin's working client (docs/product/access-and-roles.md#admin). */
    activeClientId: uuid('active_client_id').references(() => clients.id, { onDelete: 'set null' }),
    currentEventId: uuid('current_event_id'),
    shortcuts: text('shortcuts').array().notNull().default(sql`'{}'::text[]`),
    settings: jsonb('settings'),
    theme: jsonb('theme'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    unique('users_client_id_id_key').on(t.clientId, t.id),
    index('users_client_idx').on(t.clientId, t.displayName),
    index('users_photo_file_idx').on(t.photoFile).where(sql`${t.photoFile} is not null`),
    foreignKey({
      name: 'users_customer_fk',
      columns: [t.clientId, t.customerId],
      foreignColumns: [customers.clientId, customers.id],
    }),
    foreignKey({
      name: 'users_current_event_fk',
      columns: [t.clientId, t.currentEventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('current_event_id')),
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('users_availability_check', sql`${t.availability} in ('available', 'unavailable', 'on_leave')`),
    check('users_roles_not_empty', sql`cardinality(${t.roles}) >= 1`),
  ],
);

/** permissions.fullClientAccess: customers whose events this user may see. */
export const userCustomerAccess = pgTable(
  'user_customer_access',
  {
    clientId: clientId(),
    userId: uuid('user_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    grantedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    foreignKey({
      name: 'uca_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'uca_customer_fk',
      columns: [t.clientId, t.customerId],
      foreignColumns: [customers.clientId, customers.id],
    }).onDelete('cascade'),
    index('uca_customer_idx').on(t.customerId),
  ],
);

export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('oidc_identities_issuer_subject_key').on(t.issuer, t.subject)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not give working cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    expiresAt: tz('expires_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When the person last proved who they are on this session (sign-in, POST /auth/reauthenticate): step-up. */
    reauthenticatedAt: tz('reauthenticated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Keys kept in the database encrypted with SECRETS_KEY (the recovery-code hashing key); see secrets/secret-box.ts. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ── Multi-factor sign-in (docs/decisions/0015-multi-factor-sign-in.md) ──────────────────────────────────

/** A person's authenticator app (RFC 6238). Unconfirmed until the first valid code; never shown again after. */
export const mfaTotp = pgTable('mfa_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 secret, encrypted with SECRETS_KEY (`v1.` prefix; see secrets/secret-box.ts). */
  secret: text('secret').notNull(),
  confirmedAt: tz('confirmed_at'),
  /** The last 30-second time step a code was accepted for: the same or an earlier step is a replay. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as HMAC-SHA-256 of their SHA-256 with a server key (`h1:` prefix; random, so no slow hash). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('mfa_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/** WebAuthn credentials (passkeys) registered as second factors. */
export const mfaPasskeys = pgTable(
  'mfa_passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url credential id. */
    credentialId: text('credential_id').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tz('last_used_at'),
  },
  (t) => [uniqueIndex('mfa_passkeys_credential_key').on(t.credentialId), index('mfa_passkeys_user_idx').on(t.userId)],
);

/**
 * A sign-in waiting for its second factor (the password or the OpenID provider was accepted), or a passkey
 * registration waiting for the authenticator. Kept in PostgreSQL so any API process can finish it; single use,
 * short-lived, and `attempts` is reserved with a conditional UPDATE before a code is checked.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    /** sha256 of the token in the wp_mfa cookie (sign-in), or `registration:{userId}`. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** How the first factor was proved: password or oidc (audited with the session). */
    source: text('source').notNull(),
    remember: boolean('remember').notNull().default(true),
    /** The person has no factor yet but their client requires one: they enrol before getting a session. */
    enrolmentRequired: boolean('enrolment_required').notNull().default(false),
    webauthnChallenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    consumedAt: tz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mfa_challenges_user_idx').on(t.userId),
    index('mfa_challenges_expires_idx').on(t.expiresAt),
    check('mfa_challenges_kind_check', sql`${t.kind} in ('sign-in', 'passkey-registration')`),
    check('mfa_challenges_source_check', sql`${t.source} in ('password', 'oidc', 'session')`),
  ],
);

/** Wrong second-factor codes per account in a rolling window (reserved atomically, like the challenge's). */
export const mfaAccountAttempts = pgTable('mfa_account_attempts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  windowStart: tz('window_start').notNull(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A reset link asked for and not yet handled. The request only writes this row (the same work whether or not the
 * email has an account, so the answer's timing tells nothing); sending the link happens after the answer.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  origin: text('origin').notNull(),
  ip: text('ip'),
  requestId: text('request_id'),
  requestedAt: tz('requested_at').notNull(),
});

/** Outgoing mail when no SMTP server is configured; tests read it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: tz('sent_at'),
});

/**
 * Attempts that count towards a rate limit (sign-in, password-reset requests, sign-ups, reset redemptions): a row
 * is reserved before the work it limits, under an advisory lock per key, so parallel requests cannot overrun the
 * limit (docs/decisions/0014-hardening-limits-text-and-fuzzing.md). A successful sign-in gives its reservation back.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    email: text('email'),
    ip: text('ip'),
    at: tz('at').notNull(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.kind, t.email, t.at),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.at),
    check('auth_attempts_kind_check', sql`${t.kind} in ('sign-in', 'password-reset', 'sign-up', 'reset-password')`),
  ],
);

// ── Events (jobs at sites) ───────────────────────────────────────────────────────────────────────────────

export const events = pgTable(
  'events',
  {
    id: id(),
    clientId: clientId(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    siteName: text('site_name'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** IANA zone for the event's day boundaries. */
    timeZone: text('time_zone').notNull().default('UTC'),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    guardPayRateCents: integer('guard_pay_rate_cents').notNull().default(0),
    managerPayRateCents: integer('manager_pay_rate_cents').notNull().default(0),
    supervisorPayRateCents: integer('supervisor_pay_rate_cents').notNull().default(0),
    payrollBudgetCents: bigint('payroll_budget_cents', { mode: 'number' }).notNull().default(0),
    /** Welfare check-calls (docs/product/tours-and-check-calls.md#check-calls): minutes between calls; null = off. */
    checkCallMinutes: integer('check_call_minutes'),
    /** No Movement after this many minutes without a position change beyond 10 m; null = off. */
    noMovementMinutes: integer('no_movement_minutes'),
    unassigned: boolean('unassigned').notNull().default(false),
    // Annotated: users also references events, and TypeScript needs one side of the cycle spelled out.
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('events_client_id_id_key').on(t.clientId, t.id),
    foreignKey({
      name: 'events_customer_fk',
      columns: [t.clientId, t.customerId],
      foreignColumns: [customers.clientId, customers.id],
    }),
    index('events_client_start_idx').on(t.clientId, t.startAt),
    index('events_client_end_idx').on(t.clientId, t.endAt),
    index('events_customer_idx').on(t.customerId),
    check('events_dates_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'events_money_check',
      sql`${t.guardPayRateCents} >= 0 and ${t.managerPayRateCents} >= 0 and ${t.supervisorPayRateCents} >= 0 and ${t.payrollBudgetCents} >= 0`,
    ),
  ],
);

/** permissions.individualEvents: single events this user may see. */
export const userEventAccess = pgTable(
  'user_event_access',
  {
    clientId: clientId(),
    userId: uuid('user_id').notNull(),
    eventId: uuid('event_id').notNull(),
    grantedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    foreignKey({
      name: 'uea_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'uea_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete('cascade'),
    index('uea_event_idx').on(t.eventId),
  ],
);

const eventFk = (name: string, t: { clientId: AnyPgColumn; eventId: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.clientId, t.eventId], foreignColumns: [events.clientId, events.id] }).onDelete(
    'cascade',
  );

export const eventNotes = pgTable(
  'event_notes',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [eventFk('event_notes_event_fk', t), index('event_notes_event_idx').on(t.eventId, t.createdAt)],
);

export const zoneTypes = ['Allowed zone', 'Break zone', 'Restricted zone'] as const;
export type ZoneType = (typeof zoneTypes)[number];

export const geofences = pgTable(
  'geofences',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    title: text('title'),
    zoneType: text('zone_type').$type<ZoneType>().notNull(),
    polygon: jsonb('polygon').$type<Polygon>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    eventFk('geofences_event_fk', t),
    index('geofences_client_idx').on(t.clientId, t.createdAt),
    index('geofences_event_idx').on(t.eventId),
    check('geofences_zone_type_check', sql`${t.zoneType} in ('Allowed zone', 'Break zone', 'Restricted zone')`),
  ],
);

export const restrictedAreas = pgTable(
  'restricted_areas',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    polygon: jsonb('polygon').$type<Polygon>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [eventFk('restricted_areas_event_fk', t), index('restricted_areas_event_idx').on(t.eventId)],
);

/** Assigned guards. A row with `unassigned_at` set is history: who unassigned whom and when. */
export const eventAssignments = pgTable(
  'event_assignments',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    assignedAt: tz('assigned_at').notNull().defaultNow(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    unassignedAt: tz('unassigned_at'),
    unassignedBy: uuid('unassigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    eventFk('event_assignments_event_fk', t),
    foreignKey({
      name: 'event_assignments_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('event_assignments_current_key').on(t.eventId, t.userId).where(sql`${t.unassignedAt} is null`),
    index('event_assignments_user_idx').on(t.userId),
  ],
);

// ── Time and attendance ──────────────────────────────────────────────────────────────────────────────────

export const clockEntries = pgTable(
  'clock_entries',
  {
    id: id(),
    clientId: clientId(),
    userId: uuid('user_id').notNull(),
    eventId: uuid('event_id'),
    clockIn: tz('clock_in').notNull(),
    clockOut: tz('clock_out'),
    /** field = the guard clocked in on their phone; timesheet = entered by a supervisor or above. */
    source: text('source').notNull().default('field'),
    clockInLat: doublePrecision('clock_in_lat'),
    clockInLng: doublePrecision('clock_in_lng'),
    clockInAccuracy: real('clock_in_accuracy'),
    /** A field clock-in far outside every Allowed zone of its event (accepted, flagged, alerted). */
    offSite: boolean('off_site').notNull().default(false),
    note: text('note'),
    /** The shift this entry covers (docs/product/shifts.md), when it covers one. */
    shiftId: uuid('shift_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'clock_entries_shift_fk',
      columns: [t.clientId, t.shiftId],
      foreignColumns: [shifts.clientId, shifts.id],
    }).onDelete(setNull('shift_id')),
    // Migration 0036 adds user_id as an included column (Drizzle cannot say INCLUDE).
    index('clock_entries_shift_idx').on(t.shiftId).where(sql`${t.shiftId} is not null`),
    foreignKey({
      name: 'clock_entries_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'clock_entries_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('event_id')),
    index('clock_entries_client_in_idx').on(t.clientId, t.clockIn),
    // With the user and the clock-out, the reports' per-event reads are index-only scans (migration 0012).
    index('clock_entries_event_idx').on(t.eventId, t.clockIn, t.userId, t.clockOut),
    index('clock_entries_user_idx').on(t.userId, t.clockIn),
    uniqueIndex('clock_entries_open_key').on(t.userId).where(sql`${t.clockOut} is null`),
    check('clock_entries_order_check', sql`${t.clockOut} is null or ${t.clockOut} > ${t.clockIn}`),
    check('clock_entries_source_check', sql`${t.source} in ('field', 'timesheet')`),
  ],
);

/** A missed punch added or a clock entry corrected on a timesheet: the values before and after, why, who, when. */
export const clockEntryCorrections = pgTable(
  'clock_entry_corrections',
  {
    id: id(),
    clientId: clientId(),
    clockEntryId: uuid('clock_entry_id')
      .notNull()
      .references(() => clockEntries.id, { onDelete: 'cascade' }),
    /** added = a missed punch entered on the timesheet; corrected = an existing entry's times changed. */
    kind: text('kind').notNull(),
    beforeClockIn: tz('before_clock_in'),
    beforeClockOut: tz('before_clock_out'),
    afterClockIn: tz('after_clock_in').notNull(),
    afterClockOut: tz('after_clock_out'),
    reason: text('reason').notNull(),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: tz('corrected_at').notNull(),
    /** Order of the changes to one entry (several may share a time). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('clock_entry_corrections_entry_idx').on(t.clockEntryId, t.correctedAt),
    check('clock_entry_corrections_kind_check', sql`${t.kind} in ('added', 'corrected')`),
  ],
);

export const breakStatuses = ['active', 'completed', 'overrun'] as const;

export const breaks = pgTable(
  'breaks',
  {
    id: id(),
    clientId: clientId(),
    userId: uuid('user_id').notNull(),
    eventId: uuid('event_id'),
    clockEntryId: uuid('clock_entry_id').references(() => clockEntries.id, { onDelete: 'set null' }),
    /** Planned length in minutes. */
    lengthOfBreak: integer('length_of_break').notNull(),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at'),
    status: text('status').notNull().default('active'),
    /** When the Break Overrun alert was raised (once per break; the scheduled check or the late end sets it). */
    overrunAlertedAt: tz('overrun_alerted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'breaks_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'breaks_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('event_id')),
    index('breaks_client_start_idx').on(t.clientId, t.startAt),
    index('breaks_event_idx').on(t.eventId, t.startAt),
    index('breaks_user_idx').on(t.userId, t.startAt),
    index('breaks_clock_entry_idx').on(t.clockEntryId).where(sql`${t.clockEntryId} is not null`),
    index('breaks_open_unalerted_idx').on(t.startAt).where(sql`${t.endAt} is null and ${t.overrunAlertedAt} is null`),
    uniqueIndex('breaks_open_key').on(t.userId).where(sql`${t.endAt} is null`),
    check('breaks_length_check', sql`${t.lengthOfBreak} > 0 and ${t.lengthOfBreak} <= 240`),
    check('breaks_order_check', sql`${t.endAt} is null or ${t.endAt} >= ${t.startAt}`),
    check('breaks_status_check', sql`${t.status} in ('active', 'completed', 'overrun')`),
  ],
);

export const locationPings = pgTable(
  'location_pings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: clientId(),
    userId: uuid('user_id').notNull(),
    eventId: uuid('event_id'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: real('accuracy'),
    recordedAt: tz('recorded_at').notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
    /** The device's idempotency key: a position replayed twice is stored once. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (t) => [
    foreignKey({
      name: 'location_pings_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    index('location_pings_user_time_idx').on(t.userId, t.recordedAt),
    index('location_pings_client_time_idx').on(t.clientId, t.recordedAt),
    uniqueIndex('location_pings_key').on(t.userId, t.idempotencyKey),
    check('location_pings_lat_check', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

// ── Alerts ───────────────────────────────────────────────────────────────────────────────────────────────

export const alertTypes = [
  'SOS',
  'eventAssigned',
  'eventUnassigned',
  'Geofence Exit',
  'Restricted Area Entry',
  'Break Overrun',
  'Break Zone Exit',
  'Watch List Match',
  'Missed Checkpoint',
  'Missed Check-Call',
  'No Movement',
  'Missed Clock-In',
  'Left Early',
  'Dispatch Not Acknowledged',
  'Response Target Missed',
  'Missed Patrol Visit',
] as const;
export type AlertType = (typeof alertTypes)[number];

export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    clientId: clientId(),
    type: text('type').$type<AlertType>().notNull(),
    guardId: uuid('guard_id'),
    eventId: uuid('event_id'),
    taskName: text('task_name'),
    lengthOfBreak: integer('length_of_break'),
    title: text('title').notNull(),
    notes: text('notes'),
    message: text('message'),
    /** What the title and message are made of, for each reader's language; null on alerts raised before. */
    params: jsonb('params').$type<AlertParams>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    seen: boolean('seen').notNull().default(false),
    seenAt: tz('seen_at'),
    seenBy: uuid('seen_by').references(() => users.id, { onDelete: 'set null' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    unassignedBy: uuid('unassigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'alerts_guard_fk',
      columns: [t.clientId, t.guardId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete(setNull('guard_id')),
    foreignKey({
      name: 'alerts_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('event_id')),
    index('alerts_client_created_idx').on(t.clientId, t.createdAt),
    index('alerts_client_unseen_idx').on(t.clientId).where(sql`not ${t.seen}`),
    index('alerts_event_idx').on(t.eventId),
    index('alerts_guard_idx').on(t.guardId, t.createdAt),
    check(
      'alerts_type_check',
      sql`${t.type} in ('SOS', 'eventAssigned', 'eventUnassigned', 'Geofence Exit', 'Restricted Area Entry', 'Break Overrun', 'Break Zone Exit', 'Watch List Match', 'Missed Checkpoint', 'Missed Check-Call', 'No Movement', 'Missed Clock-In', 'Left Early')`,
    ),
  ],
);

// ── Field app: geofence state, crossings, idempotent actions ─────────────────────────────────────────────

/**
 * Where each guard on duty stands against their event's zones, as of their latest evaluated position: the
 * geofence engine raises an alert only when this changes (once per crossing, not once per ping). One row per
 * guard; also the guard's latest position for the live map.
 */
export const guardZoneStates = pgTable(
  'guard_zone_states',
  {
    userId: uuid('user_id').primaryKey(),
    clientId: clientId(),
    clockEntryId: uuid('clock_entry_id').references(() => clockEntries.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id'),
    /** inside / outside every Allowed zone; null = not known yet (no position, or only ambiguous ones). */
    allowed: text('allowed'),
    /** Ids of the restricted zones the guard is inside. */
    restrictedInside: jsonb('restricted_inside').$type<string[]>().notNull().default([]),
    /** inside / outside the Break zones during the current break; null off break or not known. */
    breakZone: text('break_zone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: real('accuracy'),
    positionAt: tz('position_at'),
    /** Bumped by every change: a position evaluated against one version is written only if it still holds. */
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'guard_zone_states_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    index('guard_zone_states_client_idx').on(t.clientId),
    check('guard_zone_states_allowed_check', sql`${t.allowed} is null or ${t.allowed} in ('inside', 'outside')`),
    check('guard_zone_states_break_zone_check', sql`${t.breakZone} is null or ${t.breakZone} in ('inside', 'outside')`),
  ],
);

/** Each zone crossing (the Geofence report's rows): who, which event and zone, in or out, when, where. */
export const geofenceActivity = pgTable(
  'geofence_activity',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id'),
    userId: uuid('user_id'),
    zoneId: uuid('zone_id'),
    title: text('title'),
    zoneType: text('zone_type').$type<ZoneType>(),
    crossing: text('crossing').notNull(),
    at: tz('at').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'geofence_activity_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('event_id')),
    foreignKey({
      name: 'geofence_activity_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete(setNull('user_id')),
    index('geofence_activity_client_at_idx').on(t.clientId, t.at),
    index('geofence_activity_event_idx').on(t.eventId, t.at),
    check('geofence_activity_crossing_check', sql`${t.crossing} in ('enter', 'exit')`),
  ],
);

/** The first answer to each field action by idempotency key: a replay answers it again and changes nothing. */
export const fieldActionReceipts = pgTable(
  'field_action_receipts',
  {
    userId: uuid('user_id').notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    clientId: clientId(),
    kind: text('kind').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.idempotencyKey] }),
    foreignKey({
      name: 'field_action_receipts_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    index('field_action_receipts_created_idx').on(t.createdAt),
  ],
);

// ── Tours, checkpoints, check-calls (docs/product/tours-and-check-calls.md) ─────────────────────────────

/** A place on an event a guard proves they visited by scanning its label; `token` is the label's secret. */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusMeters: integer('radius_meters').notNull().default(30),
    instructions: text('instructions'),
    /** Random, URL-safe; rotating it invalidates every printed label. */
    token: text('token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Removed at (docs/product/tours-and-check-calls.md#changing-and-removing): the row stays for the scans that name
     * it; its label stops working and later runs no longer expect it.
     */
    archivedAt: tz('archived_at'),
  },
  (t) => [
    unique('checkpoints_client_id_id_key').on(t.clientId, t.id),
    uniqueIndex('checkpoints_token_key').on(t.token),
    foreignKey({
      name: 'checkpoints_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete('cascade'),
    index('checkpoints_event_idx').on(t.eventId),
    check('checkpoints_radius_check', sql`${t.radiusMeters} > 0 and ${t.radiusMeters} <= 10000`),
  ],
);

/** A named list of checkpoints walked every `every_minutes` within a daily window of the event's time zone. */
export const tours = pgTable(
  'tours',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    name: text('name').notNull(),
    checkpointIds: uuid('checkpoint_ids').array().notNull(),
    ordered: boolean('ordered').notNull().default(false),
    /** 'HH:mm' wall-clock times; an end at or before the start crosses midnight. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    everyMinutes: integer('every_minutes').notNull(),
    graceMinutes: integer('grace_minutes').notNull(),
    createdAt: createdAt(),
    /**
     * The tour's runs are those starting in [valid_from, archived_at) (docs/product/tours-and-check-calls.md#changing-and-removing):
     * an edit keeps the former version as an archived copy holding the runs before it.
     */
    validFrom: tz('valid_from'),
    archivedAt: tz('archived_at'),
  },
  (t) => [
    unique('tours_client_id_id_key').on(t.clientId, t.id),
    foreignKey({
      name: 'tours_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete('cascade'),
    index('tours_event_idx').on(t.eventId),
  ],
);

/**
 * A tour's run, kept once something happened to it (a scan attached, or its window closed): runs are computed
 * from the tour (src/shared/tour-schedule.ts); the row gives a run its id and its one Missed Checkpoint alert.
 */
export const tourRuns = pgTable(
  'tour_runs',
  {
    id: id(),
    clientId: clientId(),
    tourId: uuid('tour_id').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    closesAt: tz('closes_at').notNull(),
    /** Set once when the run closed (window + grace) and was judged; the Missed Checkpoint alert if any. */
    closedAt: tz('closed_at'),
    missedAlertId: uuid('missed_alert_id'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'tour_runs_tour_fk',
      columns: [t.clientId, t.tourId],
      foreignColumns: [tours.clientId, tours.id],
    }).onDelete('cascade'),
    uniqueIndex('tour_runs_tour_start_key').on(t.tourId, t.startsAt),
    index('tour_runs_starts_idx').on(t.clientId, t.startsAt),
  ],
);

/** A guard's scan of a checkpoint: kept even when flagged. */
export const checkpointScans = pgTable(
  'checkpoint_scans',
  {
    id: id(),
    clientId: clientId(),
    checkpointId: uuid('checkpoint_id').notNull(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    tourRunId: uuid('tour_run_id').references(() => tourRuns.id, { onDelete: 'set null' }),
    scannedAt: tz('scanned_at').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: real('accuracy'),
    /** The most serious of `flags` (docs/product/tours-and-check-calls.md#scanning); null when it has none. */
    flagged: text('flagged'),
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    /** When the server recorded the scan (`scanned_at` is the phone's time). */
    receivedAt: tz('received_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'checkpoint_scans_checkpoint_fk',
      columns: [t.clientId, t.checkpointId],
      foreignColumns: [checkpoints.clientId, checkpoints.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'checkpoint_scans_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    index('checkpoint_scans_checkpoint_idx').on(t.checkpointId, t.scannedAt),
    index('checkpoint_scans_user_idx').on(t.userId, t.scannedAt),
    index('checkpoint_scans_run_idx').on(t.tourRunId),
    check(
      'checkpoint_scans_flag_check',
      sql`${t.flagged} is null or ${t.flagged} in ('impossible_travel', 'far', 'late_sync', 'low_accuracy', 'no_position')`,
    ),
    check(
      'checkpoint_scans_flags_check',
      sql`${t.flags} <@ array['impossible_travel', 'far', 'late_sync', 'low_accuracy', 'no_position']::text[] and (${t.flagged} is null) = (cardinality(${t.flags}) = 0)`,
    ),
  ],
);

/** A guard's "I'm OK" (a welfare check-call); a checkpoint scan counts as one too. */
export const checkCalls = pgTable(
  'check_calls',
  {
    id: id(),
    clientId: clientId(),
    userId: uuid('user_id').notNull(),
    eventId: uuid('event_id'),
    at: tz('at').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: real('accuracy'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'check_calls_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    index('check_calls_user_idx').on(t.userId, t.at),
  ],
);

/**
 * Welfare alerts raised for a clock entry, once per due time and level: a missed check-call ('supervisors' at due +
 * grace, 'escalated' at due + 2 × grace) or no movement ('no-movement', keyed by the time it was still).
 */
export const welfareAlerts = pgTable(
  'welfare_alerts',
  {
    clockEntryId: uuid('clock_entry_id')
      .notNull()
      .references(() => clockEntries.id, { onDelete: 'cascade' }),
    dueAt: tz('due_at').notNull(),
    level: text('level').notNull(),
    alertId: uuid('alert_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clockEntryId, t.dueAt, t.level] }),
    check('welfare_alerts_level_check', sql`${t.level} in ('supervisors', 'escalated', 'no-movement')`),
  ],
);

// ── Incident reports ─────────────────────────────────────────────────────────────────────────────────────

/** The types a person files, then those the system itself writes. */
export const reportTypes = [
  ...fileableReportTypes,
  'Clocked In Out Report',
  'Geofence Report',
  'Break Report',
  'Payroll Report',
  'Financial Report',
] as const;
export type ReportType = (typeof reportTypes)[number];

export const incidentReports = pgTable(
  'incident_reports',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id'),
    guardId: uuid('guard_id'),
    reportType: text('report_type').$type<ReportType>().notNull(),
    reportSubType: text('report_sub_type'),
    incidentType: text('incident_type'),
    incidentLocation: text('incident_location'),
    incidentDate: tz('incident_date'),
    victimName: text('victim_name'),
    victimNumber: text('victim_number'),
    witnessName: text('witness_name'),
    witnessNumber: text('witness_number'),
    policeCalled: boolean('police_called'),
    policeReportNumber: text('police_report_number'),
    actionTaken: text('action_taken'),
    firePresent: boolean('fire_present'),
    evacuationOccurred: boolean('evacuation_occurred'),
    vandalismType: text('vandalism_type'),
    itemsTaken: text('items_taken'),
    details: text('details'),
    guardNote: text('guard_note'),
    signature: text('signature'),
    geofenceType: text('geofence_type').$type<ZoneType>(),
    periodStart: tz('period_start'),
    periodEnd: tz('period_end'),
    /** Empty on creation (docs/product/incident-reports.md#review); 'Under review', then 'Closed' (supervisor and above). */
    status: text('status').notNull().default(''),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: tz('status_changed_at'),
    submittedAt: tz('submitted_at').notNull().defaultNow(),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** 1 when filed; each edit after submission keeps the prior fields in incident_report_versions first. */
    version: integer('version').notNull().default(1),
    /** SHA-256 of the report's fields as filed or last edited: printed on the PDF, so a copy can be checked. */
    contentHash: text('content_hash'),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'incident_reports_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('event_id')),
    foreignKey({
      name: 'incident_reports_guard_fk',
      columns: [t.clientId, t.guardId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete(setNull('guard_id')),
    unique('incident_reports_client_id_id_key').on(t.clientId, t.id),
    index('incident_reports_client_submitted_idx').on(t.clientId, t.submittedAt),
    index('incident_reports_client_type_idx').on(t.clientId, t.reportType, t.submittedAt),
    index('incident_reports_event_idx').on(t.eventId),
    check('incident_reports_status_check', sql`${t.status} in ('', 'Under review', 'Closed')`),
    check(
      'incident_reports_type_check',
      sql`${t.reportType} in ('Detailed Incident Report', 'Fire Report', 'Vandalism Report', 'Suspicious Activity Report', 'Break-In Report', 'Custom Report', 'Clocked In Out Report', 'Geofence Report', 'Break Report', 'Payroll Report', 'Financial Report')`,
    ),
  ],
);

export const incidentReportComments = pgTable(
  'incident_report_comments',
  {
    id: id(),
    clientId: clientId(),
    reportId: uuid('report_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'incident_report_comments_report_fk',
      columns: [t.clientId, t.reportId],
      foreignColumns: [incidentReports.clientId, incidentReports.id],
    }).onDelete('cascade'),
    index('incident_report_comments_report_idx').on(t.reportId, t.createdAt),
    check('incident_report_comments_content_check', sql`length(${t.content}) > 0`),
  ],
);

/** The fields of a report before each edit after submission: a printed copy can be matched to its version. */
export const incidentReportVersions = pgTable(
  'incident_report_versions',
  {
    id: id(),
    clientId: clientId(),
    reportId: uuid('report_id').notNull(),
    version: integer('version').notNull(),
    fields: jsonb('fields').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Why the report was changed after this version (said by the editor). */
    reason: text('reason'),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: tz('edited_at').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'incident_report_versions_report_fk',
      columns: [t.clientId, t.reportId],
      foreignColumns: [incidentReports.clientId, incidentReports.id],
    }).onDelete('cascade'),
    uniqueIndex('incident_report_versions_key').on(t.reportId, t.version),
  ],
);

/** Evidence photos: metadata here, the image and its thumbnail in stored_files (ADR 0011, ADR 0026). */
export const incidentReportAttachments = pgTable(
  'incident_report_attachments',
  {
    id: id(),
    clientId: clientId(),
    reportId: uuid('report_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Legacy: evidence is stored under DATA_DIR/evidence (by sha256); kept nullable for rows written before. */
    content: bytea('content'),
    /** The photo and its WebP thumbnail in the file store. */
    imageFile: text('image_file').references(() => storedFiles.sha256),
    thumbnailFile: text('thumbnail_file').references(() => storedFiles.sha256),
    /**
     * Legacy: the photo and thumbnail as files under DATA_DIR; the start-up move (src/server/files/legacy-files.ts)
     * stores them, then clears these.
     */
    storagePath: text('storage_path'),
    thumbnailPath: text('thumbnail_path'),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'incident_report_attachments_report_fk',
      columns: [t.clientId, t.reportId],
      foreignColumns: [incidentReports.clientId, incidentReports.id],
    }).onDelete('cascade'),
    index('incident_report_attachments_report_idx').on(t.reportId),
    index('incident_report_attachments_image_file_idx').on(t.imageFile).where(sql`${t.imageFile} is not null`),
    index('incident_report_attachments_thumbnail_file_idx')
      .on(t.thumbnailFile)
      .where(sql`${t.thumbnailFile} is not null`),
  ],
);

// ── Visitors ─────────────────────────────────────────────────────────────────────────────────────────────

export const visitorStatuses = ['requested', 'expected', 'checked_in', 'checked_out', 'denied', 'cancelled'] as const;

export const visitors = pgTable(
  'visitors',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id'),
    name: text('name').notNull(),
    company: text('company'),
    email: text('email'),
    phone: text('phone'),
    hostName: text('host_name'),
    purpose: text('purpose'),
    vehiclePlate: text('vehicle_plate'),
    badgeNumber: text('badge_number'),
    /** The kind of ID document seen and only the last 4 digits of its number (never more). */
    idType: text('id_type'),
    idLast4: text('id_last4'),
    /** The check-in photo in the file store. */
    photoFile: text('photo_file').references(() => storedFiles.sha256),
    /** Legacy: the photo as a file under DATA_DIR (visitor-photos/…) until the start-up move stores it. */
    photoPath: text('photo_path'),
    photoContentType: text('photo_content_type'),
    /** When a check-in attempt matched the watch list and raised its alert (once per visitor). */
    watchListAlertedAt: tz('watch_list_alerted_at'),
    /** When the retention job removed the visitor's personal data (the visit itself stays). */
    purgedAt: tz('purged_at'),
    status: text('status').notNull().default('expected'),
    expectedAt: tz('expected_at'),
    checkedInAt: tz('checked_in_at'),
    checkedOutAt: tz('checked_out_at'),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedOutBy: uuid('checked_out_by').references(() => users.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** A manager's answer to a visit request: approved (→ expected) or declined (→ denied), with an optional note. */
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'visitors_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('event_id')),
    index('visitors_client_expected_idx').on(t.clientId, t.expectedAt),
    index('visitors_client_on_site_idx').on(t.clientId).where(sql`${t.status} = 'checked_in'`),
    index('visitors_client_requested_idx').on(t.clientId, t.expectedAt).where(sql`${t.status} = 'requested'`),
    index('visitors_event_idx').on(t.eventId),
    index('visitors_requested_by_idx').on(t.requestedBy, t.createdAt),
    index('visitors_client_unpurged_idx').on(t.clientId).where(sql`${t.purgedAt} is null`),
    index('visitors_photo_file_idx').on(t.photoFile).where(sql`${t.photoFile} is not null`),
    check(
      'visitors_id_type_check',
      sql`${t.idType} is null or ${t.idType} in ('drivers_licence', 'passport', 'national_id', 'other')`,
    ),
    check('visitors_id_last4_check', sql`${t.idLast4} is null or ${t.idLast4} ~ '^[0-9]{4}$'`),
    check(
      'visitors_status_check',
      sql`${t.status} in ('requested', 'expected', 'checked_in', 'checked_out', 'denied', 'cancelled')`,
    ),
    check(
      'visitors_order_check',
      sql`${t.checkedOutAt} is null or ${t.checkedInAt} is null or ${t.checkedOutAt} >= ${t.checkedInAt}`,
    ),
  ],
);

export const visitorBlocklist = pgTable(
  'visitor_blocklist',
  {
    id: id(),
    clientId: clientId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    vehiclePlate: text('vehicle_plate'),
    /** The name and plate as matched (src/shared/watch-list.ts: no accents, lower case, single spaces). */
    nameKey: text('name_key').notNull().default(''),
    plateKey: text('plate_key'),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitor_blocklist_client_idx').on(t.clientId, t.name),
    index('visitor_blocklist_name_key_idx').on(t.clientId, t.nameKey),
    index('visitor_blocklist_plate_key_idx').on(t.clientId, t.plateKey).where(sql`${t.plateKey} is not null`),
  ],
);

// ── Messenger ────────────────────────────────────────────────────────────────────────────────────────────

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    clientId: clientId(),
    kind: text('kind').notNull().default('direct'),
    title: text('title'),
    eventId: uuid('event_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: tz('last_message_at'),
  },
  (t) => [
    unique('conversations_client_id_id_key').on(t.clientId, t.id),
    foreignKey({
      name: 'conversations_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('event_id')),
    index('conversations_client_last_idx').on(t.clientId, t.lastMessageAt),
    check('conversations_kind_check', sql`${t.kind} in ('direct', 'group', 'event')`),
    uniqueIndex('conversations_event_group_key').on(t.eventId).where(sql`${t.kind} = 'event'`),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    clientId: clientId(),
    conversationId: uuid('conversation_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastReadAt: tz('last_read_at'),
    /** When the member last fetched the conversation list or its messages (the "delivered" tick). */
    lastDeliveredAt: tz('last_delivered_at'),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    foreignKey({
      name: 'conversation_members_conversation_fk',
      columns: [t.clientId, t.conversationId],
      foreignColumns: [conversations.clientId, conversations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversation_members_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    clientId: clientId(),
    conversationId: uuid('conversation_id').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The sender's idempotency key: a repeat answers the first message. */
    clientMessageId: uuid('client_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'messages_conversation_fk',
      columns: [t.clientId, t.conversationId],
      foreignColumns: [conversations.clientId, conversations.id],
    }).onDelete('cascade'),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_sender_client_message_key').on(t.senderId, t.clientMessageId),
    check('messages_body_check', sql`length(${t.body}) between 1 and 4000`),
  ],
);

// ── Tasks ────────────────────────────────────────────────────────────────────────────────────────────────

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id'),
    title: text('title').notNull(),
    description: text('description'),
    assignedTo: uuid('assigned_to'),
    dueAt: tz('due_at'),
    status: text('status').notNull().default('open'),
    priority: text('priority').notNull().default('normal'),
    completedAt: tz('completed_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'tasks_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tasks_assignee_fk',
      columns: [t.clientId, t.assignedTo],
      foreignColumns: [users.clientId, users.id],
    }).onDelete(setNull('assigned_to')),
    index('tasks_client_due_idx').on(t.clientId, t.dueAt),
    index('tasks_assignee_idx').on(t.assignedTo, t.status),
    check('tasks_status_check', sql`${t.status} in ('open', 'in_progress', 'done', 'cancelled')`),
    check('tasks_priority_check', sql`${t.priority} in ('low', 'normal', 'high')`),
  ],
);

// ── Audit ────────────────────────────────────────────────────────────────────────────────────────────────

/** Every write: who did what to which record, from which request. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_client_created_idx').on(t.clientId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

// ── Scheduling (docs/product/shifts.md, docs/decisions/0030-shifts-and-eligibility.md) ────────────────

/**
 * A client's scheduling rules. No row means every default (src/shared/contract/shifts.ts, schedulingDefaults):
 * readers coalesce, so a client never needs a row written before scheduling works.
 */
export const schedulingSettings = pgTable(
  'scheduling_settings',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    minRestMinutes: integer('min_rest_minutes').notNull(),
    weeklyOvertimeMinutes: integer('weekly_overtime_minutes').notNull(),
    /** 0 = Sunday … 6 = Saturday: the first day of the overtime week, in the client's time zone. */
    weekStart: integer('week_start').notNull(),
    /** The overtime pay multiplier in hundredths (150 = 1.5×). */
    overtimeMultiplierPct: integer('overtime_multiplier_pct').notNull(),
    noShowGraceMinutes: integer('no_show_grace_minutes').notNull(),
    /** auto: a guard's claim of an open shift assigns them; manager: it waits for a manager's approval. */
    claimApproval: text('claim_approval').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('scheduling_settings_min_rest_check', sql`${t.minRestMinutes} between 0 and 1440`),
    check('scheduling_settings_overtime_check', sql`${t.weeklyOvertimeMinutes} between 60 and 10080`),
    check('scheduling_settings_week_start_check', sql`${t.weekStart} between 0 and 6`),
    check('scheduling_settings_multiplier_check', sql`${t.overtimeMultiplierPct} between 100 and 300`),
    check('scheduling_settings_grace_check', sql`${t.noShowGraceMinutes} between 0 and 240`),
    check('scheduling_settings_claim_check', sql`${t.claimApproval} in ('auto', 'manager')`),
  ],
);

/**
 * A shift: a post of an event staffed by `headcount` people from start to end (inside the event; it may cross
 * midnight). Cancelling keeps the row (cancelled_at) for history and the schedule-vs-actual report. Shifts made
 * by one repeat share `series_id`.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    post: text('post').notNull(),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    headcount: integer('headcount').notNull().default(1),
    requiredRole: text('required_role').notNull().default('guard'),
    notes: text('notes'),
    seriesId: uuid('series_id'),
    /** When a manager published it as an open shift (guards may claim its free places). */
    publishedAt: tz('published_at'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: tz('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** An edit of times or role saved although it blocks people on the shift: the reason, who, when, and whom. */
    editOverrideReason: text('edit_override_reason'),
    editOverrideBy: uuid('edit_override_by').references(() => users.id, { onDelete: 'set null' }),
    editOverrideAt: tz('edit_override_at'),
    editOverridePeople:
      jsonb('edit_override_people').$type<
        { userId: string; name: string; blocks: string[]; params: Record<string, string | number> }[]
      >(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('shifts_client_id_id_key').on(t.clientId, t.id),
    eventFk('shifts_event_fk', t),
    index('shifts_client_start_idx').on(t.clientId, t.startAt),
    index('shifts_event_start_idx').on(t.eventId, t.startAt),
    index('shifts_open_idx')
      .on(t.clientId, t.startAt)
      .where(sql`${t.publishedAt} is not null and ${t.cancelledAt} is null`),
    check('shifts_dates_check', sql`${t.endAt} > ${t.startAt}`),
    check('shifts_headcount_check', sql`${t.headcount} between 1 and 100`),
    check('shifts_required_role_check', sql`${t.requiredRole} in ('guard', 'supervisor', 'manager')`),
  ],
);

/**
 * A person on a shift. `assigned` fills a place; `pending` is a claim waiting for a manager (it holds the place
 * until approved or denied). An assignment of a person the eligibility check blocked carries the override: the
 * reason, who gave it and the block codes at that moment.
 */
export const shiftAssignments = pgTable(
  'shift_assignments',
  {
    id: id(),
    clientId: clientId(),
    shiftId: uuid('shift_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull().default('assigned'),
    /** manager: assigned by a manager; claim: an open shift claimed by the guard; swap: taken over in a swap. */
    source: text('source').notNull().default('manager'),
    overrideReason: text('override_reason'),
    overrideBy: uuid('override_by').references(() => users.id, { onDelete: 'set null' }),
    overrideBlocks: text('override_blocks').array(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: tz('assigned_at').notNull().defaultNow(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: tz('approved_at'),
    /** The Missed Clock-In alert raised for this assignment (at most one: the marker of the no-show check). */
    noShowAlertId: uuid('no_show_alert_id').references(() => alerts.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      name: 'shift_assignments_shift_fk',
      columns: [t.clientId, t.shiftId],
      foreignColumns: [shifts.clientId, shifts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shift_assignments_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('shift_assignments_key').on(t.shiftId, t.userId),
    index('shift_assignments_user_idx').on(t.clientId, t.userId),
    check('shift_assignments_status_check', sql`${t.status} in ('assigned', 'pending')`),
    check('shift_assignments_source_check', sql`${t.source} in ('manager', 'claim', 'swap')`),
  ],
);

/** Time off a person asked for; approved time off blocks shifts that overlap it. */
export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: id(),
    clientId: clientId(),
    userId: uuid('user_id').notNull(),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tz('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'time_off_requests_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    index('time_off_requests_user_idx').on(t.clientId, t.userId, t.startAt),
    index('time_off_requests_pending_idx').on(t.clientId, t.createdAt).where(sql`${t.status} = 'pending'`),
    check('time_off_requests_dates_check', sql`${t.endAt} > ${t.startAt}`),
    check('time_off_requests_status_check', sql`${t.status} in ('pending', 'approved', 'denied', 'cancelled')`),
  ],
);

/**
 * A guard offers one of their shifts; another eligible guard takes it; a manager approves, which moves the
 * assignment. offered → taken → approved; or denied / cancelled.
 */
export const shiftSwaps = pgTable(
  'shift_swaps',
  {
    id: id(),
    clientId: clientId(),
    shiftId: uuid('shift_id').notNull(),
    fromUserId: uuid('from_user_id').notNull(),
    toUserId: uuid('to_user_id'),
    status: text('status').notNull().default('offered'),
    note: text('note'),
    createdAt: createdAt(),
    takenAt: tz('taken_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    foreignKey({
      name: 'shift_swaps_shift_fk',
      columns: [t.clientId, t.shiftId],
      foreignColumns: [shifts.clientId, shifts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shift_swaps_from_user_fk',
      columns: [t.clientId, t.fromUserId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shift_swaps_to_user_fk',
      columns: [t.clientId, t.toUserId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    index('shift_swaps_client_idx').on(t.clientId, t.status, t.createdAt),
    uniqueIndex('shift_swaps_open_key').on(t.shiftId, t.fromUserId).where(sql`${t.status} in ('offered', 'taken')`),
    check('shift_swaps_status_check', sql`${t.status} in ('offered', 'taken', 'approved', 'denied', 'cancelled')`),
  ],
);

// ── Daily activity reports (migration 0027, docs/decisions/0038) ─────────────────────────────────────────

/** The supervisor's note of an event's day (the day in the event's time zone). */
export const dailyNotes = pgTable(
  'daily_notes',
  {
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    updatedAt: tz('updated_at').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.day] }),
    eventFk('daily_notes_event_fk', t),
    check('daily_notes_body_check', sql`length(${t.body}) between 1 and 4000`),
  ],
);

/** An issued version of a day's report: its content as issued, chained by hash, never updated. */
export const dailyActivityReports = pgTable(
  'daily_activity_reports',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    contentHash: text('content_hash').notNull(),
    issuedAt: tz('issued_at').notNull(),
  },
  (t) => [
    eventFk('daily_activity_reports_event_fk', t),
    uniqueIndex('daily_activity_reports_version_key').on(t.eventId, t.day, t.version),
    index('daily_activity_reports_client_issued_idx').on(t.clientId, t.issuedAt),
    check('daily_activity_reports_version_check', sql`${t.version} >= 1`),
  ],
);

// ── Report delivery ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A customer's subscription to its events' daily activity reports, mailed at `send_at` (HH:mm) in each event's
 * time zone (docs/product/proof-of-service.md#scheduled-delivery). Deleting one keeps the row (deleted_at) so the
 * delivery log still names it.
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: id(),
    clientId: clientId(),
    customerId: uuid('customer_id').notNull(),
    recipients: text('recipients').array().notNull(),
    kind: text('kind').notNull(),
    sendAt: text('send_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: tz('deleted_at'),
  },
  (t) => [
    unique('report_subscriptions_client_id_id_key').on(t.clientId, t.id),
    foreignKey({
      name: 'report_subscriptions_customer_fk',
      columns: [t.clientId, t.customerId],
      foreignColumns: [customers.clientId, customers.id],
    }).onDelete('cascade'),
    index('report_subscriptions_customer_idx').on(t.clientId, t.customerId),
    check('report_subscriptions_kind_check', sql`${t.kind} in ('daily', 'weekly')`),
    check('report_subscriptions_send_at_check', sql`${t.sendAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('report_subscriptions_recipients_check', sql`cardinality(${t.recipients}) between 1 and 20`),
  ],
);

/**
 * One mail of a subscription: an event's report for a period, in one version. The unique key makes it exist once
 * across processes (docs/decisions/0039-report-delivery-exactly-once.md); status, attempts and next_attempt_at
 * drive the retries.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: id(),
    clientId: clientId(),
    /** A report's subscription and event; null on an invoice's delivery (report_deliveries_subject_check). */
    subscriptionId: uuid('subscription_id'),
    customerId: uuid('customer_id').notNull(),
    eventId: uuid('event_id'),
    /** The invoice mailed (kind 'invoice'); null on a report's delivery. */
    invoiceId: uuid('invoice_id'),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    revision: boolean('revision').notNull().default(false),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: tz('created_at').notNull(),
    sentAt: tz('sent_at'),
    nextAttemptAt: tz('next_attempt_at'),
  },
  (t) => [
    unique('report_deliveries_once_key').on(t.subscriptionId, t.eventId, t.periodStart, t.periodEnd, t.version),
    foreignKey({
      name: 'report_deliveries_subscription_fk',
      columns: [t.clientId, t.subscriptionId],
      foreignColumns: [reportSubscriptions.clientId, reportSubscriptions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'report_deliveries_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'report_deliveries_invoice_fk',
      columns: [t.clientId, t.invoiceId],
      foreignColumns: [invoices.clientId, invoices.id],
    }).onDelete('cascade'),
    index('report_deliveries_client_created_idx').on(t.clientId, t.createdAt),
    index('report_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'retrying')`),
    index('report_deliveries_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    check('report_deliveries_kind_check', sql`${t.kind} in ('daily', 'weekly', 'invoice')`),
    check(
      'report_deliveries_subject_check',
      sql`case when ${t.kind} = 'invoice' then ${t.invoiceId} is not null and ${t.subscriptionId} is null else ${t.invoiceId} is null and ${t.subscriptionId} is not null and ${t.eventId} is not null end`,
    ),
    check('report_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'retrying')`),
    check('report_deliveries_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

/** The files a delivery sends (the issued PDFs), kept so a retry sends the same bytes. */
export const reportDeliveryFiles = pgTable(
  'report_delivery_files',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => reportDeliveries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ name: 'report_delivery_files_pkey', columns: [t.deliveryId, t.position] })],
);

/** Attachments of a mail queued in the outbox. */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ name: 'mail_outbox_attachments_pkey', columns: [t.mailId, t.position] })],
);

// ── Billing (docs/product/billing.md) ────────────────────────────────────────────────────────────────────

/** The account and tax codes the accounting exports write, per client (defaults in contract/billing.ts). */
export const billingSettings = pgTable('billing_settings', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  salesAccountCode: text('sales_account_code').notNull(),
  taxType: text('tax_type').notNull(),
  incomeAccount: text('income_account').notNull(),
  receivableAccount: text('receivable_account').notNull(),
  taxAccount: text('tax_account').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const holidayCalendars = pgTable(
  'holiday_calendars',
  {
    id: id(),
    clientId: clientId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('holiday_calendars_client_id_id_key').on(t.clientId, t.id),
    uniqueIndex('holiday_calendars_name_key').on(t.clientId, sql`lower(${t.name})`),
  ],
);

export const holidayDates = pgTable(
  'holiday_dates',
  {
    clientId: clientId(),
    calendarId: uuid('calendar_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ name: 'holiday_dates_pkey', columns: [t.calendarId, t.date] }),
    foreignKey({
      name: 'holiday_dates_calendar_fk',
      columns: [t.clientId, t.calendarId],
      foreignColumns: [holidayCalendars.clientId, holidayCalendars.id],
    }).onDelete('cascade'),
  ],
);

// ── Payroll (docs/product/payroll-runs.md) ───────────────────────────────────────────────────────────────

/**
 * A client's pay settings (contract/payroll.ts); none until first saved. The weekly OT threshold, the multiplier and
 * the workweek's first day are the scheduling settings'.
 */
export const paySettings = pgTable(
  'pay_settings',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<'weekly' | 'biweekly' | 'semimonthly' | 'monthly'>().notNull(),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    dailyOtAfterMinutes: integer('daily_ot_after_minutes'),
    dailyDtAfterMinutes: integer('daily_dt_after_minutes'),
    holidayPayPct: integer('holiday_pay_pct').notNull(),
    holidayCalendarId: uuid('holiday_calendar_id'),
    provider: text('provider').$type<'adp' | 'gusto' | 'paychex' | 'quickbooks'>(),
    companyCode: text('company_code'),
    otEarningCode: text('ot_earning_code'),
    dtEarningCode: text('dt_earning_code'),
    holEarningCode: text('hol_earning_code'),
    gustoColumns: jsonb('gusto_columns').$type<Record<string, string | null>>(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'pay_settings_calendar_fk',
      columns: [t.clientId, t.holidayCalendarId],
      foreignColumns: [holidayCalendars.clientId, holidayCalendars.id],
    }).onDelete(setNull('holiday_calendar_id')),
    check('pay_settings_frequency_check', sql`${t.frequency} in ('weekly', 'biweekly', 'semimonthly', 'monthly')`),
    check(
      'pay_settings_daily_check',
      sql`(${t.dailyOtAfterMinutes} is null or ${t.dailyOtAfterMinutes} between 1 and 1440) and (${t.dailyDtAfterMinutes} is null or ${t.dailyDtAfterMinutes} between 1 and 1440) and (${t.dailyOtAfterMinutes} is null or ${t.dailyDtAfterMinutes} is null or ${t.dailyDtAfterMinutes} > ${t.dailyOtAfterMinutes})`,
    ),
    check('pay_settings_holiday_pct_check', sql`${t.holidayPayPct} between 100 and 300`),
    check('pay_settings_provider_check', sql`${t.provider} in ('adp', 'gusto', 'paychex', 'quickbooks')`),
    check(
      'pay_settings_codes_check',
      sql`length(${t.companyCode}) between 1 and 32 and length(${t.otEarningCode}) between 1 and 16 and length(${t.dtEarningCode}) between 1 and 16 and length(${t.holEarningCode}) between 1 and 16`,
    ),
  ],
);

/**
 * A person's employee id at each payroll provider. A table of its own rather than four columns on users: only the
 * people a client pays through a provider have a row, and the users row (read everywhere) stays as it is.
 */
export const personPayrollIds = pgTable(
  'person_payroll_ids',
  {
    clientId: clientId(),
    userId: uuid('user_id').notNull(),
    adp: text('adp'),
    gusto: text('gusto'),
    paychex: text('paychex'),
    quickbooks: text('quickbooks'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'person_payroll_ids_pkey', columns: [t.clientId, t.userId] }),
    foreignKey({
      name: 'person_payroll_ids_user_fk',
      columns: [t.clientId, t.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
    check(
      'person_payroll_ids_length_check',
      sql`length(${t.adp}) between 1 and 32 and length(${t.gusto}) between 1 and 32 and length(${t.paychex}) between 1 and 32 and length(${t.quickbooks}) between 1 and 32`,
    ),
  ],
);

/**
 * What a customer buys and how it is billed: the terms of src/shared/billing-rules.ts. Terms changed later apply
 * to invoices drafted later; an issued invoice keeps the terms it was computed with (invoices.terms).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    clientId: clientId(),
    customerId: uuid('customer_id').notNull(),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    billingCycle: text('billing_cycle').$type<'weekly' | 'monthly'>().notNull(),
    weekStartsOn: integer('week_starts_on').notNull(),
    termsDays: integer('terms_days').notNull(),
    poNumber: text('po_number'),
    taxRateBp: integer('tax_rate_bp').notNull(),
    holidayCalendarId: uuid('holiday_calendar_id'),
    billBasis: text('bill_basis').$type<'actual' | 'scheduled' | 'actual_within_shift'>().notNull(),
    otBasis: text('ot_basis').$type<'none' | 'guard_line_week' | 'guard_contract_week'>().notNull(),
    otAfterMinutes: integer('ot_after_minutes').notNull(),
    otBillPct: integer('ot_bill_pct').notNull(),
    holidayBillPct: integer('holiday_bill_pct').notNull(),
    roundingMinutes: integer('rounding_minutes').notNull(),
    language: text('language').$type<'en' | 'tr' | 'ar' | 'jp'>().notNull(),
    billingEmails: text('billing_emails').array().notNull().default(sql`'{}'::text[]`),
    /** The customer's response targets per priority (docs/product/dispatch.md#rules); null: the defaults. */
    responseTargets: jsonb('response_targets').$type<ResponseTargets>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('contracts_client_id_id_key').on(t.clientId, t.id),
    uniqueIndex('contracts_code_key').on(t.clientId, sql`lower(${t.code})`),
    index('contracts_customer_idx').on(t.customerId),
    foreignKey({
      name: 'contracts_customer_fk',
      columns: [t.clientId, t.customerId],
      foreignColumns: [customers.clientId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'contracts_calendar_fk',
      columns: [t.clientId, t.holidayCalendarId],
      foreignColumns: [holidayCalendars.clientId, holidayCalendars.id],
    }).onDelete(setNull('holiday_calendar_id')),
    check('contracts_dates_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check('contracts_cycle_check', sql`${t.billingCycle} in ('weekly', 'monthly')`),
    check('contracts_week_start_check', sql`${t.weekStartsOn} between 0 and 6`),
    check('contracts_terms_check', sql`${t.termsDays} between 0 and 365`),
    check('contracts_tax_check', sql`${t.taxRateBp} between 0 and 10000`),
    check('contracts_basis_check', sql`${t.billBasis} in ('actual', 'scheduled', 'actual_within_shift')`),
    check('contracts_ot_basis_check', sql`${t.otBasis} in ('none', 'guard_line_week', 'guard_contract_week')`),
    check(
      'contracts_pct_check',
      sql`${t.otAfterMinutes} between 0 and 10080 and ${t.otBillPct} between 100 and 500 and ${t.holidayBillPct} between 100 and 500`,
    ),
    check('contracts_rounding_check', sql`${t.roundingMinutes} between 1 and 60`),
    check('contracts_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A line version: what is sold at one event (and post, or every post), at what rate, from one date to another. A
 * rate change is a new version of the same event and post; the versions of one event and post never overlap. A
 * `per_call` line bills each call for service of its `call_type` at the event, at `fixed_cents` a call: it has no
 * post (its key is the event and call type) and no contracted hours (migration 0043).
 */
export const contractLines = pgTable(
  'contract_lines',
  {
    id: id(),
    clientId: clientId(),
    contractId: uuid('contract_id').notNull(),
    eventId: uuid('event_id').notNull(),
    post: text('post'),
    itemCode: text('item_code').notNull(),
    description: text('description').notNull(),
    method: text('method').$type<'hourly' | 'fixed' | 'per_call'>().notNull(),
    billRateCents: bigint('bill_rate_cents', { mode: 'number' }),
    /** A fixed line's amount per billing period; a per-call line's price per call. */
    fixedCents: bigint('fixed_cents', { mode: 'number' }),
    /** The calls a per-call line bills; null for every other method. */
    callType: text('call_type').$type<CallType>(),
    contractedMinutesPerWeek: integer('contracted_minutes_per_week'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('contract_lines_client_id_id_key').on(t.clientId, t.id),
    index('contract_lines_contract_idx').on(t.contractId, t.effectiveFrom),
    index('contract_lines_event_idx').on(t.eventId),
    foreignKey({
      name: 'contract_lines_contract_fk',
      columns: [t.clientId, t.contractId],
      foreignColumns: [contracts.clientId, contracts.id],
    }).onDelete('cascade'),
    eventFk('contract_lines_event_fk', t),
    check('contract_lines_dates_check', sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`),
    check('contract_lines_method_check', sql`${t.method} in ('hourly', 'fixed', 'per_call')`),
    check(
      'contract_lines_amount_check',
      sql`(${t.method} = 'hourly' and ${t.billRateCents} between 0 and 1000000000) or (${t.method} in ('fixed', 'per_call') and ${t.fixedCents} between 0 and 1000000000)`,
    ),
    check(
      'contract_lines_call_type_check',
      sql`(${t.method} = 'per_call') = (${t.callType} is not null) and (${t.method} <> 'per_call' or (${t.callType} in ('alarm', 'patrol_request', 'disturbance', 'lock_unlock', 'escort', 'other') and ${t.post} is null and ${t.contractedMinutesPerWeek} is null))`,
    ),
    check(
      'contract_lines_contracted_check',
      sql`${t.contractedMinutesPerWeek} is null or ${t.contractedMinutesPerWeek} between 0 and 1008000`,
    ),
  ],
);

/** The last number given per client, kind and year: the gap-free sequence (taken in the issuing transaction). */
export const invoiceNumberSequences = pgTable(
  'invoice_number_sequences',
  {
    clientId: clientId(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_number_sequences_pkey', columns: [t.clientId, t.kind, t.year] })],
);

/** The billing terms an invoice was computed with (a snapshot: later changes to the contract never alter it). */
export interface InvoiceTermsJson {
  billBasis: 'actual' | 'scheduled' | 'actual_within_shift';
  otBasis: 'none' | 'guard_line_week' | 'guard_contract_week';
  otAfterMinutes: number;
  otBillPct: number;
  holidayBillPct: number;
  roundingMinutes: number;
  weekStartsOn: number;
  contractStartsOn: string;
  contractEndsOn: string | null;
  /** The holiday dates of the weeks the invoice's period touches. */
  holidays: string[];
}

/**
 * An invoice or a credit note. A draft may be deleted; issuing gives it the next number and it never changes
 * again; voiding an issued invoice issues a credit note (kind credit_note, `credits_invoice_id`) cancelling it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    clientId: clientId(),
    contractId: uuid('contract_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull().default('invoice'),
    status: text('status').$type<'draft' | 'issued' | 'void'>().notNull().default('draft'),
    number: text('number'),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    poNumber: text('po_number'),
    taxRateBp: integer('tax_rate_bp').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    terms: jsonb('terms').$type<InvoiceTermsJson>().notNull(),
    issuedAt: tz('issued_at'),
    issuedOn: date('issued_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: tz('voided_at'),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    creditsInvoiceId: uuid('credits_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** SHA-256 of the lines as issued: the proof chain covers it with the row (docs/product/billing.md#invoices). */
    contentHash: text('content_hash'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('invoices_client_id_id_key').on(t.clientId, t.id),
    uniqueIndex('invoices_number_key').on(t.clientId, t.number).where(sql`${t.number} is not null`),
    index('invoices_contract_idx').on(t.contractId, t.periodFrom),
    index('invoices_client_period_idx').on(t.clientId, t.periodFrom),
    index('invoices_customer_idx').on(t.customerId, t.periodFrom),
    uniqueIndex('invoices_credits_key').on(t.creditsInvoiceId).where(sql`${t.creditsInvoiceId} is not null`),
    foreignKey({
      name: 'invoices_contract_fk',
      columns: [t.clientId, t.contractId],
      foreignColumns: [contracts.clientId, contracts.id],
    }).onDelete('cascade'),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_status_check', sql`${t.status} in ('draft', 'issued', 'void')`),
    check('invoices_period_check', sql`${t.periodTo} >= ${t.periodFrom}`),
    check('invoices_number_check', sql`(${t.status} = 'draft') = (${t.number} is null)`),
  ],
);

/** A line of an invoice: a snapshot of what was billed (item, event, price), so an issued invoice never changes. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    clientId: clientId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contractLineId: uuid('contract_line_id').references(() => contractLines.id, { onDelete: 'set null' }),
    rateType: text('rate_type').$type<'REG' | 'OT' | 'HOL' | 'FIXED' | 'ADJ'>().notNull(),
    itemCode: text('item_code').notNull(),
    description: text('description').notNull(),
    eventId: uuid('event_id'),
    eventName: text('event_name'),
    post: text('post'),
    minutes: integer('minutes').notNull(),
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    unitCents: bigint('unit_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    adjustsInvoiceId: uuid('adjusts_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    adjustsRateType: text('adjusts_rate_type').$type<'REG' | 'OT' | 'HOL'>(),
    // The clock entries behind the line, element i one entry's billable minutes on it on one local date: arrays on
    // the line rather than a row each (docs/decisions/0048-billing-computed-from-entries-issued-immutable.md).
    entryIds: uuid('entry_ids').array().notNull().default(sql`'{}'::uuid[]`),
    entryDates: date('entry_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    entryMinutes: integer('entry_minutes').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    index('invoice_lines_adjusts_idx').on(t.adjustsInvoiceId).where(sql`${t.adjustsInvoiceId} is not null`),
    check('invoice_lines_rate_type_check', sql`${t.rateType} in ('REG', 'OT', 'HOL', 'FIXED', 'ADJ')`),
    check(
      'invoice_lines_entries_check',
      sql`cardinality(${t.entryDates}) = cardinality(${t.entryIds}) and cardinality(${t.entryMinutes}) = cardinality(${t.entryIds})`,
    ),
    check(
      'invoice_lines_adjusts_check',
      sql`(${t.rateType} = 'ADJ') = (${t.adjustsRateType} is not null) and (${t.adjustsRateType} is null or ${t.adjustsRateType} in ('REG', 'OT', 'HOL'))`,
    ),
  ],
);

/**
 * A pay run (docs/product/payroll-runs.md#pay-runs): one per pay period of a client. While open its figures are
 * computed from the clock entries on every read; approval stores its lines (pay_run_lines), the terms they were
 * computed with, and the entries it paid (pay_run_entries), and puts the run in the proof chain.
 */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: id(),
    clientId: clientId(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'approved'>().notNull().default('open'),
    terms: jsonb('terms').$type<Record<string, unknown>>(),
    people: integer('people'),
    grossCents: bigint('gross_cents', { mode: 'number' }),
    workweeks: jsonb('workweeks').$type<Record<string, unknown>>(),
    days: jsonb('days').$type<unknown[]>(),
    contentHash: text('content_hash'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: tz('approved_at'),
  },
  (t) => [
    unique('pay_runs_client_id_key').on(t.clientId, t.id),
    unique('pay_runs_period_key').on(t.clientId, t.periodStart),
    check('pay_runs_status_check', sql`${t.status} in ('open', 'approved')`),
  ],
);

/** A line of an approved run, as it was paid. */
export const payRunLines = pgTable(
  'pay_run_lines',
  {
    id: id(),
    clientId: clientId(),
    payRunId: uuid('pay_run_id').notNull(),
    userId: uuid('user_id').notNull(),
    rateType: text('rate_type').$type<'REG' | 'OT' | 'DT' | 'HOL' | 'ADJ'>().notNull(),
    adjusts: text('adjusts').$type<'REG' | 'OT' | 'DT' | 'HOL' | 'ADJ'>(),
    adjustsRunId: uuid('adjusts_run_id'),
    ownRateCents: integer('own_rate_cents').notNull(),
    workweek: date('workweek', { mode: 'string' }),
    minutes: integer('minutes').notNull(),
    rateCents: bigint('rate_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    entryIds: uuid('entry_ids').array().notNull(),
    dates: date('dates', { mode: 'string' }).array().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'pay_run_lines_run_fk',
      columns: [t.clientId, t.payRunId],
      foreignColumns: [payRuns.clientId, payRuns.id],
    }).onDelete('cascade'),
    index('pay_run_lines_run_idx').on(t.payRunId, t.userId),
  ],
);

/** The clock entries an approved run paid, at the rate it paid them: locked (corrected only with a reason). */
export const payRunEntries = pgTable(
  'pay_run_entries',
  {
    clockEntryId: uuid('clock_entry_id')
      .primaryKey()
      .references(() => clockEntries.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    payRunId: uuid('pay_run_id').notNull(),
    rateCents: integer('rate_cents').notNull(),
  },
  (t) => [index('pay_run_entries_run_idx').on(t.payRunId)],
);

/** Each export of an approved run: who, when, the file's SHA-256 and rows. */
export const payRunExports = pgTable('pay_run_exports', {
  id: id(),
  clientId: clientId(),
  payRunId: uuid('pay_run_id').notNull(),
  format: text('format').$type<'adp' | 'gusto' | 'paychex' | 'iif' | 'csv'>().notNull(),
  fileName: text('file_name').notNull(),
  sha256: text('sha256').notNull(),
  rows: integer('rows').notNull(),
  manual: jsonb('manual').$type<{ userId: string; name: string; what: string }[]>().notNull().default([]),
  exportedBy: uuid('exported_by').references(() => users.id, { onDelete: 'set null' }),
  exportedAt: tz('exported_at').notNull(),
});

// ── Dispatch (docs/product/dispatch.md, migration 0040) ────────────────────────────────────────────────────

/** A call for service: where, what, how urgent, its current status and the time of each step. */
export const dispatchCalls = pgTable(
  'dispatch_calls',
  {
    id: id(),
    clientId: clientId(),
    eventId: uuid('event_id'),
    customerId: uuid('customer_id'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    type: text('type').$type<CallType>().notNull(),
    priority: smallint('priority').notNull(),
    description: text('description').notNull(),
    callerName: text('caller_name'),
    callerPhone: text('caller_phone'),
    source: text('source').$type<CallSource>().notNull(),
    status: text('status').$type<CallStatus>().notNull().default('new'),
    outcome: text('outcome').$type<CallOutcome>(),
    receivedAt: tz('received_at').notNull(),
    targetMinutes: integer('target_minutes').notNull(),
    targetAt: tz('target_at').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: tz('assigned_at'),
    acknowledgedAt: tz('acknowledged_at'),
    enRouteAt: tz('en_route_at'),
    onSceneAt: tz('on_scene_at'),
    clearedAt: tz('cleared_at'),
    cancelledAt: tz('cancelled_at'),
    arrivalFar: boolean('arrival_far').notNull().default(false),
    /** The guard's incident report the call was raised from (source 'guard'). */
    incidentReportId: uuid('incident_report_id').references(() => incidentReports.id, { onDelete: 'set null' }),
    ackAlertId: uuid('ack_alert_id'),
    targetAlertId: uuid('target_alert_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('dispatch_calls_client_id_key').on(t.clientId, t.id),
    foreignKey({
      name: 'dispatch_calls_event_fk',
      columns: [t.clientId, t.eventId],
      foreignColumns: [events.clientId, events.id],
    }).onDelete(setNull('event_id')),
    foreignKey({
      name: 'dispatch_calls_customer_fk',
      columns: [t.clientId, t.customerId],
      foreignColumns: [customers.clientId, customers.id],
    }).onDelete(setNull('customer_id')),
    index('dispatch_calls_received_idx').on(t.clientId, t.receivedAt),
  ],
);

/** Every step of a call: who took it, when and where, and the status it left the call in. */
export const dispatchCallEvents = pgTable(
  'dispatch_call_events',
  {
    id: id(),
    clientId: clientId(),
    callId: uuid('call_id').notNull(),
    action: text('action').$type<CallActionKind>().notNull(),
    status: text('status').$type<CallStatus>().notNull(),
    at: tz('at').notNull(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: real('accuracy'),
    far: boolean('far').notNull().default(false),
    outcome: text('outcome').$type<CallOutcome>(),
    reason: text('reason'),
    recordedAt: tz('recorded_at').notNull().defaultNow(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    foreignKey({
      name: 'dispatch_call_events_call_fk',
      columns: [t.clientId, t.callId],
      foreignColumns: [dispatchCalls.clientId, dispatchCalls.id],
    }).onDelete('cascade'),
    index('dispatch_call_events_call_idx').on(t.callId, t.seq),
  ],
);

/** A browser that agreed to Web Push for a person (migration 0041): best effort beside the live stream. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    clientId: clientId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSentAt: tz('last_sent_at'),
  },
  (t) => [unique('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** A mobile patrol route (docs/product/dispatch.md#mobile-patrol-runsheets): ordered stops, given to shifts. */
export const patrolRoutes = pgTable(
  'patrol_routes',
  {
    id: id(),
    clientId: clientId(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: tz('archived_at'),
  },
  (t) => [unique('patrol_routes_client_id_key').on(t.clientId, t.id)],
);

/** A stop of a route: a site, its nightly window ('HH:mm' in the site's zone) and the checkpoints to scan. */
export const patrolRouteStops = pgTable(
  'patrol_route_stops',
  {
    id: id(),
    clientId: clientId(),
    routeId: uuid('route_id').notNull(),
    position: integer('position').notNull(),
    eventId: uuid('event_id').notNull(),
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    checkpointIds: uuid('checkpoint_ids').array().notNull(),
    /** Set when an edit of the route replaced it; visits already judged keep naming it. */
    archivedAt: tz('archived_at'),
  },
  (t) => [
    unique('patrol_route_stops_client_id_key').on(t.clientId, t.id),
    foreignKey({
      name: 'patrol_route_stops_route_fk',
      columns: [t.clientId, t.routeId],
      foreignColumns: [patrolRoutes.clientId, patrolRoutes.id],
    }).onDelete('cascade'),
    eventFk('patrol_route_stops_event_fk', t),
  ],
);

/** A route given to a shift: the shift's people run it that night (one route per shift). */
export const patrolAssignments = pgTable(
  'patrol_assignments',
  {
    id: id(),
    clientId: clientId(),
    routeId: uuid('route_id').notNull(),
    shiftId: uuid('shift_id').notNull(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: tz('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    unique('patrol_assignments_client_id_key').on(t.clientId, t.id),
    uniqueIndex('patrol_assignments_shift_key').on(t.shiftId),
    foreignKey({
      name: 'patrol_assignments_route_fk',
      columns: [t.clientId, t.routeId],
      foreignColumns: [patrolRoutes.clientId, patrolRoutes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'patrol_assignments_shift_fk',
      columns: [t.clientId, t.shiftId],
      foreignColumns: [shifts.clientId, shifts.id],
    }).onDelete('cascade'),
  ],
);

/** One stop's window of one night, judged once when it closed: visited (with the completing scan) or missed. */
export const patrolVisits = pgTable(
  'patrol_visits',
  {
    id: id(),
    clientId: clientId(),
    assignmentId: uuid('assignment_id').notNull(),
    stopId: uuid('stop_id').notNull(),
    eventId: uuid('event_id').notNull(),
    windowStartsAt: tz('window_starts_at').notNull(),
    windowEndsAt: tz('window_ends_at').notNull(),
    status: text('status').$type<'visited' | 'missed'>().notNull(),
    visitedAt: tz('visited_at'),
    guardId: uuid('guard_id').references(() => users.id, { onDelete: 'set null' }),
    alertId: uuid('alert_id'),
    judgedAt: tz('judged_at').notNull(),
  },
  (t) => [
    uniqueIndex('patrol_visits_key').on(t.assignmentId, t.stopId, t.windowStartsAt),
    index('patrol_visits_event_idx').on(t.eventId, t.windowStartsAt),
    foreignKey({
      name: 'patrol_visits_assignment_fk',
      columns: [t.clientId, t.assignmentId],
      foreignColumns: [patrolAssignments.clientId, patrolAssignments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'patrol_visits_stop_fk',
      columns: [t.clientId, t.stopId],
      foreignColumns: [patrolRouteStops.clientId, patrolRouteStops.id],
    }).onDelete('cascade'),
    eventFk('patrol_visits_event_fk', t),
  ],
);
