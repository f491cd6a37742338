import { withCode } from '../../../../shared/contract/field-errors.ts';
import {
  clockOutAfterClockInMessage,
  personnelLimits,
  reasonMinLength,
} from '../../../../shared/contract/personnel.ts';
import { z } from '../../../../shared/zod.ts';
import { fromLocalInput } from '../../../lib/personnel-format.ts';

/**
 * The missed-punch and correction forms hold datetime-local strings (viewer's time zone); these schemas check
 * them as the server will (order, not in the future, reason length) and the messages are the contract's.
 */
const notFuture = (value: string) => {
  const iso = fromLocalInput(value);
  return !iso || Date.parse(iso) <= Date.now();
};

const reason = z
  .string()
  .trim()
  .min(reasonMinLength, withCode('validation.too_short'))
  .max(personnelLimits.reason, withCode('validation.too_long'));

/** The clock-in, the optional clock-out and the reason, as both forms hold them. */
const clockTimes = {
  clockIn: z
    .string()
    .refine((v) => fromLocalInput(v) !== undefined, 'validation.date_time_required')
    .refine(notFuture, 'validation.not_in_future'),
  clockOut: z
    .string()
    .refine((v) => v === '' || fromLocalInput(v) !== undefined, 'validation.date_time_required')
    .refine(notFuture, 'validation.not_in_future'),
  reason,
};

const clockOutAfterClockIn = (v: { clockIn: string; clockOut: string }) => {
  const a = fromLocalInput(v.clockIn);
  const b = fromLocalInput(v.clockOut);
  return !a || !b || Date.parse(b) > Date.parse(a);
};
const clockOutOrderError = { message: clockOutAfterClockInMessage, path: ['clockOut'] };

export const punchFormSchema = z
  .object({ eventId: z.string().min(1, 'validation.choose_own_event'), ...clockTimes })
  .refine(clockOutAfterClockIn, clockOutOrderError);
export type PunchFormValues = z.infer<typeof punchFormSchema>;

export const correctionFormSchema = z.object(clockTimes).refine(clockOutAfterClockIn, clockOutOrderError);
export type CorrectionFormValues = z.infer<typeof correctionFormSchema>;
