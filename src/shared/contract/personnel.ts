import { licenceStates } from '../licence.ts';
import { z } from '../zod.ts';
import {
  dateOnlySchema,
  idParamsSchema,
  idSchema,
  isoDateTime,
  pageOf,
  pageQuerySchema,
  searchTextSchema,
  text,
} from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';
import { payrollIdsBodySchema, payrollIdsSchema } from './payroll.ts';

/*
 * Personnel and timesheets (docs/product/personnel-and-tasks.md#personnel, #timesheets).
 *
 * Who is listed: the field personnel of the client — users whose effective (first) role is guard, supervisor,
 * manager, areaManager, eventManager or securityManager.
 *
 * Who sees whom (docs/product/access-and-roles.md#event-visibility, applied to people):
 *  - executive: every field person of their client; admin: those of their working (active) client in the list,
 *    and any client's person by id, as with events.
 *  - manager, supervisor (and the other granted roles): themselves, plus the people who are or were assigned to,
 *    or clocked on, an event in their scope (permissions.fullClientAccess customers' events and
 *    permissions.individualEvents). Anyone else — and another client's person — answers 404.
 *  - Their timesheet shows, for an executive or admin, every clock entry; for the others only the entries on
 *    events in their scope.
 *
 * Writes:
 *  - PATCH /personnel/:id (licence number and expiry, availability, weekly pattern, notes): executive and manager
 *    (`personnel.edit`), on a person they can see. Their payroll-provider ids (`payrollIds`) also need
 *    `payroll.manage`. Audited ('personnel.update').
 *  - Timesheet: add a missed punch or correct an entry (`timesheets.edit`): executive, manager, supervisor, on an
 *    event in their scope. A reason (5–500 characters) is required; the clock-out must be after the clock-in;
 *    neither may be in the future; an entry may lie outside its event's window (payroll clips it), but may not
 *    overlap another entry of the same person. The original values are kept in clock_entry_corrections and each
 *    change is audited ('timesheet.add-missed-punch', 'timesheet.correct').
 *
 * Licence state (licence.ts): 'expired' after the expiry day, 'expiring' within 30 days, 'ok', or 'none', by the
 * day in the client's time zone. Hours (payroll-hours.ts): raw = clock-in to clock-out (open entries: to the
 * event end, capped at now); payroll = clipped to the event's start and end; 2 decimals.
 */

export const personnelRoles = [
  'guard',
  'supervisor',
  'manager',
  'areaManager',
  'eventManager',
  'securityManager',
] as const;
export type PersonnelRole = (typeof personnelRoles)[number];

export const personnelStatuses = ['onDuty', 'onBreak', 'offDuty', 'inactive'] as const;
export type PersonnelStatus = (typeof personnelStatuses)[number];

export const availabilities = ['available', 'unavailable', 'on_leave'] as const;
export type Availability = (typeof availabilities)[number];

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export const personnelSortKeys = ['name', 'role', 'status', 'licenceExpiresOn'] as const;

export const reasonMinLength = 5;
/** The longest texts of a person's record and of a timesheet correction's reason (the forms read them too). */
export const personnelLimits = { licenceNumber: 50, notes: 2000, reason: 500 } as const;

const personnelFilterShape = {
  q: searchTextSchema,
  role: z.enum(personnelRoles, 'personnel.one_guard_supervisor_manager').optional(),
  status: z.enum(personnelStatuses, withCode('validation.one_of')).optional(),
  sort: z.enum(personnelSortKeys, withCode('validation.one_of')).default('name'),
  order: z.enum(['asc', 'desc'], withCode('validation.either')).default('asc'),
};

export const personnelListQuerySchema = pageQuerySchema.extend(personnelFilterShape);
export type PersonnelListQuery = z.infer<typeof personnelListQuerySchema>;
export const personnelCsvQuerySchema = z.object(personnelFilterShape);
export type PersonnelCsvQuery = z.infer<typeof personnelCsvQuerySchema>;

export const weeklyAvailabilitySchema = z
  .strictObject(
    Object.fromEntries(weekdays.map((day) => [day, z.boolean('validation.not_boolean')])) as Record<
      Weekday,
      z.ZodBoolean
    >,
  )
  .meta({ id: 'WeeklyAvailability', description: 'The weekdays the person can work' });
export type WeeklyAvailability = z.infer<typeof weeklyAvailabilitySchema>;

const eventRefSchema = z.object({ id: text(), name: text() });

