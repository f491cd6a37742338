import {
  type FieldActionKind,
  type FieldActionResult,
  fieldFutureToleranceMs,
  fieldMaxAgeMs,
} from '../../../shared/contract/field.ts';
import type { FieldErrorCode } from '../../../shared/contract/field-errors.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { AlertTexts } from '../alerts/index.ts';
import { insertAlert, type NewAlert } from '../alerts/index.ts';
import { claimReceipt, type Db, saveReceipt } from './repository.ts';

const invalid = (field: string, code: FieldErrorCode) => AppError.invalidFields({ [field]: { code } });

/** The action's time: the device's `at` (refused when in the future or older than 7 days) or the server's now. */
export function actionTime(ctx: AppContext, at: string | undefined): { at: Date; now: Date } {
  const now = ctx.clock();
  if (!at) return { at: now, now };
  const when = new Date(at);
  if (when.getTime() - now.getTime() > fieldFutureToleranceMs) throw invalid('at', 'field.future_time');
  if (now.getTime() - when.getTime() > fieldMaxAgeMs) throw invalid('at', 'field.stale_time');
  return { at: when, now };
}

export const nameOf = (caller: Caller) => caller.actor.displayName || caller.actor.email;

export function uniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e.code ? e : e.cause;
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

/**
 * The field action's own answer, or `refusal` when it would open a second of what only one may be open of at a
 * time (a shift, a break): the unique index `constraint` refuses the second.
 */
export async function refusingSecondOpen<T>(constraint: string, refusal: () => AppError, action: Promise<T>) {
  try {
    return await action;
  } catch (error) {
    if (uniqueViolation(error, constraint)) throw refusal();
    throw error;
  }
}

/**
 * One field action in one transaction. With an idempotency key, the key is claimed first: a key seen before
 * answers its first result again (marked duplicate) and does nothing; a refusal rolls the claim back, so a retry
 * is judged afresh.
 */
export async function inTransaction(
  ctx: AppContext,
  caller: Caller,
  kind: FieldActionKind,
  key: string | undefined,
  now: Date,
  work: (tx: Db) => Promise<FieldActionResult>,
): Promise<FieldActionResult> {
  return ctx.db.transaction(async (tx) => {
    if (key) {
      const earlier = await claimReceipt(tx, caller.actor.homeClientId, caller.actor.userId, key, kind, now);
      if (earlier) {
        if (earlier.kind !== kind) throw invalid('idempotencyKey', 'field.key_reused');
        return { ...(earlier.result as FieldActionResult), duplicate: true };
      }
    }
    const result = await work(tx);
    if (key) await saveReceipt(tx, caller.actor.userId, key, result);
    return result;
  });
}

export interface Point {
  lat: number;
  lng: number;
  accuracy: number;
}

export function pointOf(body: { lat?: number | undefined; lng?: number | undefined; accuracy?: number | undefined }) {
  return body.lat !== undefined && body.lng !== undefined
    ? { lat: body.lat, lng: body.lng, accuracy: body.accuracy ?? 0 }
    : null;
}

/** Who recorded a field action (the signed-in guard), when, and where when known: what each such record stores. */
export function actionBy(caller: Caller, at: Date, point: Point | null) {
  return {
    clientId: caller.actor.homeClientId,
    userId: caller.actor.userId,
    at,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    accuracy: point?.accuracy ?? null,
  };
}

/** Raises an alert about the signed-in guard's own doing, with its texts and where they were when known. */
export function raiseGuardAlert(
  tx: Db,
  caller: Caller,
  alert: Pick<NewAlert, 'type' | 'eventId' | 'lengthOfBreak' | 'now'> & { texts: AlertTexts; point: Point | null },
): Promise<string> {
  const { texts, point, ...rest } = alert;
  return insertAlert(tx, {
    ...rest,
    clientId: caller.actor.homeClientId,
    guardId: caller.actor.userId,
    title: texts.title,
    message: texts.text,
    params: texts.params,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
  });
}
