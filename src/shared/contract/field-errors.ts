import { signInMessages, signUpMessages } from '../validation-messages.ts';

/** The changing parts of a field error's text: `{ max: 100 }`, `{ values: ['asc', 'desc'] }`. */
export type FieldErrorParams = Record<string, string | number | string[]>;

/** One row of the field error table: its English text (`{{param}}` placeholders); `params` only carries a type. */
interface FieldErrorSpec<P extends FieldErrorParams | undefined> {
  readonly english: string;
  readonly params?: P;
}

function english<P extends FieldErrorParams | undefined = undefined>(text: string): FieldErrorSpec<P> {
  return { english: text };
}

/**
 * Every field error the contract and the server give, by code, with its params and its English text
 * (docs/decisions/0019-error-codes.md). The English is the `fields` message of a 400 for API users and the source
 * of the web's English; the web translates by code (`validation` locale namespace). Generic checks take the
 * `validation.*` codes (the zod error map of src/shared/zod.ts gives them to checks that state none); a product
 * sentence has a code of its own.
 */
export const fieldErrorCodes = {
  // Generic
  'validation.required': english('Required'),
  'validation.invalid': english('Invalid value'),
  'validation.unknown_field': english('Unknown field'),
  'validation.not_text': english('Must be text'),
  'validation.not_number': english('Must be a number'),
  'validation.not_integer': english('Must be a whole number'),
  'validation.not_boolean': english('Must be true or false'),
  'validation.not_list': english('Must be a list'),
  'validation.not_object': english('Must be an object'),
  'validation.not_json': english('Not valid JSON'),
  'validation.too_short': english<{ min: number }>('At least {{min}} characters'),
  'validation.too_long': english<{ max: number }>('At most {{max}} characters'),
  'validation.too_small': english<{ min: number }>('Must be at least {{min}}'),
  'validation.too_big': english<{ max: number }>('Must be at most {{max}}'),
  'validation.too_few': english<{ min: number }>('At least {{min}} entries'),
  'validation.too_many': english<{ max: number }>('At most {{max}} entries'),
  /** `values` joined with commas: "Must be one of name, status, createdAt". */
  'validation.one_of': english<{ values: string[] }>('Must be one of {{values}}'),
  /** `values` as a list ending in "or": "Must be asc or desc", "Must be low, normal or high". */
  'validation.either': english<{ values: string[] }>('Must be {{values}}'),
  'validation.invalid_id': english('Must be a valid id'),
  'validation.invalid_email': english('You must enter a valid email'),
  'validation.invalid_url': english('Must be a URL'),
  'validation.invalid_format': english('Invalid format'),
  'validation.invalid_date_time': english('Must be an ISO 8601 date-time'),
  'validation.invalid_date': english('Must be a date like 2026-12-31'),
  'validation.date_range': english('Must be a date from 1900 to 2999'),
  'validation.unstorable_text': english('Contains characters that cannot be stored'),
  'validation.real_range': english('Must be 0 or at least 1e-37'),
  'validation.non_negative': english('Must be 0 or more'),
  'validation.money_decimals': english('At most 2 decimals'),
  'validation.nothing_to_change': english('Nothing to change'),
  'validation.after_start': english('Must be after the start'),
  'validation.on_or_after_start': english('Must be on or after the start'),
  'validation.not_date': english('Must be a date'),
  'validation.not_id_list': english('Must be a list of ids'),
  'validation.not_uuid': english('Must be a UUID'),
  'validation.not_time_zone': english('Must be a time zone'),
  'validation.not_empty': english('Must not be empty'),
  'validation.reason_required': english('Give a reason'),

  // Sign-in and sign-up: the exact sentences of docs/product/sign-in-and-accounts.md#validation
  'auth.email_invalid': english(signInMessages.emailInvalid),
  'auth.email_required': english(signInMessages.emailRequired),
  'auth.password_too_short': english(signInMessages.passwordTooShort),
  'auth.password_required': english(signInMessages.passwordRequired),
  'auth.name_required': english(signUpMessages.nameRequired),
  'auth.new_password_too_short': english(signUpMessages.passwordTooShort),
  'auth.password_confirm_required': english(signUpMessages.passwordConfirmRequired),
  'auth.passwords_must_match': english(signUpMessages.passwordsMustMatch),
  'auth.terms_required': english(signUpMessages.termsRequired),

  // The contract's own sentences (src/shared/contract/*.ts, settings-schema.ts)
  'audit.action_customer_create_prefix': english(
    'Must be an action such as customer.create, or a prefix such as auth.',
  ),
  'audit.entry_number': english('Must be an entry number'),
  'audit.most_400_days': english('At most 400 days'),
  'audit.record_type_customer': english('Must be a record type such as customer'),
  'auth.name_too_long': english('Name is too long - 100 chars maximum.'),
  'customer.one_displayname_email_customername': english('Must be one of displayName, email, customerName, createdAt'),
  'customer.valid_phone_number': english('You must enter a valid phone number'),
  'event.iana_time_zone_america': english('Must be an IANA time zone such as America/Chicago'),
  'event.list_points': english('Must be a list of points'),
  'event.one_eventname_customername_startdate': english(
    'Must be one of eventName, customerName, startDate, endDate, status, payrollBudget, guardsAssigned',
  ),
  'event.reason_least_5_characters': english('Give a reason of at least 5 characters'),
  'field.both_latitude_longitude_neither': english('Give both latitude and longitude, or neither'),
  'field.least_one_action': english('Give at least one action'),
  'messenger.direct_group_event': english('Must be direct, group or event'),
  'messenger.least_one_person': english('Choose at least one person'),
  'messenger.list_people': english('Must be a list of people'),
  'messenger.message_required': english('You must enter a message'),
  'messenger.most_200_people': english('At most 200 people'),
  'messenger.search_required': english('You must enter a search'),
  'note.text_required': english('You must enter a note'),
  'oidc.sign_in_sign_up': english('Must be sign-in or sign-up'),
  'password_reset.link_not_valid': english('This reset link is not valid.'),
  'password_reset.no_token': english('The reset link has no token.'),
  'personnel.new_clock_in_clock': english('Give a new clock-in or clock-out'),
  'personnel.one_guard_supervisor_manager': english(
    'Must be one of guard, supervisor, manager, areaManager, eventManager, securityManager',
  ),
  'proof.chain_head_position_hash': english('Must be a chain head: position:hash (64 hexadecimal characters)'),
  'report.png_drawing': english('Must be a PNG drawing'),
  'report.say_why_report_changed': english('Say why the report is changed'),
  'report.signature_too_large': english('The signature is too large'),
  'report_delivery.least_one_recipient': english('You must enter at least one recipient'),
  'report_delivery.list_emails': english('Must be a list of emails'),
  'report_delivery.most_366_days': english('At most 366 days'),
  'report_delivery.time_like_07_30': english('Must be a time like 07:30'),
  'search.each_shortcut_may_appear': english('Each shortcut may appear only once'),
  'search.text_required': english('Enter something to search for'),
  'settings.layout_style': english('Must be layout1, layout2 or layout3'),
  'settings.light_or_dark': english('Must be light or dark'),
  'settings.scale_too_big': english('Must be at most 1.3'),
  'settings.scale_too_small': english('Must be at least 0.7'),
  'shift.after_from': english('Must be after from'),
  'shift.most_year': english('At most a year'),
  'shift.post_required': english('You must enter a post'),
  'shift.reason_required': english('You must give a reason'),
  'tour.most_92_days': english('At most 92 days'),
  'user.least_one_role': english('Choose at least one role'),
  'user.not_known_role': english('Not a known role'),
  'user.password_too_long': english('Password is too long'),
  'user.role_listed_twice': english('A role is listed twice'),
  'user.too_many_roles': english('Too many roles'),
  'validation.latitude_range': english('Must be between -90 and 90'),
  'validation.longitude_range': english('Must be between -180 and 180'),
  'validation.name_required': english('You must enter a name'),
  'validation.not_role': english('Must be a role'),
  'validation.not_role_list': english('Must be a list of roles'),
  'validation.time_required': english('You must enter a time'),
  'validation.title_required': english('You must enter a title'),
  'validation.yes_or_no': english('Must be yes or no'),
  'visitor.iana_time_zone_europe': english('Must be an IANA time zone such as Europe/Paris'),
  'workforce.all_supervisor_areamanager_eventmanager': english('Must be all, supervisor, areaManager or eventManager'),

  // Server field messages (the modules' refusals that name a field)
  'validation.in_use': english('Already in use'),
  'validation.before_end': english('Must be before the end'),
  'auth.email_taken': english('An account with this email already exists.'),
  'assignment.already_assigned': english('Already assigned'),
  'assignment.licence_expired': english('Licence expired: give a reason to assign anyway'),
  'assignment.choose_active_staff': english('Choose an active guard, supervisor or manager of this client'),
  'shift.already_on_shift': english('Already on this shift'),
  'shift.choose_another_week': english('Choose another week'),
  'photo.damaged_or_too_large': english('The image is damaged or too large'),
  'photo.damaged': english('The image is damaged'),
  'messenger.choose_someone_else': english('Choose someone else'),
  'messenger.choose_other_person': english('Choose at least one other person'),
  'messenger.message_id_used': english('Already used for another message'),
  'report.guard_files_as_self': english('A guard files reports as themself'),
  'report.client_admin_only': english('Only an administrator chooses the client'),
  'report.choose_active_client': english('Choose an active client'),
  'event.unknown': english('No such event'),
  'customer.not_of_client': english('Not a customer of this client'),
  'customer.choose_own': english('Choose one of your customers'),
  'clock.overlaps_entry': english('Overlaps another clock entry'),
  'visitor.name_required': english('Enter the visitor’s name'),
  'visitor.host_required': english('Enter who they are visiting'),
  'visitor.purpose_required': english('Enter the purpose of the visit'),
  'validation.date_time_required': english('Choose a date and time'),
  'visitor.expected_in_past': english('Choose a time in the future'),
  'visitor.too_old': english('Must be no more than 24 hours ago'),
  'visitor.too_far': english('Must be within a year from now'),
  'visitor.email_invalid': english('Enter a valid email'),
  'visitor.phone_invalid': english('Use digits, spaces and + ( ) - only'),
  'validation.choose_own_event': english('Choose one of your events'),
  'visitor.id_last4': english('Enter exactly the last 4 digits'),
  'visitor.id_type_required': english('Choose the type of ID'),
  'visitor.id_type': english('Must be one of drivers_licence, passport, national_id, other'),
  'validation.not_in_future': english('Must not be in the future'),
  'visitor.reason_required': english('Enter the reason'),
  'personnel.after_clock_in': english('Must be after the clock-in'),
  'validation.field_required': english('This field is required'),
  'report.name_letters': english('Letters and spaces only'),
  'report.phone_format': english('Enter a phone number as (000) 000-0000'),
  'report.not_for_type': english('This field is not part of this report type'),
  'report.comment_empty': english('Write a comment first'),
  'report.choose_active_guard': english('Choose an active guard of this client'),
  'report.file_name': english('Must be a URL-encoded file name'),
  'tour.checkpoints_of_event': english('Every checkpoint must belong to this event'),
  'tour.duplicate_checkpoint': english('A checkpoint appears twice'),
  // Billing
  'billing.currency': english('Must be an ISO 4217 currency code such as USD'),
  'billing.rate_required': english('An hourly line needs a bill rate'),
  'billing.amount_required': english('A fixed line needs an amount'),
  'billing.price_required': english('A per-call line needs a price per call'),
  'billing.call_type_required': english('A per-call line needs a call type'),
  'billing.call_type_per_call_only': english('Only a per-call line takes a call type'),
  'billing.per_call_post': english('A per-call line bills every call at the event: leave the post empty'),
  'billing.per_call_hours': english('A per-call line has no contracted hours'),
  'billing.duplicate_date': english('This date is already in the calendar'),
  'billing.period_too_long': english<{ max: number }>('At most {{max}} days'),
  'billing.event_not_customer': english('The event must belong to the contract’s customer'),
  'billing.unknown_calendar': english('No such holiday calendar'),
  // Payroll
  'payroll.dt_not_after_ot': english('Must be more than the daily overtime threshold'),
  /** `weekStart`: the workweek's first day of the scheduling settings, 0 = Sunday … 6 = Saturday. */
  'payroll.anchor_not_week_start': english<{ weekStart: number }>('Must be the first day of a workweek'),
  'payrun.not_period_start': english<{ start: string }>('Must be the first day of a pay period ({{start}})'),
  // Dispatch
  'dispatch.priority_range': english('Must be a priority from 1 to 4'),
  'dispatch.call_type': english('Must be one of alarm, patrol_request, disturbance, lock_unlock, escort, other'),
  'dispatch.place_required': english('Choose a site, or place the address on the map'),
  'dispatch.status_filter': english('Must be open or a call status'),
  'dispatch.guard_status': english('Must be one of acknowledged, refused, en_route, on_scene, cleared'),
  'dispatch.outcome': english(
    'Must be one of false_alarm, secured, police_attended, keyholder_attended, no_access, other',
  ),
  'dispatch.outcome_required': english('Choose how the call ended'),
  'dispatch.reason_required': english('Say why'),
  'patrol.stop_required': english('Give at least one stop'),
  'patrol.too_many_stops': english<{ max: number }>('At most {{max}} stops'),
  'patrol.window_empty': english('The window must end at another time than it starts'),
  'push.endpoint_https': english('Must be an https:// address'),
  'push.key_format': english('Must be a base64url key'),
  'mfa.totp_format': english('Enter the 6-digit code from your authenticator app'),
  'mfa.recovery_format': english('Enter a recovery code such as abcde-12345'),
  'auth.password_or_code': english('Enter your password or a code'),
  'auth.wrong_password': english('That password is not right.'),
  'password_reset.token_unknown': english('This reset link is not valid. Ask for a new one.'),
  'password_reset.token_used': english('This reset link has already been used. Ask for a new one.'),
  'password_reset.token_expired': english('This reset link has expired. Ask for a new one.'),
  'shift.outside_event': english('The shift must lie within the event'),
  'shift.repeat_outside_event': english('Every repeated shift must lie within the event'),
  'shift.copy_outside_event': english('Every copied shift must lie within the event'),
  'shift.no_repeat_day': english('None of these weekdays falls in the range'),
  'shift.nothing_to_copy': english('That week has no shifts to copy'),
  'shift.fewer_places': english('Fewer places than people on the shift'),
  'shift.not_candidate': english('Choose an active person of this client with the shift’s role'),
  'shift.too_many': english<{ max: number }>('At most {{max}} shifts at once'),
  'validation.at_most_days': english<{ max: number }>('At most {{max}} days'),
  'shift.until_before_start': english('Must be on or after the first shift’s day'),
  'shift.not_field': english('Choose an active person of this client'),
  'polygon.too_few_points': english('A zone needs at least 3 points'),
  'polygon.too_many_points': english('A zone can have at most 500 points'),
  'polygon.latitude_range': english('Latitude must be between -90 and 90'),
  'polygon.longitude_range': english('Longitude must be between -180 and 180'),
  'polygon.crosses_itself': english('The outline must not cross itself'),
  'polygon.no_area': english('The outline must enclose an area'),
  'settings.must_be_light': english('Must be a light color'),
  'settings.must_be_dark': english('Must be a dark color'),
  'settings.colour_format': english('Must be a colour like #1d4ed8'),
  'field.break_length': english('Choose one of the allowed break lengths'),
  'field.future_time': english('This time is in the future.'),
  'field.stale_time': english('This time is more than 7 days ago.'),
  'field.key_reused': english('This idempotency key was already used for another action.'),
  'field.event_not_running': english('This event is not running now.'),
  'field.before_clock_in': english('This time is before you clocked in.'),
  'field.before_break_start': english('This time is before the break started.'),
  'mfa.wrong_code': english('That code is not right. Try again.'),
  'validation.seconds_too_small': english<{ min: number }>('Must be at least {{min}} seconds'),
  'validation.seconds_too_big': english<{ max: number }>('Must be at most {{max}} seconds'),
  'validation.days_too_small': english<{ min: number }>('Must be at least {{min}} days'),
  'validation.days_too_big': english<{ max: number }>('Must be at most {{max}} days'),
  'report_delivery.too_many_recipients': english<{ max: number }>('At most {{max}} recipients'),
  'search.too_many_shortcuts': english<{ max: number }>('At most {{max}} shortcuts'),
  'field.too_many_actions': english<{ max: number }>('At most {{max}} actions'),
  'user.foreign_customer': english('Contains a customer that is not one of this client'),
  'user.foreign_event': english('Contains an event that is not one of this client'),
  'task.event_not_visible': english('Must be an event you can see'),
  'task.assignee_not_of_client': english('Must be a person of your client'),
  'task.leaves_scope': english('You would no longer see this task: keep one of your events or assign it to yourself'),
  'search.not_a_page': english('Not a page you can open'),
  'validation.between': english<{ min: number; max: number }>('Must be between {{min}} and {{max}}'),
  'validation.multiple_of': english<{ step: number }>('Must be a multiple of {{step}}'),
  'validation.time_hh_mm': english('Must be a time HH:mm'),
  'tour.checkpoint_required': english('Give at least one checkpoint'),
  'tour.too_many_checkpoints': english<{ max: number }>('At most {{max}} checkpoints'),
  'tour.too_many_runs': english<{ max: number }>('At most {{max}} runs: narrow the period'),
  'shift.weekday_required': english('Choose at least one weekday'),
  'shift.too_many_weekdays': english<{ max: number }>('At most {{max}} weekdays'),
  'shift.not_weekday_list': english('Must be a list of weekdays'),
} as const;