export const personnelSchema = z
  .object({
    id: text(),
    name: text(),
    email: text(),
    phone: text().nullable(),
    roles: z.array(text()),
    photoUrl: text().nullable(),
    active: z.boolean(),
    status: z.enum(personnelStatuses),
    /** The event of their open clock entry, else their current event — when the caller may see it. */
    currentEvent: eventRefSchema.nullable(),
    /** They are at an event outside the caller's scope (its name is not shown). */
    currentEventOutOfScope: z.boolean(),
    licenceNumber: text().nullable(),
    /** YYYY-MM-DD */
    licenceExpiresOn: text().nullable(),
    licenceState: z.enum(licenceStates),
    availability: z.enum(availabilities),
    weeklyAvailability: weeklyAvailabilitySchema.nullable(),
    notes: text().nullable(),
  })
  .meta({ id: 'Personnel' });
export type Personnel = z.infer<typeof personnelSchema>;

export const personnelListResponseSchema = pageOf(personnelSchema).meta({ id: 'PersonnelList' });
export type PersonnelListResponse = z.infer<typeof personnelListResponseSchema>;

export const personnelDetailSchema = personnelSchema
  .extend({
    /** Events in the caller's scope the person is assigned to now. */
    assignedEvents: z.array(eventRefSchema),
    clientTimeZone: text(),
    /** Their employee id at each payroll provider (null = none). */
    payrollIds: payrollIdsSchema,
  })
  .meta({ id: 'PersonnelDetail' });
export type PersonnelDetail = z.infer<typeof personnelDetailSchema>;

const optionalText = (max: number) =>
  text('validation.not_text')
    .trim()
    .max(max, withCode('validation.too_long'))
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const personnelUpdateBodySchema = z
  .strictObject({
    licenceNumber: optionalText(personnelLimits.licenceNumber),
    licenceExpiresOn: dateOnlySchema.nullable().optional(),
    availability: z.enum(availabilities, withCode('validation.one_of')).optional(),
    weeklyAvailability: weeklyAvailabilitySchema.nullable().optional(),
    notes: optionalText(personnelLimits.notes),
    /** Executive and manager only (`payroll.manage`): a key left out is kept, null or blank clears it. */
    payrollIds: payrollIdsBodySchema.optional(),
  })
  .meta({ id: 'PersonnelUpdateBody' });
export type PersonnelUpdateBody = z.infer<typeof personnelUpdateBodySchema>;

// ── Timesheet ──────────────────────────────────────────────────────────────────────────────────────────────

export const timesheetMaxDays = 366;

export const timesheetQuerySchema = z
  .object({ from: isoDateTime.optional(), to: isoDateTime.optional() })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to), {
    message: 'validation.after_start',
    path: ['to'],
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= timesheetMaxDays * 86_400_000, {
    message: 'report_delivery.most_366_days',
    path: ['to'],
  });
export type TimesheetQuery = z.infer<typeof timesheetQuerySchema>;

const punchTimesSchema = z.object({ clockIn: text().nullable(), clockOut: text().nullable() });

export const timesheetCorrectionSchema = z
  .object({
    id: text(),
    kind: z.enum(['added', 'corrected']),
    /** The values before this change; null for a missed punch that was added. */
    before: punchTimesSchema.nullable(),
    after: punchTimesSchema,
    reason: text(),
    byName: text().nullable(),
    at: text(),
  })
  .meta({ id: 'TimesheetCorrection' });
export type TimesheetCorrection = z.infer<typeof timesheetCorrectionSchema>;

export const timesheetBreakSchema = z
  .object({
    id: text(),
    startAt: text(),
    endAt: text().nullable(),
    lengthOfBreak: z.number().int(),
    /** Minutes taken so far (to now for a break still running). */
    minutes: z.number(),
    status: text(),
  })
  .meta({ id: 'TimesheetBreak' });

export const timesheetEntrySchema = z
  .object({
    id: text(),
    event: eventRefSchema.extend({ startDate: text(), endDate: text(), timeZone: text() }).nullable(),
    clockIn: text(),
    clockOut: text().nullable(),
    rawHours: z.number(),
    payrollHours: z.number(),
    source: z.enum(['field', 'timesheet']),
    note: text().nullable(),
    corrected: z.boolean(),
    /** The entry as first recorded, when it was corrected since. */
    original: punchTimesSchema.nullable(),
    corrections: z.array(timesheetCorrectionSchema),
    breaks: z.array(timesheetBreakSchema),
    /** The approved pay run that paid it: a correction is paid as an adjustment in the next open run. */
    paidBy: z.object({ payRunId: text(), periodStart: text(), periodEnd: text() }).nullable(),
  })
  .meta({ id: 'TimesheetEntry' });
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetSchema = z
  .object({
    personId: text(),
    from: text(),
    to: text(),
    entries: z.array(timesheetEntrySchema),
    totals: z.object({
      entries: z.number().int(),
      rawHours: z.number(),
      payrollHours: z.number(),
      breakMinutes: z.number(),
    }),
  })
  .meta({ id: 'Timesheet' });
