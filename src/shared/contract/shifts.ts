/**
 * Scheduling (docs/product/shifts.md, docs/decisions/0030-shifts-and-eligibility.md): shifts inside events,
 * the eligibility check that explains itself, assignments with overrides, open shifts guards claim, time off,
 * weekly availability, shift swaps and the client's scheduling rules.
 *
 * Who: executive and manager plan (create, edit, cancel, copy, publish) and approve (claims, time off, swaps);
 * supervisors also assign and see candidates; every operator sees shifts — each within their event scope (a shift
 * outside it answers 404). Assigning a blocked person needs an override with a reason: manager and above. People
 * who work shifts (the field roles) see their own shifts, the open shifts of their client they are eligible for,
 * claim them, ask for time off, keep their weekly availability and offer or take swaps.
 *
 * Times are ISO 8601 instants; a shift's wall-clock meaning is its event's time zone (`eventTimeZone`): a repeat
 * and a copied week keep the local start and end times across a daylight-saving change. Overtime weeks and
 * calendar days for the 12-hour rule are the client's time zone, weeks starting on `weekStart` (0 = Sunday).
 */
import { z } from '../zod.ts';
import {
  dateOnlySchema,
  idPairParamsSchema,
  idParamsSchema,
  idSchema,
  isoDateTime,
  optionalText,
  text,
} from './common.ts';
import { fieldError, fieldErrorKey, withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';
import { weeklyAvailabilitySchema } from './personnel.ts';

// ── Rules and codes ─────────────────────────────────────────────────────────────────────────────────────

/** A client's scheduling rules when it has not set its own. */
export const schedulingDefaults = {
  minRestHours: 8,
  weeklyOvertimeHours: 40,
  /** 0 = Sunday … 6 = Saturday. */
  weekStart: 1,
  overtimeMultiplier: 1.5,
  noShowGraceMinutes: 10,
  claimApproval: 'auto',
} as const;

/** More than this many hours of shifts in one calendar day (client's time zone) is warned about. */
export const dailyHoursLimit = 12;

export const claimApprovals = ['auto', 'manager'] as const;
export type ClaimApproval = (typeof claimApprovals)[number];

/** The roles a shift may require; guard by default. A candidate holds the required role. */
export const shiftRoles = ['guard', 'supervisor', 'manager'] as const;
export type ShiftRole = (typeof shiftRoles)[number];

/** Hard blocks: a person with one is not eligible; assigning them needs an override (manager and above). */
export const shiftBlockCodes = [
  'licence.missing',
  'licence.expired',
  'shift.overlap',
  'rest.too_short',
  'time_off',
] as const;
export type ShiftBlockCode = (typeof shiftBlockCodes)[number];

/** Why an edit blocks someone already on the shift, beside the blocks above: they lack its (new) required role. */
export const roleMissingBlock = 'role.missing';

/** Soft warnings: the person is eligible, at a cost or a risk worth seeing first. */
export const shiftWarningCodes = ['overtime.weekly', 'hours.daily', 'availability.unavailable'] as const;
export type ShiftWarningCode = (typeof shiftWarningCodes)[number];

/** Most shifts one repeat or one copied week makes. */
export const maxShiftsPerWrite = 400;
/** The widest window the shift list answers for (days). */
export const maxShiftListDays = 62;
/** Most shifts one list answers (a week of a large operation is about 2 000). */
export const maxShiftListItems = 5000;

/**
 * Scheduling's field errors by code (src/shared/contract/field-errors.ts; `shift.too_many` takes
 * maxShiftsPerWrite as `max`, `listTooWide` is the key of `validation.at_most_days` with maxShiftListDays).
 */
export const shiftMessages = {
  outsideEvent: 'shift.outside_event',
  endAfterStart: 'validation.after_start',
  repeatOutsideEvent: 'shift.repeat_outside_event',
  copyOutsideEvent: 'shift.copy_outside_event',
  noRepeatDay: 'shift.no_repeat_day',
  nothingToCopy: 'shift.nothing_to_copy',
  fewerPlaces: 'shift.fewer_places',
  notCandidate: 'shift.not_candidate',
  tooMany: 'shift.too_many',
  untilBeforeStart: 'shift.until_before_start',
  listTooWide: fieldErrorKey({ code: 'validation.at_most_days', params: { max: maxShiftListDays } }),
  notField: 'shift.not_field',
} as const;

// ── Common pieces ───────────────────────────────────────────────────────────────────────────────────────

/** The longest post, notes and reason (an override's, a request's) of scheduling (the forms read them too). */
export const shiftLimits = { post: 120, notes: 2000, reason: 500 } as const;

/** A calendar date YYYY-MM-DD (defined once in common.ts, with the years it accepts). */
export { dateOnlySchema };

const post = text('shift.post_required')
  .trim()
  .min(1, 'shift.post_required')
  .max(shiftLimits.post, withCode('validation.too_long'));
const notes = optionalText(shiftLimits.notes);
const headcount = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .min(1, withCode('validation.too_small'))
  .max(100, withCode('validation.too_big'));
const requiredRole = z.enum(shiftRoles, withCode('validation.either'));
const between = (min: number, max: number) => fieldErrorKey(fieldError('validation.between', { min, max }));
const quarterOfAnHour = fieldErrorKey(fieldError('validation.multiple_of', { step: 0.25 }));
const weekday = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .min(0, between(0, 6))
  .max(6, between(0, 6));
const reason = (message: string) =>
  text(message).trim().min(1, message).max(shiftLimits.reason, withCode('validation.too_long'));

const endAfterStart = <T extends { startAt?: string | undefined; endAt?: string | undefined }>(body: T) =>
  body.startAt === undefined || body.endAt === undefined || Date.parse(body.endAt) > Date.parse(body.startAt);

// ── Shifts ──────────────────────────────────────────────────────────────────────────────────────────────

export const shiftRepeatSchema = z.strictObject({
  /** The last day (in the event's time zone) a repeated shift may start on, inclusive. */
  until: dateOnlySchema,
  /** The weekdays the shift repeats on: 0 = Sunday … 6 = Saturday. */
  weekdays: z
    .array(weekday, 'shift.not_weekday_list')
    .min(1, 'shift.weekday_required')
    .max(7, withCode('shift.too_many_weekdays')),
});
export type ShiftRepeat = z.infer<typeof shiftRepeatSchema>;

export const shiftCreateBodySchema = z
  .strictObject({
    post,
    startAt: isoDateTime,
    endAt: isoDateTime,
    headcount: headcount.optional(),
    requiredRole: requiredRole.optional(),
    notes,
    /** Make the same shift (same local times) on each chosen weekday from the first shift's day to `until`. */
    repeat: shiftRepeatSchema.optional(),
  })
  .refine(endAfterStart, { message: shiftMessages.endAfterStart, path: ['endAt'] })
  .meta({ id: 'ShiftCreateBody' });
export type ShiftCreateBody = z.infer<typeof shiftCreateBodySchema>;

export const shiftCreatedSchema = z
  .object({ id: text().optional(), ids: z.array(text()).optional() })
  .meta({ id: 'ShiftCreated', description: '`id` for one shift, `ids` (in time order) for a repeat' });
export type ShiftCreated = z.infer<typeof shiftCreatedSchema>;

export const shiftUpdateBodySchema = z
  .strictObject({
    post: post.optional(),
    startAt: isoDateTime.optional(),
    endAt: isoDateTime.optional(),
    headcount: headcount.optional(),
    requiredRole: requiredRole.optional(),
    notes,
    /**
     * Save new times or a new role although they block people on the shift (manager and above): the reason is
     * audited and shown on the shift. Without it such an edit answers 409 `shift.ineligible` with `params.people`.
     */
    override: z.strictObject({ reason: reason('shift.reason_required') }).optional(),
  })
  .refine(endAfterStart, { message: shiftMessages.endAfterStart, path: ['endAt'] })
  .refine(({ override: _, ...changes }) => Object.values(changes).some((v) => v !== undefined), {
    message: 'validation.nothing_to_change',
    path: ['post'],
  })
  .meta({ id: 'ShiftUpdateBody' });
export type ShiftUpdateBody = z.infer<typeof shiftUpdateBodySchema>;

export const shiftCopyWeekBodySchema = z
  .strictObject({
    /** Any day of the week to copy (weeks start on the client's weekStart, days in the event's time zone). */
    from: dateOnlySchema,
    /** Any day of the week to copy it to. */
    to: dateOnlySchema,
  })
  .meta({ id: 'ShiftCopyWeekBody' });
export type ShiftCopyWeekBody = z.infer<typeof shiftCopyWeekBodySchema>;

export const shiftIdsSchema = z.object({ ids: z.array(text()) }).meta({ id: 'ShiftIds' });

export const shiftListQuerySchema = z
  .object({
    from: isoDateTime,
    to: isoDateTime,
    eventId: idSchema.optional(),
    userId: idSchema.optional(),
    /** Only shifts with free places (fewer people assigned or pending than the headcount). */
    unfilled: z.enum(['true', 'false'], withCode('validation.either')).optional(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'shift.after_from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= maxShiftListDays * 86_400_000, {
    message: shiftMessages.listTooWide,
    path: ['to'],
  });
export type ShiftListQuery = z.infer<typeof shiftListQuerySchema>;

export const shiftAssignmentStatuses = ['assigned', 'pending'] as const;
export const shiftAssignmentSources = ['manager', 'claim', 'swap'] as const;

export const shiftAssignmentSchema = z
  .object({
    userId: text(),
    name: text(),
    /** assigned fills a place; pending is a claim waiting for a manager. */
    status: z.enum(shiftAssignmentStatuses),
    source: z.enum(shiftAssignmentSources),
    assignedAt: text(),
    assignedBy: text().nullable(),
    assignedByName: text().nullable(),
    /** Set when the person was assigned despite blocks: the reason, who gave it, and the blocks then. */
    override: z
      .object({ reason: text(), by: text().nullable(), byName: text().nullable(), blocks: z.array(text()) })
      .nullable(),
  })
  .meta({ id: 'ShiftAssignment' });
export type ShiftAssignment = z.infer<typeof shiftAssignmentSchema>;

/** Which event and post a shift is on and when: a shift and a swap of it show these alike. */
const shiftPlaceShape = {
  eventId: text(),
  eventName: text(),
  /** The event's IANA time zone: the shift's local times are read in it. */
  eventTimeZone: text(),
  post: text(),
  startAt: text(),
  endAt: text(),
};

export const shiftSchema = z
  .object({
    id: text(),
    ...shiftPlaceShape,
    headcount: z.number().int(),
    requiredRole: z.enum(shiftRoles),
    notes: text().nullable(),
    seriesId: text().nullable(),
    status: z.enum(['scheduled', 'cancelled']),
    published: z.boolean(),
    publishedAt: text().nullable(),
    cancelledAt: text().nullable(),
    /** People assigned (pending claims not counted). */
    filled: z.number().int(),
    /** Claims waiting for approval (they hold a place). */
    pending: z.number().int(),
    assignments: z.array(shiftAssignmentSchema),
    /**
     * The last edit of times or role saved although it blocked people on the shift: the reason, who gave it, when,
     * and who was blocked (the block codes then, with their params). Cleared by a later such edit that blocks nobody.
     */
    editOverride: z
      .object({
        reason: text(),
        by: text().nullable(),
        byName: text().nullable(),
        at: text(),
        people: z.array(
          z.object({
            userId: text(),
            name: text(),
            blocks: z.array(text()),
            params: z.record(text(), z.union([text(), z.number()])),
          }),
        ),
      })
      .nullable(),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'Shift' });
export type Shift = z.infer<typeof shiftSchema>;

export const shiftListSchema = z.object({ items: z.array(shiftSchema) }).meta({ id: 'ShiftList' });
export type ShiftList = z.infer<typeof shiftListSchema>;

// ── Eligibility ─────────────────────────────────────────────────────────────────────────────────────────

const figureParams = z.record(text(), z.union([text(), z.number()])).optional();

export const shiftBlockSchema = z.object({
  code: z.enum(shiftBlockCodes),
  /** English, for logs and API users; the web shows the code's translation with `params`. */
  message: text(),
  params: figureParams,
});
export type ShiftBlock = z.infer<typeof shiftBlockSchema>;

export const shiftWarningSchema = z.object({
  code: z.enum(shiftWarningCodes),
  message: text(),
  /** overtime.weekly: the overtime hours this shift adds (2 decimals). */
  overtimeHours: z.number().optional(),
  /** overtime.weekly: their extra cost in dollars: hours × the person's rate × (multiplier − 1). */
  overtimeCost: z.number().optional(),
  params: figureParams,
});
export type ShiftWarning = z.infer<typeof shiftWarningSchema>;

export const shiftCandidateSchema = z
  .object({
    userId: text(),
    name: text(),
    /** No hard block. */
    eligible: z.boolean(),
    blocks: z.array(shiftBlockSchema),
    warnings: z.array(shiftWarningSchema),
    /** Hours of shifts in the week of the shift's start, counting this shift (2 decimals). */
    weekHours: z.number(),
    /** Already on this shift (assigned or pending). */
    assigned: z.boolean(),
  })
  .meta({ id: 'ShiftCandidate' });
export type ShiftCandidate = z.infer<typeof shiftCandidateSchema>;

export const shiftCandidateListSchema = z
  .object({ items: z.array(shiftCandidateSchema) })
  .meta({ id: 'ShiftCandidateList', description: 'Eligible without overtime first, then by overtime cost' });
export type ShiftCandidateList = z.infer<typeof shiftCandidateListSchema>;

// ── Assignments ─────────────────────────────────────────────────────────────────────────────────────────

export const shiftAssignBodySchema = z
  .strictObject({
    userId: idSchema,
    /** Assign despite hard blocks (manager and above): the reason is audited and shown on the shift. */
    override: z.strictObject({ reason: reason('shift.reason_required') }).optional(),
  })
  .meta({ id: 'ShiftAssignBody' });
export type ShiftAssignBody = z.infer<typeof shiftAssignBodySchema>;

export const shiftUserParamsSchema = idPairParamsSchema('userId');

// ── Field: my shifts, open shifts, claims ───────────────────────────────────────────────────────────────

export const myShiftsQuerySchema = z
  .object({ from: isoDateTime.optional(), to: isoDateTime.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), {
    message: 'shift.after_from',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= maxShiftListDays * 86_400_000, {
    message: shiftMessages.listTooWide,
    path: ['to'],
  });
export type MyShiftsQuery = z.infer<typeof myShiftsQuerySchema>;

export const fieldShiftSchema = z
  .object({
    id: text(),
    eventId: text(),
    eventName: text(),
    eventTimeZone: text(),
    siteName: text().nullable(),
    address: text().nullable(),
    post: text(),
    startAt: text(),
    endAt: text(),
    requiredRole: z.enum(shiftRoles),
    notes: text().nullable(),
    /** For my shifts: assigned or pending (a claim waiting). */
    myStatus: z.enum(shiftAssignmentStatuses).nullable(),
    /** Free places left (headcount − assigned − pending). */
    openPlaces: z.number().int(),
    /** For open shifts: warnings the guard should know (overtime, long day), as in the candidates list. */
    warnings: z.array(shiftWarningSchema),
  })
  .meta({ id: 'FieldShift' });
export type FieldShift = z.infer<typeof fieldShiftSchema>;

export const fieldShiftListSchema = z.object({ items: z.array(fieldShiftSchema) }).meta({ id: 'FieldShiftList' });
export type FieldShiftList = z.infer<typeof fieldShiftListSchema>;

export const claimResultSchema = z
  .object({
    /** assigned: the client approves claims automatically; pending: a manager approves it. */
    status: z.enum(shiftAssignmentStatuses),
    shift: fieldShiftSchema,
  })
  .meta({ id: 'ShiftClaimResult' });
export type ClaimResult = z.infer<typeof claimResultSchema>;

// ── Settings ────────────────────────────────────────────────────────────────────────────────────────────

export const schedulingSettingsSchema = z
  .object({
    minRestHours: z.number().min(0).max(24),
    weeklyOvertimeHours: z.number().min(1).max(168),
    weekStart: z.number().int().min(0).max(6),
    overtimeMultiplier: z.number().min(1).max(3),
    noShowGraceMinutes: z.number().int().min(0).max(240),
    claimApproval: z.enum(claimApprovals),
    /** The client's time zone: overtime weeks and calendar days are counted in it. */
    timeZone: text(),
  })
  .meta({ id: 'SchedulingSettings' });
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

const quarterHours = (v: number) => Math.abs(Math.round(v * 4) - v * 4) < 1e-9;
export const schedulingSettingsBodySchema = z
  .strictObject({
    minRestHours: z
      .number('validation.not_number')
      .min(0, between(0, 24))
      .max(24, between(0, 24))
      .refine(quarterHours, quarterOfAnHour),
    weeklyOvertimeHours: z
      .number('validation.not_number')
      .min(1, between(1, 168))
      .max(168, between(1, 168))
      .refine(quarterHours, quarterOfAnHour),
    weekStart: weekday,
    overtimeMultiplier: z
      .number('validation.not_number')
      .min(1, between(1, 3))
      .max(3, between(1, 3))
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'validation.money_decimals'),
    noShowGraceMinutes: z
      .number('validation.not_number')
      .int('validation.not_integer')
      .min(0, between(0, 240))
      .max(240, between(0, 240)),
    claimApproval: z.enum(claimApprovals, withCode('validation.either')),
  })
  .partial()
  .meta({ id: 'SchedulingSettingsBody' });
export type SchedulingSettingsBody = z.infer<typeof schedulingSettingsBodySchema>;

// ── Time off ────────────────────────────────────────────────────────────────────────────────────────────

export const timeOffStatuses = ['pending', 'approved', 'denied', 'cancelled'] as const;
export type TimeOffStatus = (typeof timeOffStatuses)[number];

export const timeOffCreateBodySchema = z
  .strictObject({
    startAt: isoDateTime,
    endAt: isoDateTime,
    reason: optionalText(shiftLimits.reason),
  })
  .refine(endAfterStart, { message: shiftMessages.endAfterStart, path: ['endAt'] })
  .refine((b) => Date.parse(b.endAt) - Date.parse(b.startAt) <= 366 * 86_400_000, {
    message: 'shift.most_year',
    path: ['endAt'],
  })
  .meta({ id: 'TimeOffCreateBody' });
export type TimeOffCreateBody = z.infer<typeof timeOffCreateBodySchema>;

export const timeOffListQuerySchema = z.object({
  status: z.enum(timeOffStatuses, withCode('validation.either')).optional(),
  userId: idSchema.optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});
export type TimeOffListQuery = z.infer<typeof timeOffListQuerySchema>;

export const timeOffDecisionBodySchema = z
  .strictObject({ note: optionalText(shiftLimits.reason) })
  .meta({ id: 'TimeOffDecisionBody' });
export type TimeOffDecisionBody = z.infer<typeof timeOffDecisionBodySchema>;

export const timeOffSchema = z
  .object({
    id: text(),
    userId: text(),
    name: text(),
    startAt: text(),
    endAt: text(),
    reason: text().nullable(),
    status: z.enum(timeOffStatuses),
    decidedBy: text().nullable(),
    decidedByName: text().nullable(),
    decidedAt: text().nullable(),
    decisionNote: text().nullable(),
    createdAt: text(),
  })
  .meta({ id: 'TimeOff' });
export type TimeOff = z.infer<typeof timeOffSchema>;
export const timeOffListSchema = z.object({ items: z.array(timeOffSchema) }).meta({ id: 'TimeOffList' });
export type TimeOffList = z.infer<typeof timeOffListSchema>;

// ── Availability ────────────────────────────────────────────────────────────────────────────────────────

export const myAvailabilitySchema = z
  .object({ weeklyAvailability: weeklyAvailabilitySchema.nullable() })
  .meta({ id: 'MyAvailability', description: 'null: no pattern given (every day is fine)' });
export type MyAvailability = z.infer<typeof myAvailabilitySchema>;
export const myAvailabilityBodySchema = z
  .strictObject({ weeklyAvailability: weeklyAvailabilitySchema.nullable() })
  .meta({ id: 'MyAvailabilityBody' });
export type MyAvailabilityBody = z.infer<typeof myAvailabilityBodySchema>;

// ── Swaps ───────────────────────────────────────────────────────────────────────────────────────────────

export const shiftSwapStatuses = ['offered', 'taken', 'approved', 'denied', 'cancelled'] as const;
export type ShiftSwapStatus = (typeof shiftSwapStatuses)[number];

export const shiftSwapOfferBodySchema = z
  .strictObject({ note: optionalText(shiftLimits.reason) })
  .meta({ id: 'ShiftSwapOfferBody' });
export type ShiftSwapOfferBody = z.infer<typeof shiftSwapOfferBodySchema>;

export const shiftSwapListQuerySchema = z.object({
  status: z.enum(shiftSwapStatuses, withCode('validation.either')).optional(),
});
export type ShiftSwapListQuery = z.infer<typeof shiftSwapListQuerySchema>;

export const shiftSwapSchema = z
  .object({
    id: text(),
    shiftId: text(),
    ...shiftPlaceShape,
    fromUserId: text(),
    fromName: text(),
    toUserId: text().nullable(),
    toName: text().nullable(),
    status: z.enum(shiftSwapStatuses),
    note: text().nullable(),
    createdAt: text(),
    takenAt: text().nullable(),
    decidedBy: text().nullable(),
    decidedAt: text().nullable(),
  })
  .meta({ id: 'ShiftSwap' });
export type ShiftSwap = z.infer<typeof shiftSwapSchema>;
export const shiftSwapListSchema = z.object({ items: z.array(shiftSwapSchema) }).meta({ id: 'ShiftSwapList' });
export type ShiftSwapList = z.infer<typeof shiftSwapListSchema>;

// ── Operations ──────────────────────────────────────────────────────────────────────────────────────────

const tags = ['shifts'];

/** The shifts API, defined once for the server's routes and the web's client. */
export const shiftOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/events/:id/shifts',
    access: 'shifts.edit',
    tags,
    summary: 'Add a shift to an event, or a repeat of it on chosen weekdays up to a date',
    params: idParamsSchema,
    body: shiftCreateBodySchema,
    status: 201,
    response: shiftCreatedSchema,
  }),
  copyWeek: defineOperation({
    method: 'POST',
    path: '/events/:id/shifts/copy-week',
    access: 'shifts.edit',
    tags,
    summary: 'Copy the event’s shifts of one week to another week, same local times (assignments are not copied)',
    params: idParamsSchema,
    body: shiftCopyWeekBodySchema,
    status: 201,
    response: shiftIdsSchema,
  }),
  list: defineOperation({
    method: 'GET',
    path: '/shifts',
    access: 'shifts.view',
    tags,
    summary: 'Shifts overlapping a window (at most 62 days) in the caller’s event scope, by start',
    query: shiftListQuerySchema,
    response: shiftListSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/shifts/:id',
    access: 'shifts.view',
    tags,
    summary: 'One shift with its people (and any override: reason and who gave it)',
    params: idParamsSchema,
    response: shiftSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/shifts/:id',
    access: 'shifts.edit',
    tags,
    summary: 'Edit a shift (assigned people are told)',
    description:
      'New times or a new required role re-run the eligibility check for everyone assigned. When it blocks any of ' +
      'them the edit answers 409 `shift.ineligible` with `params.people` (`userId`, `name`, `blocks` and the ' +
      "blocks' params), unless it carries `override.reason` (manager and above; audited, shown on the shift).",
    params: idParamsSchema,
    body: shiftUpdateBodySchema,
    response: shiftSchema,
  }),
  cancel: defineOperation({
    method: 'DELETE',
    path: '/shifts/:id',
    access: 'shifts.edit',
    tags,
    summary: 'Cancel a shift (kept for history; assigned people are told)',
    params: idParamsSchema,
    status: 204,
  }),
  candidates: defineOperation({
    method: 'GET',
    path: '/shifts/:id/candidates',
    access: 'shifts.assign',
    tags,
    summary: 'Every person of the client with the required role, with blocks and warnings, ranked',
    description:
      'Blocks: licence.missing, licence.expired (at the shift’s end), shift.overlap (another shift or an open clock ' +
      'entry), rest.too_short, time_off. Warnings: overtime.weekly (overtimeHours, overtimeCost in dollars), ' +
      'hours.daily, availability.unavailable. Order: eligible without overtime, eligible by overtime cost, blocked.',
    params: idParamsSchema,
    response: shiftCandidateListSchema,
  }),
  assign: defineOperation({
    method: 'POST',
    path: '/shifts/:id/assignments',
    access: 'shifts.assign',
    tags,
    summary: 'Assign a person; a blocked person needs an override with a reason (manager and above)',
    description:
      'Refused with 409 `shift.ineligible` and `params.blocks` (the block codes) when blocked without override.',
    params: idParamsSchema,
    body: shiftAssignBodySchema,
    status: 201,
    response: shiftSchema,
  }),
  unassign: defineOperation({
    method: 'DELETE',
    path: '/shifts/:id/assignments/:userId',
    access: 'shifts.assign',
    tags,
    summary: 'Take a person off a shift (or drop their pending claim)',
    params: shiftUserParamsSchema,
    status: 204,
  }),
  approveClaim: defineOperation({
    method: 'POST',
    path: '/shifts/:id/assignments/:userId/approve',
    access: 'shifts.approve',
    tags,
    summary: 'Approve a guard’s pending claim of an open shift',
    params: shiftUserParamsSchema,
    response: shiftSchema,
  }),
  denyClaim: defineOperation({
    method: 'POST',
    path: '/shifts/:id/assignments/:userId/deny',
    access: 'shifts.approve',
    tags,
    summary: 'Deny a guard’s pending claim of an open shift (the place is free again)',
    params: shiftUserParamsSchema,
    response: shiftSchema,
  }),
  publish: defineOperation({
    method: 'POST',
    path: '/shifts/:id/publish',
    access: 'shifts.edit',
    tags,
    summary: 'Publish a shift: eligible guards of the client see its free places and may claim them',
    params: idParamsSchema,
    response: shiftSchema,
  }),
  unpublish: defineOperation({
    method: 'POST',
    path: '/shifts/:id/unpublish',
    access: 'shifts.edit',
    tags,
    summary: 'Withdraw a shift from the open shifts (pending claims stay for a decision)',
    params: idParamsSchema,
    response: shiftSchema,
  }),
  myShifts: defineOperation({
    method: 'GET',
    path: '/field/shifts',
    access: 'field.use',
    tags,
    summary: 'The caller’s own shifts (assigned or claimed), from now on unless a window is given',
    query: myShiftsQuerySchema,
    response: fieldShiftListSchema,
  }),
  openShifts: defineOperation({
    method: 'GET',
    path: '/field/open-shifts',
    access: 'field.use',
    tags,
    summary: 'Published, not yet started shifts of the caller’s client with free places the caller is eligible for',
    response: fieldShiftListSchema,
  }),
  claim: defineOperation({
    method: 'POST',
    path: '/field/open-shifts/:id/claim',
    access: 'field.use',
    tags,
    summary: 'Claim a free place of an open shift: assigned at once, or pending a manager (client setting)',
    params: idParamsSchema,
    status: 201,
    response: claimResultSchema,
  }),
  getSettings: defineOperation({
    method: 'GET',
    path: '/scheduling/settings',
    access: 'shifts.view',
    tags,
    summary: 'The client’s scheduling rules (defaults where none were set)',
    response: schedulingSettingsSchema,
  }),
  updateSettings: defineOperation({
    method: 'PATCH',
    path: '/scheduling/settings',
    access: 'shifts.settings',
    tags,
    summary: 'Change the client’s scheduling rules (audited)',
    body: schedulingSettingsBodySchema,
    response: schedulingSettingsSchema,
  }),
  listTimeOff: defineOperation({
    method: 'GET',
    path: '/time-off',
    access: 'timeOff.view',
    tags,
    summary: 'Time-off requests: the whole client for executive and manager, one’s own for everyone else',
    query: timeOffListQuerySchema,
    response: timeOffListSchema,
  }),
  requestTimeOff: defineOperation({
    method: 'POST',
    path: '/time-off',
    access: 'field.use',
    tags,
    summary: 'Ask for time off (for oneself)',
    body: timeOffCreateBodySchema,
    status: 201,
    response: timeOffSchema,
  }),
  approveTimeOff: defineOperation({
    method: 'POST',
    path: '/time-off/:id/approve',
    access: 'shifts.approve',
    tags,
    summary: 'Approve a pending time-off request: overlapping shifts then block the person',
    params: idParamsSchema,
    body: timeOffDecisionBodySchema,
    response: timeOffSchema,
  }),
  denyTimeOff: defineOperation({
    method: 'POST',
    path: '/time-off/:id/deny',
    access: 'shifts.approve',
    tags,
    summary: 'Deny a pending time-off request',
    params: idParamsSchema,
    body: timeOffDecisionBodySchema,
    response: timeOffSchema,
  }),
  cancelTimeOff: defineOperation({
    method: 'POST',
    path: '/time-off/:id/cancel',
    access: 'field.use',
    tags,
    summary: 'Withdraw one’s own pending or approved time off',
    params: idParamsSchema,
    response: timeOffSchema,
  }),
  getAvailability: defineOperation({
    method: 'GET',
    path: '/field/availability',
    access: 'field.use',
    tags,
    summary: 'The caller’s weekly availability',
    response: myAvailabilitySchema,
  }),
  setAvailability: defineOperation({
    method: 'PUT',
    path: '/field/availability',
    access: 'field.use',
    tags,
    summary: 'Set the caller’s weekly availability (a shift on an unavailable weekday is warned about)',
    body: myAvailabilityBodySchema,
    response: myAvailabilitySchema,
  }),
  listSwaps: defineOperation({
    method: 'GET',
    path: '/swaps',
    access: 'swaps.view',
    tags,
    summary: 'Shift swaps: those on shifts in the caller’s scope, one’s own, and offers one could take',
    query: shiftSwapListQuerySchema,
    response: shiftSwapListSchema,
  }),
  offerSwap: defineOperation({
    method: 'POST',
    path: '/shifts/:id/swaps',
    access: 'field.use',
    tags,
    summary: 'Offer one of one’s own shifts to another guard',
    params: idParamsSchema,
    body: shiftSwapOfferBodySchema,
    status: 201,
    response: shiftSwapSchema,
  }),
  takeSwap: defineOperation({
    method: 'POST',
    path: '/swaps/:id/take',
    access: 'field.use',
    tags,
    summary: 'Take an offered shift (the taker must be eligible); a manager then approves',
    params: idParamsSchema,
    response: shiftSwapSchema,
  }),
  approveSwap: defineOperation({
    method: 'POST',
    path: '/swaps/:id/approve',
    access: 'shifts.approve',
    tags,
    summary: 'Approve a taken swap: the shift moves to the taker',
    params: idParamsSchema,
    response: shiftSwapSchema,
  }),
  denySwap: defineOperation({
    method: 'POST',
    path: '/swaps/:id/deny',
    access: 'shifts.approve',
    tags,
    summary: 'Deny a swap: the shift stays with the person who offered it',
    params: idParamsSchema,
    response: shiftSwapSchema,
  }),
  cancelSwap: defineOperation({
    method: 'POST',
    path: '/swaps/:id/cancel',
    access: 'field.use',
    tags,
    summary: 'Withdraw one’s own offer before it is approved',
    params: idParamsSchema,
    response: shiftSwapSchema,
  }),
};