export type FieldErrorCode = keyof typeof fieldErrorCodes;

/** The params a field code takes (`undefined` when it takes none). */
export type FieldErrorParamsOf<C extends FieldErrorCode> =
  (typeof fieldErrorCodes)[C] extends FieldErrorSpec<infer P> ? P : never;

/** A field error as the API sends it in `error.fieldErrors` and as the web translates it. */
export interface FieldError {
  code: FieldErrorCode;
  params?: FieldErrorParams;
}

export function isFieldErrorCode(value: string): value is FieldErrorCode {
  return Object.hasOwn(fieldErrorCodes, value);
}

/** A field error of a code, with the params it takes (type-checked): `fieldError('validation.too_long', { max: 20 })`. */
export function fieldError<C extends FieldErrorCode>(
  code: C,
  ...[params]: FieldErrorParamsOf<C> extends undefined ? [] : [params: FieldErrorParamsOf<C>]
): FieldError {
  return params ? { code, params } : { code };
}

/** A list as English words it: "a, b or c". */
export function englishOrList(values: readonly string[]): string {
  if (values.length < 2) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** The English text of a field error: the API's `fields` message. */
export function englishOf({ code, params = {} }: FieldError): string {
  const spec = fieldErrorCodes[code] as FieldErrorSpec<FieldErrorParams | undefined> | undefined;
  if (!spec) return code;
  return spec.english.replaceAll(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (Array.isArray(value)) return code === 'validation.either' ? englishOrList(value) : value.join(', ');
    return String(value);
  });
}

