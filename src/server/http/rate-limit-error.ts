import { AppError } from './app-error.ts';

/** Too many attempts of one kind in the window; the error handler turns `retryAfterSeconds` into Retry-After. */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'auth.too_many_attempts',
      `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      {
        params: { minutes },
      },
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