export type Timesheet = z.infer<typeof timesheetSchema>;

const reasonSchema = text('validation.reason_required')
  .trim()
  .min(reasonMinLength, withCode('validation.too_short'))
  .max(personnelLimits.reason, withCode('validation.too_long'));

/** The field error code of a clock-out not after its clock-in (src/shared/contract/field-errors.ts). */
export const clockOutAfterClockInMessage = 'personnel.after_clock_in';

export const missedPunchBodySchema = z
  .strictObject({
    eventId: idSchema,
    clockIn: isoDateTime,
    clockOut: isoDateTime.nullable().optional(),
    reason: reasonSchema,
  })
  .refine((v) => !v.clockOut || Date.parse(v.clockOut) > Date.parse(v.clockIn), {
    message: clockOutAfterClockInMessage,
    path: ['clockOut'],
  })
  .meta({ id: 'MissedPunchBody' });
export type MissedPunchBody = z.infer<typeof missedPunchBodySchema>;

/**
 * The reason is required (the service answers `validation.reason_required` on the field when it is missing), except
 * that a missing reason for an entry an approved pay run paid is refused with `payrun.locked`, so the screen can say
 * why this correction matters (docs/product/payroll-runs.md#locked-entries-and-adjustments).
 */
export const timesheetCorrectionBodySchema = z
  .strictObject({
    clockIn: isoDateTime.optional(),
    clockOut: isoDateTime.optional(),
    reason: reasonSchema.optional(),
  })
  .refine((v) => v.clockIn !== undefined || v.clockOut !== undefined, {
    message: 'personnel.new_clock_in_clock',
    path: ['clockIn'],
  })
  .refine((v) => !v.clockIn || !v.clockOut || Date.parse(v.clockOut) > Date.parse(v.clockIn), {
    message: clockOutAfterClockInMessage,
    path: ['clockOut'],
  })
  .meta({ id: 'TimesheetCorrectionBody' });
export type TimesheetCorrectionBody = z.infer<typeof timesheetCorrectionBodySchema>;

export const personnelEntryParamsSchema = z.object({ id: idSchema, entryId: idSchema });

const tags = ['personnel'];

/** The personnel API (people, their timesheets), defined once for the server's routes and the web's client. */
export const personnelOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/personnel',
    access: 'personnel.view',
    tags,
    summary: 'Field personnel the caller may see, with status now, current event and licence state',
    query: personnelListQuerySchema,
    response: personnelListResponseSchema,
  }),
  exportCsv: defineOperation({
    method: 'GET',
    path: '/personnel.csv',
    access: 'personnel.view',
    tags,
    summary: 'The same list as CSV (all pages, at most 10 000 rows)',
    query: personnelCsvQuerySchema,
    produces: 'text/csv',
  }),
  get: defineOperation({
    method: 'GET',
    path: '/personnel/:id',
    access: 'personnel.view',
    tags,
    summary: 'One person',
    params: idParamsSchema,
    response: personnelDetailSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/personnel/:id',
    access: 'personnel.edit',
    tags,
    summary: 'Edit a person’s licence, availability and notes',
    params: idParamsSchema,
    body: personnelUpdateBodySchema,
    response: personnelDetailSchema,
  }),
  timesheet: defineOperation({
    method: 'GET',
    path: '/personnel/:id/timesheet',
    access: 'personnel.view',
    tags,
    summary: 'Clock entries overlapping [from, to] (default: the last 14 days) with raw and payroll hours',
    params: idParamsSchema,
    query: timesheetQuerySchema,
    response: timesheetSchema,
  }),
  addMissedPunch: defineOperation({
    method: 'POST',
    path: '/personnel/:id/timesheet',
    access: 'timesheets.edit',
    tags,
    summary: 'Add a missed punch (reason required; audited)',
    params: idParamsSchema,
    body: missedPunchBodySchema,
    status: 201,
    response: timesheetEntrySchema,
  }),
  correctEntry: defineOperation({
    method: 'PATCH',
    path: '/personnel/:id/timesheet/:entryId',
    access: 'timesheets.edit',
    tags,
    summary: 'Correct a clock entry (reason required; the original is kept; audited)',
    params: personnelEntryParamsSchema,
    body: timesheetCorrectionBodySchema,
    response: timesheetEntrySchema,
  }),
};