/**
 * A field error written as the one string a zod issue (and a react-hook-form error) carries: the code, then its
 * params as JSON after a space (`validation.too_long {"max":100}`).
 */
export function fieldErrorKey({ code, params }: FieldError): string {
  return params && Object.keys(params).length > 0 ? `${code} ${JSON.stringify(params)}` : code;
}

/** The field error a string of fieldErrorKey's stands for; undefined for any other text. */
export function parseFieldErrorKey(message: string | undefined): FieldError | undefined {
  if (!message) return undefined;
  const space = message.indexOf(' ');
  const code = space < 0 ? message : message.slice(0, space);
  if (!isFieldErrorCode(code)) return undefined;
  if (space < 0) return { code };
  try {
    const params: unknown = JSON.parse(message.slice(space + 1));
    if (params && typeof params === 'object' && !Array.isArray(params)) {
      return { code, params: params as FieldErrorParams };
    }
  } catch {
    // not one of ours
  }
  return undefined;
}

/** The parts of a zod issue (raw, as the error map sees it, or final) that make a field error. */
export interface IssueLike {
  readonly code?: string | undefined;
  readonly message?: string | undefined;
  readonly origin?: string | undefined;
  readonly expected?: string | undefined;
  readonly format?: string | undefined;
  readonly minimum?: number | bigint | undefined;
  readonly maximum?: number | bigint | undefined;
  readonly divisor?: number | undefined;
  readonly values?: readonly unknown[] | undefined;
  readonly input?: unknown;
}

