import type { Role } from '../roles.ts';
import { z } from '../zod.ts';
import { text } from './common.ts';
import type { VisitorStatus } from './visitors.ts';

/** One item of a list param (e.g. a person and why they are blocked): flat values, as a param's own. */
export type ErrorParamItem = Record<string, string | number | string[]>;

/** The changing parts of an error's text, sent as `params` so the web app can translate the whole sentence. */
export type ErrorParams = Record<string, string | number | string[] | ErrorParamItem[]>;

/** One row of the error table: the HTTP status; `params` only carries the type of the params the code takes. */
interface ErrorSpec<P extends ErrorParams | undefined> {
  readonly status: number;
  readonly params?: P;
}

function code<P extends ErrorParams | undefined = undefined>(status: number): ErrorSpec<P> {
  return { status };
}

/**
 * What a 404 did not find, sent as `params.resource` of `not_found` (the code stays `not_found` for API users):
 * the web says "No such client." rather than "Not found.". A plain "Not found." sends no resource.
 */
export const notFoundResources = [
  'alert',
  'audit_entry',
  'break',
  'checkpoint',
  'client',
  'clock_entry',
  'contract',
  'contract_line',
  'call',
  'conversation',
  'customer',
  'event',
  'event_assignment',
  'file',
  'geofence',
  'guard',
  'holiday_calendar',
  'invoice',
  'invoice_line',
  'note',
  'open_shift',
  'passkey',
  'patrol_route',
  'pay_run',
  'person',
  'photo',
  'report',
  'report_subscription',
  'report_version',
  'restricted_area',
  'shift',
  'shift_assignment',
  'swap',
  'task',
  'time_off',
  'tour',
  'tour_run',
  'user',
  'visitor',
  'watch_list_entry',
] as const;
export type NotFoundResource = (typeof notFoundResources)[number];

/**
 * Every error code the API answers, with its HTTP status and the params it carries (docs/decisions/0019).
 * The generic codes (lower case, no dot) say only what kind of failure it is; a business refusal has a dotted
 * code of its own, stable for API users and the key of its translation in the web app. `count` params are
 * plural-aware in the translations.
 */
