import { type ErrorCode, type ErrorParams, type ErrorParamsOf, errorStatus } from '../../shared/contract/errors.ts';

type Fields = Record<string, string>;

/** A code that takes params needs them; `fields` maps a field to its English message. */
type Details<C extends ErrorCode> =
  ErrorParamsOf<C> extends undefined
    ? [details?: { fields?: Fields | undefined }]
    : [details: { params: ErrorParamsOf<C>; fields?: Fields | undefined }];

/**
 * The one error type handlers and services throw; the error handler turns it into the JSON error shape.
 * The code picks the HTTP status from the shared error table; the message stays English (logs, API users).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly params: ErrorParams | undefined;
  readonly fields: Fields | undefined;

  constructor(code: C, message: string, ...[details]: Details<C>) {
    super(message);
    this.code = code;
    this.params = details && 'params' in details ? details.params : undefined;
    this.fields = details?.fields;
  }

  get status(): number {
    return errorStatus[this.code];
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
  static notFound(message = 'Not found.') {
    return new AppError('not_found', message);
  }
  static conflict(message: string, fields?: Fields) {
    return new AppError('conflict', message, { fields });
  }
}
