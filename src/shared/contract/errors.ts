import { z } from 'zod';
import { text } from './common.ts';

/** Error codes and the HTTP status each maps to (docs/architecture.md#errors). */
export const errorStatus = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A visitor's name or vehicle plate is on the watch list (fields: reason, entryId, matchedOn). */
  watch_list_match: 409,
  /** A wrong, reused or malformed second-factor code (TOTP or recovery code); fields.code says so. */
  mfa_invalid_code: 401,
  /** The passkey did not prove the sign-in (unknown credential, bad signature, cancelled). */
  mfa_passkey_failed: 401,
  /** No pending second-factor sign-in: expired (5 min), used, too many wrong codes, or never started. */
  mfa_challenge_expired: 401,
  /** The client requires a second factor for this person's role: the last one cannot be removed. */
  mfa_required: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: text(),
      message: text(),
      fields: z.record(text(), text()).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
