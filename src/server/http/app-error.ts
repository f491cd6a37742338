import { type ErrorCode, errorStatus } from '../../shared/contract/errors.ts';

/** The one error type handlers and services throw; the error handler turns it into the JSON error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError('bad_request', message, fields);
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
  static conflict(message: string, fields?: Record<string, string>) {
    return new AppError('conflict', message, fields);
  }
}
