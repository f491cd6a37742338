import {
  type ErrorCode,
  type ErrorParams,
  type ErrorParamsOf,
  errorStatus,
  type NotFoundResource,
} from '../../shared/contract/errors.ts';
import { englishOf, type FieldError } from '../../shared/contract/field-errors.ts';

type Fields = Record<string, string>;
/** Field errors by code (`fieldError(...)` of src/shared/contract/field-errors.ts), keyed by field. */
type FieldErrors = Record<string, FieldError>;

/**
 * A code that takes params needs them; `fieldErrors` gives field errors by code (their English fills `fields`);
 * `fields` alone maps a field to its English message (the older form).
 */
type Details<C extends ErrorCode> =
  undefined extends ErrorParamsOf<C>
    ? [details?: { params?: ErrorParamsOf<C>; fields?: Fields | undefined; fieldErrors?: FieldErrors | undefined }]
    : [details: { params: ErrorParamsOf<C>; fields?: Fields | undefined; fieldErrors?: FieldErrors | undefined }];

/**
 * The one error type handlers and services throw; the error handler turns it into the JSON error shape.
 * The code picks the HTTP status from the shared error table; the message stays English (logs, API users).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly params: ErrorParams | undefined;
  readonly fields: Fields | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: C, message: string, ...[details]: Details<C>) {
    super(message);
    this.code = code;
    this.params = details && 'params' in details ? details.params : undefined;
    this.fieldErrors = details?.fieldErrors;
    this.fields =
      details?.fieldErrors && !details.fields
        ? Object.fromEntries(Object.entries(details.fieldErrors).map(([field, error]) => [field, englishOf(error)]))
        : details?.fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  /**
   * A 400 naming its fields by code: `AppError.invalidFields({ email: fieldError('user.email_in_use') })`; each
   * field's English message (the `fields` of the body) comes from the field error table.
   */
  static invalidFields(fieldErrors: FieldErrors, message = 'Some fields are not valid.') {
    return new AppError('bad_request', message, { fieldErrors });
  }
  static badRequest(message: string, fields?: Fields) {
    return new AppError('bad_request', message, { fields });
  }
  static unauthenticated(message = 'You must sign in first.') {
    return new AppError('unauthenticated', message);
  }
  static forbidden(message = 'You are not allowed to do this.') {
    return new AppError('forbidden', message);
  }
  /** `resource` says what was not found (`params.resource`), so the web can say "No such client.". */
  static notFound(message = 'Not found.', resource?: NotFoundResource) {
    return new AppError('not_found', message, resource && { params: { resource } });
  }
  static conflict(message: string, fields?: Fields) {
    return new AppError('conflict', message, { fields });
  }
}