/** The params an issue states: minimum → min, maximum → max, values. */
export function paramsOfIssue(issue: IssueLike): FieldErrorParams | undefined {
  const params: FieldErrorParams = {};
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.values) params.values = issue.values.map(String);
  return Object.keys(params).length > 0 ? params : undefined;
}

const numberOrigins = new Set(['number', 'int', 'bigint', 'date']);
const listOrigins = new Set(['array', 'set']);

/** The generic code of an issue whose check states no code of its own (the zod error map's choice). */
export function genericCodeOf(issue: IssueLike): FieldErrorCode | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'validation.required';
      if (issue.expected === 'string') return 'validation.not_text';
      if (issue.expected === 'int') return 'validation.not_integer';
      if (issue.expected === 'number') return 'validation.not_number';
      if (issue.expected === 'boolean') return 'validation.not_boolean';
      if (issue.expected === 'array') return 'validation.not_list';
      if (issue.expected === 'object') return 'validation.not_object';
      return 'validation.invalid';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) === 1 ? 'validation.required' : 'validation.too_short';
      if (issue.origin && listOrigins.has(issue.origin)) return 'validation.too_few';
      return issue.origin && numberOrigins.has(issue.origin) ? 'validation.too_small' : undefined;
    case 'too_big':
      if (issue.origin === 'string') return 'validation.too_long';
      if (issue.origin && listOrigins.has(issue.origin)) return 'validation.too_many';
      return issue.origin && numberOrigins.has(issue.origin) ? 'validation.too_big' : undefined;
    case 'invalid_value':
      return 'validation.one_of';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.invalid_email';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'validation.invalid_id';
      if (issue.format === 'datetime') return 'validation.invalid_date_time';
      if (issue.format === 'date') return 'validation.invalid_date';
      if (issue.format === 'url') return 'validation.invalid_url';
      return 'validation.invalid_format';
    case 'not_multiple_of':
      return issue.divisor === 1 ? 'validation.not_integer' : undefined;
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    case 'invalid_union':
      return 'validation.invalid';
    default:
      return undefined;
  }
}

