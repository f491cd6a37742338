import {
  visitorLimits,
  visitorMessages,
  visitorPhonePattern,
  visitPlanningWindowMs,
} from '../../../../shared/contract/visitors.ts';
import { z } from '../../../../shared/zod.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of an <input type="datetime-local"> (the viewer's local time, minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The next quarter hour from `now`, as a datetime-local value: a sensible default for "when". */
export function nextQuarterHour(now: Date = new Date()): string {
  const next = new Date(now);
  next.setSeconds(0, 0);
  next.setMinutes(Math.ceil((next.getMinutes() + 1) / 15) * 15);
  return toLocalInput(next);
}

/** A datetime-local value as an ISO instant, or undefined when it is not a valid local time. */
export function localInputToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const text = (max: number) => z.string().trim().max(max, visitorMessages.tooLong(max));
const required = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, visitorMessages.tooLong(max));

function whenSchema(earliestMs: () => number, tooEarly: string) {
  return z
    .string()
    .min(1, visitorMessages.expectedRequired)
    .refine((v) => localInputToIso(v) !== undefined, visitorMessages.expectedRequired)
    .refine((v) => new Date(v).getTime() >= earliestMs(), tooEarly)
    .refine((v) => new Date(v).getTime() <= Date.now() + visitPlanningWindowMs.ahead, visitorMessages.expectedTooFar);
}

/** "Request a visit": the messages are the API's own, so server and form say the same thing. */
export const visitRequestFormSchema = z.object({
  name: required(visitorLimits.name, visitorMessages.nameRequired),
  company: text(visitorLimits.company),
  hostName: required(visitorLimits.hostName, visitorMessages.hostRequired),
  purpose: required(visitorLimits.purpose, visitorMessages.purposeRequired),
  expectedAt: whenSchema(() => Date.now() - 60_000, visitorMessages.expectedInPast),
  vehiclePlate: text(visitorLimits.vehiclePlate),
  eventId: z.string(),
});
export type VisitRequestFormValues = z.infer<typeof visitRequestFormSchema>;

export const preRegisterFormSchema = z
  .object({
    name: required(visitorLimits.name, visitorMessages.nameRequired),
    company: text(visitorLimits.company),
    hostName: text(visitorLimits.hostName),
    purpose: text(visitorLimits.purpose),
    email: text(visitorLimits.email).refine(
      (v) => v === '' || z.email().safeParse(v).success,
      visitorMessages.emailInvalid,
    ),
    phone: text(visitorLimits.phone).regex(visitorPhonePattern, visitorMessages.phoneInvalid),
    vehiclePlate: text(visitorLimits.vehiclePlate),
    expectedAt: whenSchema(() => Date.now() - visitPlanningWindowMs.behind, visitorMessages.expectedTooOld),
    eventId: z.string(),
    /** '' (not recorded) or one of visitorIdTypes. */
    idType: z.string(),
    /** Never more than the last 4 digits of the ID number. */
    idLast4: z
      .string()
      .trim()
      .regex(/^(\d{4})?$/, visitorMessages.idLast4),
  })
  .refine((v) => v.idLast4.trim() === '' || v.idType !== '', {
    message: visitorMessages.idTypeRequired,
    path: ['idType'],
    // Checked even while other fields are wrong (an empty name), so the ID type's message is not held back.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type PreRegisterFormValues = z.infer<typeof preRegisterFormSchema>;

/** Empty optional fields are left out of the request body rather than sent as "". */
export function withoutBlanks<T extends Record<string, string>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as [keyof T, string][]) {
    const trimmed = value.trim();
    if (trimmed !== '') out[key] = trimmed as T[keyof T];
  }
  return out;
}
