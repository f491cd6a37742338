import { clockOutAfterClockInMessage, reasonMinLength } from '../../../../shared/contract/personnel.ts';
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

const reason = z.string().trim().min(reasonMinLength, 'At least 5 characters').max(500, 'At most 500 characters');

/** The clock-in, the optional clock-out and the reason, as both forms hold them. */
const clockTimes = {
  clockIn: z
    .string()
    .refine((v) => fromLocalInput(v) !== undefined, 'Choose a date and time')
    .refine(notFuture, 'Must not be in the future'),
  clockOut: z
    .string()
    .refine((v) => v === '' || fromLocalInput(v) !== undefined, 'Choose a date and time')
    .refine(notFuture, 'Must not be in the future'),
  reason,
};

const clockOutAfterClockIn = (v: { clockIn: string; clockOut: string }) => {
  const a = fromLocalInput(v.clockIn);
  const b = fromLocalInput(v.clockOut);
  return !a || !b || Date.parse(b) > Date.parse(a);
};
const clockOutOrderError = { message: clockOutAfterClockInMessage, path: ['clockOut'] };

export const punchFormSchema = z
  .object({ eventId: z.string().min(1, 'Choose one of your events'), ...clockTimes })
  .refine(clockOutAfterClockIn, clockOutOrderError);
export type PunchFormValues = z.infer<typeof punchFormSchema>;

export const correctionFormSchema = z.object(clockTimes).refine(clockOutAfterClockIn, clockOutOrderError);
export type CorrectionFormValues = z.infer<typeof correctionFormSchema>;