export const errorCodes = {
  // Generic
  bad_request: code(400),
  unauthenticated: code(401),
  forbidden: code(403),
  /** `resource` (optional) says what was not found; see notFoundResources. */
  not_found: code<{ resource: NotFoundResource } | undefined>(404),
  conflict: code(409),
  payload_too_large: code(413),
  unsupported_media_type: code(415),
  rate_limited: code(429),
  internal: code(500),
  unavailable: code(503),
  /** No API route for this method and path. */
  'route.not_found': code<{ method: string; path: string }>(404),
  /** A browser request from another site (same-origin check). */
  'request.cross_origin': code(403),
  /** Readiness (`/api/health/ready`): the database does not answer, at all or within the deadline. */
  'health.database_unavailable': code(503),
  /** Readiness: the database lacks migrations of this version (it starts, or another instance migrates it). */
  'health.migrations_pending': code(503),
  /** GET /metrics without METRICS_TOKEN as a bearer token, or with another one. */
  'metrics.unauthorized': code(401),

  // Sign-in, sign-up, password reset
  'auth.wrong_credentials': code(401),
  'auth.account_disabled': code(403),
  'auth.email_taken': code(409),
  'auth.sign_up_unavailable': code(503),
  /** Too many failed sign-in or reset attempts; `minutes` until the next try (also the Retry-After header). */
  'auth.too_many_attempts': code<{ minutes: number }>(429),
  /** A security change (factors, password, email) needs the password or a code within the last 5 minutes. */
  'auth.reauthentication_required': code(403),
  /** POST /auth/reauthenticate with a wrong password (400, not 401: the person stays signed in). */
  'auth.wrong_password': code(400),

  // Single sign-on (OpenID Connect). The sign-in window reports these in its outcome, not in this body;
  // `provider` is the provider's display name.
  'oidc.not_configured': code(404),
  'oidc.start_failed': code(503),
  'oidc.failed': code(500),
  'oidc.flow_expired': code(401),
  'oidc.account_race': code(409),
  'oidc.sign_up_closed': code(403),
  'oidc.no_email': code<{ provider: string }>(401),
  'oidc.email_unverified': code<{ provider: string }>(409),
  'oidc.unreachable': code<{ provider: string }>(503),
  'oidc.no_id_token': code<{ provider: string }>(401),
  'oidc.cancelled': code<{ provider: string }>(401),
  'oidc.refused': code<{ provider: string }>(401),
  /** `reason` is the provider's own explanation, in its language. */
  'oidc.refused_reason': code<{ provider: string; reason: string }>(401),
  'oidc.attempt_expired': code(401),
  'oidc.state_mismatch': code(401),
  'oidc.unverified_answer': code<{ provider: string }>(401),
  'oidc.provider_failed': code<{ provider: string }>(401),

  // Second factor
  /** A visitor's name or vehicle plate is on the watch list (fields: reason, entryId, matchedOn). */
  watch_list_match: code(409),
  /** A wrong, reused or malformed second-factor code (TOTP or recovery code); fields.code says so. */
  mfa_invalid_code: code(401),
  /** The passkey did not prove the sign-in (unknown credential, bad signature, cancelled). */
  mfa_passkey_failed: code(401),
  /** No pending second-factor sign-in: expired (5 min), used, too many wrong codes, or never started. */
  mfa_challenge_expired: code(401),
  /** The client requires a second factor for this person's role: the last one cannot be removed. */
  mfa_required: code(409),
  'mfa.too_many_codes': code(429),
  'mfa.totp_exists': code(409),
  'mfa.totp_not_started': code(409),
  'mfa.no_factor': code(409),
  'mfa.passkey_exists': code(409),
  'mfa.registration_expired': code(409),
  /** The browser's answer to a passkey registration did not verify. */
  'mfa.passkey_not_verified': code(400),

  // Users
  /** `role` is a role id; the web shows its label. */
  'user.role_above_own': code<{ role: Role }>(403),
  'user.admin_role_only': code(403),
  'user.target_above_own': code(403),
  'user.own_roles': code(403),
  'user.deactivate_self': code(403),
  'user.own_factors': code(403),

  // Clients and customers
  'client.deactivate_own': code(409),
  'client.has_events': code<{ count: number }>(409),
  'client.has_users': code<{ count: number }>(409),
  'client.not_active': code(409),
  'customer.has_events': code<{ count: number }>(409),
  'customer.has_users': code<{ count: number }>(409),
  /** Invoices of the customer that are issued or voided (not drafts): deleting it would take them along. */
  'customer.has_invoices': code<{ count: number }>(409),
  /** Only the author of a note (client or event notes) or an executive deletes it. */
  'note.not_author': code(403),

  // Events and tasks
  'event.has_clock_entries': code(409),
  'event.has_reports': code(409),
  'event.already_assigned': code(409),
  'task.not_assignee': code(403),
  'task.leaves_scope': code(400),

  // Scheduling (docs/product/shifts.md)
  /**
   * Assigning: the person has hard blocks for this shift and no override was given; `blocks` lists their codes.
   * Editing a shift's times or role: `people` are those on it it would block (`userId`, `name`, `blocks`, and the
   * blocks' own params: `expiresOn`, `restHours`, `minRestHours`).
   */
  'shift.ineligible': code<{ blocks: string[] } | { people: ErrorParamItem[] }>(409),
  /** Only a manager and above may override blocks. */
  'shift.override_refused': code(403),
  /** Every place of the shift is taken (assigned or claimed); `headcount` is the number of places. */
  'shift.full': code<{ headcount: number }>(409),
  'shift.already_assigned': code(409),
  'shift.cancelled': code(409),
  /** A claim of a shift that is not published, has started or is no longer open to the caller. */
  'shift.not_open': code(409),
  /** The caller is not eligible for the open shift they claim or the swap they take; `blocks` lists why. */
  'shift.claim_ineligible': code<{ blocks: string[] }>(409),
  'shift.claim_not_pending': code(409),
  'shift.not_yours': code(403),
  'time_off.not_pending': code(409),
  'time_off.not_yours': code(403),
  'time_off.not_cancellable': code(409),
  'swap.not_offered': code(409),
  'swap.not_taken': code(409),
  'swap.own_offer': code(409),
  'swap.not_yours': code(403),
  'swap.already_offered': code(409),

  // Billing (docs/product/billing.md)
  /** Another contract of the client has this code. */
  'contract.code_taken': code(409),
  /**
   * Amounts of two currencies are never summed: a line for an event another contract bills in `otherCurrency`
   * over the same dates, or a currency change of a contract that has invoices.
   */
  'contract.currency_mismatch': code<{ currency: string; otherCurrency: string }>(409),
  /** A line for the same event and post is in force on some of the same dates (in this or another contract). */
  'contract_line.overlaps': code<{ contractCode: string; from: string }>(409),
  /** A new version starting on or before the end of the last issued invoice: issued periods keep their rates. */
  'contract_line.before_issued': code<{ date: string }>(409),
  /** An invoice holds the line: it cannot be deleted (a new version ends it instead). */
  'contract_line.invoiced': code(409),
  'holiday_calendar.name_taken': code(409),
  /** Issue or delete of an invoice that is not a draft. */
  'invoice.already_issued': code(409),
  /** A draft for a period another invoice of the contract (not void) already covers on some day. */
  'invoice.period_overlaps': code<{ from: string; to: string; number: string }>(409),
  /** Void or send of an invoice that is not issued (a draft is deleted instead; a void one is voided already). */
  'invoice.not_issued': code(409),
  'invoice.already_void': code(409),
  /** The contract lists no billing e-mails to send the invoice to. */
  'invoice.no_recipients': code(409),
  /** An export of more invoices than one file takes; `count` found, `max` per file. */
  'invoice.export_too_many': code<{ count: number; max: number }>(400),

  // Pay runs (docs/product/payroll-runs.md#pay-runs)
  /** A run for the period, or for a period that overlaps it, exists. */
  'payrun.exists': code<{ id: string; periodStart: string; periodEnd: string }>(409),
  /** Approval while clock entries that end in the period are still open: each `{ id, userId, name, clockIn }`. */
  'payrun.has_open_entries': code<{ entries: ErrorParamItem[] }>(409),
  /** Approval of a period that has not ended yet in the client's zone. */
  'payrun.period_not_over': code<{ periodEnd: string }>(409),
  'payrun.already_approved': code(409),
  /** Export of a run that is not approved. */
  'payrun.not_approved': code(409),
  /** A correction of a clock entry an approved run paid, without a reason. */
  'payrun.locked': code<{ payRunId: string; periodStart: string; periodEnd: string }>(409),
  /** An export for a provider while people have no id there: each `{ userId, name }`. */
  'payrun.missing_provider_ids': code<{ provider: string; people: ErrorParamItem[] }>(409),
  /** An ADP or Paychex export while the pay settings have no company code (the file names the company by it). */
  'payrun.missing_company_code': code<{ provider: string }>(409),

  // Dispatch (docs/product/dispatch.md#rules)
  /** A status step the call's status does not allow: `status` the call's, `action` the step asked for. */
  'dispatch.illegal_transition': code<{ status: string; action: string }>(409),
  /** Assigning a call to someone who is not on duty (clocked in) now. */
  'dispatch.not_on_duty': code<{ name: string }>(409),
  /** A shift runs one patrol route a night: it already has this one. */
  'patrol.shift_has_route': code<{ routeName: string }>(409),
  /** A route cannot be given to, or taken off, a shift that has ended (its visits are judged). */
  'patrol.shift_ended': code(409),

  // Breaks, clock entries, field app
  'break.already_ended': code(409),
  'clock.overlap': code(409),
  'field.not_assigned': code(403),
  'field.event_not_running': code(409),
  'field.already_clocked_in': code(409),
  'field.not_clocked_in': code(409),
  'field.overlaps_entry': code(409),
  'field.before_clock_in': code(409),
  'break.already_open': code(409),
  'break.not_open': code(409),
  'field.before_break_start': code(409),
  'field.not_on_duty': code(409),
  'field.not_on_duty_at_event': code(403),

  // Search
  'search.guest_shortcuts': code(403),

  // Visitors: `status` is the visitor's current status id; the web shows its label.
  'visitor.not_requested': code<{ status: VisitorStatus }>(409),
  'visitor.not_expected_check_in': code<{ status: VisitorStatus }>(409),
  'visitor.not_expected_deny': code<{ status: VisitorStatus }>(409),
  'visitor.not_on_site': code<{ status: VisitorStatus }>(409),
  'visitor.override_refused': code(403),
  'visitor.photo_refused': code(409),

  // Incident reports
  'report.closed': code(409),
  'report.not_editable': code(409),
  'report.changed_meanwhile': code(409),
  'report.status_refused': code(409),
  'report.photos_refused': code(403),
  'report.too_many_photos': code<{ max: number }>(409),

  // Messenger
  'messenger.cannot_message': code(403),
  'messenger.message_id_reused': code(409),
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The params a code takes (`undefined` when it takes none). */
export type ErrorParamsOf<C extends ErrorCode> = (typeof errorCodes)[C] extends ErrorSpec<infer P> ? P : never;

/** The codes whose text has changing parts, so that every error sends them. */
export type ErrorCodeWithParams = {
  [C in ErrorCode]: undefined extends ErrorParamsOf<C> ? never : C;
}[ErrorCode];

export const errorStatus = Object.fromEntries(
  Object.entries(errorCodes).map(([name, spec]) => [name, spec.status]),
) as Record<ErrorCode, number>;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCodes, value);
}

/** The changing parts of a refusal's text, by name. */
export const errorParamsSchema = z.record(
  text(),
  z.union([
    text(),
    z.number(),
    z.array(text()),
    z.array(z.record(text(), z.union([text(), z.number(), z.array(text())]))),
  ]),
);

/** A refusal's fields by code (src/shared/contract/field-errors.ts): what the web translates. */
export const fieldErrorsSchema = z.record(
  text(),
  z.object({
    code: text(),
    params: z.record(text(), z.union([text(), z.number(), z.array(text())])).optional(),
  }),
);

/**
 * `message` is English for logs and API users; `params` are the changing parts of a code's text; `fields` maps
 * a field to its English message, and `fieldErrors` gives the same fields by code, which the web translates.
 */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: text(),
      message: text(),
      params: errorParamsSchema.optional(),
      fields: z.record(text(), text()).optional(),
      fieldErrors: fieldErrorsSchema.optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