/** Params of a generic code that its text does not take (a required string's `min: 1`) are left out. */
function paramsFor(code: FieldErrorCode, issue: IssueLike): FieldErrorParams | undefined {
  const params = paramsOfIssue(issue);
  if (!params) return undefined;
  const wanted = fieldErrorCodes[code].english.match(/\{\{\w+\}\}/g)?.map((p) => p.slice(2, -2)) ?? [];
  const kept = Object.fromEntries(Object.entries(params).filter(([name]) => wanted.includes(name)));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The message the zod error map gives an issue whose check states none (src/shared/zod.ts): the key of its
 * generic code, or undefined to leave it to zod.
 */
export function genericIssueMessage(issue: IssueLike): string | undefined {
  const code = genericCodeOf(issue);
  if (!code) return undefined;
  const params = paramsFor(code, issue);
  return fieldErrorKey(params ? { code, params } : { code });
}

/**
 * The error of a check that states a code: `text().max(20, withCode('validation.too_long'))`, `z.enum(values,
 * withCode('validation.either'))`. Its params come from the issue (the `max`, the enum's `values`). A code without
 * params may be written as the plain string instead: `.min(1, 'validation.required')`.
 */
export function withCode(code: FieldErrorCode): { error: (issue: IssueLike) => string } {
  return {
    error: (issue) => {
      const params = paramsFor(code, issue);
      return fieldErrorKey(params ? { code, params } : { code });
    },
  };
}

/**
 * The field error of a zod issue: the code its message states (a key of fieldErrorKey's, or a bare code), with
 * params from the key or else from the issue; an issue with any other message is `validation.invalid`.
 */
export function fieldErrorOf(issue: IssueLike): FieldError {
  const parsed = parseFieldErrorKey(issue.message);
  if (parsed) {
    if (parsed.params) return parsed;
    const params = paramsFor(parsed.code, issue);
    return params ? { code: parsed.code, params } : parsed;
  }
  const code = genericCodeOf(issue) ?? 'validation.invalid';
  const params = paramsFor(code, issue);
  return params ? { code, params } : { code };
}

/**
 * The English message of a zod issue for the `fields` of a 400: the English of its code when its message is one,
 * else the message as it is (a library's own).
 */
export function englishOfIssue(issue: IssueLike): string {
  return parseFieldErrorKey(issue.message) ? englishOf(fieldErrorOf(issue)) : (issue.message ?? 'Invalid value');
}
