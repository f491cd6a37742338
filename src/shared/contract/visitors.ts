import { z } from '../zod.ts';
import { idParamsSchema, idSchema, isoDateTime, pageOf, pageQuerySchema, searchTextSchema, text } from './common.ts';
import { type FieldErrorCode, fieldErrorKey, withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

export const visitorStatuses = ['requested', 'expected', 'checked_in', 'checked_out', 'denied', 'cancelled'] as const;
export type VisitorStatus = (typeof visitorStatuses)[number];

/**
 * The lists of the Visitors screen: who is on site now, who is expected, visit requests (pending first, then the
 * decided ones) and the whole history.
 */
export const visitorViews = ['on-site', 'expected', 'requests', 'history'] as const;
export type VisitorView = (typeof visitorViews)[number];

export const visitorStatusLabels: Record<VisitorStatus, string> = {
  requested: 'Requested',
  expected: 'Expected',
  checked_in: 'On site',
  checked_out: 'Checked out',
  denied: 'Declined',
  cancelled: 'Cancelled',
};

/** How a visit request looks to the person who asked for it. */
export type VisitRequestOutcome = 'Requested' | 'Approved' | 'Declined' | 'Cancelled';
export function visitRequestOutcome(status: VisitorStatus): VisitRequestOutcome {
  if (status === 'requested') return 'Requested';
  if (status === 'denied') return 'Declined';
  if (status === 'cancelled') return 'Cancelled';
  return 'Approved';
}

/** The ID document seen at the desk; only the last 4 digits of its number are ever kept. */
export const visitorIdTypes = ['drivers_licence', 'passport', 'national_id', 'other'] as const;
export type VisitorIdType = (typeof visitorIdTypes)[number];
export const visitorIdTypeLabels: Record<VisitorIdType, string> = {
  drivers_licence: 'Driver’s licence',
  passport: 'Passport',
  national_id: 'National ID',
  other: 'Other',
};

/**
 * The visitor forms' field errors, by their code in the field error table (src/shared/contract/field-errors.ts,
 * which holds the English); `tooLong` as the key of `validation.too_long` with its limit.
 */
export const visitorMessages = {
  nameRequired: 'visitor.name_required',
  hostRequired: 'visitor.host_required',
  purposeRequired: 'visitor.purpose_required',
  expectedRequired: 'validation.date_time_required',
  expectedInPast: 'visitor.expected_in_past',
  expectedTooOld: 'visitor.too_old',
  expectedTooFar: 'visitor.too_far',
  emailInvalid: 'visitor.email_invalid',
  phoneInvalid: 'visitor.phone_invalid',
  eventNotVisible: 'validation.choose_own_event',
  idLast4: 'visitor.id_last4',
  idTypeRequired: 'visitor.id_type_required',
  idType: 'visitor.id_type',
  checkedInFuture: 'validation.not_in_future',
  checkedInTooOld: 'visitor.too_old',
  reasonRequired: 'visitor.reason_required',
  tooLong: (max: number) => fieldErrorKey({ code: 'validation.too_long', params: { max } }),
} as const satisfies Record<string, FieldErrorCode | ((max: number) => string)>;

export const visitorLimits = {
  name: 120,
  company: 120,
  hostName: 120,
  purpose: 300,
  vehiclePlate: 20,
  badgeNumber: 32,
  phone: 30,
  email: 254,
  note: 500,
  reason: 500,
} as const;

/** How far ahead a visit may be planned, and how far back a walk-in may be registered. */
export const visitPlanningWindowMs = { ahead: 366 * 24 * 60 * 60 * 1000, behind: 24 * 60 * 60 * 1000 } as const;
/** A requested time this little in the past still counts as "now" (the form was filled in a minute ago). */
export const requestGraceMs = 5 * 60 * 1000;

const requiredText = (max: number, message: string) =>
  text(message).trim().min(1, message).max(max, visitorMessages.tooLong(max));
const optionalText = (max: number) =>
  text('validation.not_text').trim().max(max, visitorMessages.tooLong(max)).optional();

const optionalEmail = text('validation.not_text')
  .trim()
  .max(visitorLimits.email, visitorMessages.emailInvalid)
  .refine((v) => v === '' || z.email().safeParse(v).success, visitorMessages.emailInvalid)
  .optional();

export const visitorPhonePattern = /^[0-9+()\-\s.]*$/;
const optionalPhone = text('validation.not_text')
  .trim()
  .max(visitorLimits.phone, visitorMessages.tooLong(visitorLimits.phone))
  .regex(visitorPhonePattern, visitorMessages.phoneInvalid)
  .optional();

const expectedAtSchema = isoDateTime;

const optionalIdType = z.enum(visitorIdTypes, visitorMessages.idType).optional();
/** Exactly 4 digits: never more of an ID number is stored. */
const optionalIdLast4 = text('validation.not_text')
  .trim()
  .regex(/^(\d{4})?$/, visitorMessages.idLast4)
  .optional();

/** Set after a watch-list warning: a supervisor or above lets the visitor in anyway (audited). */
const acknowledgeWatchList = z.boolean('validation.not_boolean').optional();

function idTypeWithDigits(value: { idType?: VisitorIdType | undefined; idLast4?: string | undefined }): boolean {
  return !value.idLast4 || Boolean(value.idType);
}
const idTypeWithDigitsIssue = { message: visitorMessages.idTypeRequired, path: ['idType'] };
const optionalEventId = idSchema.nullable().optional();

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const visitorFilterShape = {
  view: z.enum(visitorViews, withCode('validation.one_of')).default('on-site'),
  q: searchTextSchema,
  eventId: idSchema.optional(),
  status: z.enum(visitorStatuses, withCode('validation.one_of')).optional(),
  /** Visits whose time (check-in, else expected, else created) is at or after this instant. */
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
};

function fromBeforeTo(value: { from?: string | undefined; to?: string | undefined }): boolean {
  return !value.from || !value.to || new Date(value.from).getTime() <= new Date(value.to).getTime();
}
const fromBeforeToIssue = { message: 'validation.after_start', path: ['to'] };

export const visitorListQuerySchema = pageQuerySchema
  .extend(visitorFilterShape)
  .refine(fromBeforeTo, fromBeforeToIssue);
export type VisitorListQuery = z.infer<typeof visitorListQuerySchema>;

export const visitorCsvQuerySchema = z
  .object({
    ...visitorFilterShape,
    timeZone: text('validation.not_text')
      .max(64, withCode('validation.too_long'))
      .refine(isTimeZone, 'visitor.iana_time_zone_europe')
      .default('UTC'),
  })
  .refine(fromBeforeTo, fromBeforeToIssue);
export type VisitorCsvQuery = z.infer<typeof visitorCsvQuerySchema>;

/** Most rows one CSV export holds. */
export const visitorCsvMaxRows = 10_000;

export const visitorSchema = z
  .object({
    id: text(),
    eventId: text().nullable(),
    eventName: text().nullable(),
    siteName: text().nullable(),
    name: text(),
    company: text().nullable(),
    email: text().nullable(),
    phone: text().nullable(),
    hostName: text().nullable(),
    purpose: text().nullable(),
    vehiclePlate: text().nullable(),
    badgeNumber: text().nullable(),
    status: z.enum(visitorStatuses),
    expectedAt: text().nullable(),
    checkedInAt: text().nullable(),
    checkedOutAt: text().nullable(),
    checkedInByName: text().nullable(),
    checkedOutByName: text().nullable(),
    requestedById: text().nullable(),
    requestedByName: text().nullable(),
    decisionNote: text().nullable(),
    decidedByName: text().nullable(),
    decidedAt: text().nullable(),
    idType: z.enum(visitorIdTypes).nullable(),
    idLast4: text().nullable(),
    /** The check-in photo (GET it with the same access as the visitor); null without one. */
    photoUrl: text().nullable(),
    /** Still checked in after their event ended. */
    overstay: z.boolean(),
    /** A check-in attempt matched the watch list. */
    watchListMatch: z.boolean(),
    /** Personal data removed by the retention job. */
    purgedAt: text().nullable(),
    createdAt: text(),
  })
  .meta({ id: 'Visitor' });
export type Visitor = z.infer<typeof visitorSchema>;

export const visitorCountsSchema = z.object({
  onSite: z.number().int(),
  expected: z.number().int(),
  /** Requests waiting for a decision. */
  requests: z.number().int(),
  /** Visitors still on site after their event ended. */
  overstay: z.number().int(),
});
export type VisitorCounts = z.infer<typeof visitorCountsSchema>;

export const visitorListResponseSchema = pageOf(visitorSchema)
  .extend({ counts: visitorCountsSchema })
  .meta({ id: 'VisitorList' });
export type VisitorListResponse = z.infer<typeof visitorListResponseSchema>;

/** Pre-registration by the front desk (guard and above): the visitor is expected. */
export const preRegisterVisitorBodySchema = z
  .strictObject({
    name: requiredText(visitorLimits.name, visitorMessages.nameRequired),
    company: optionalText(visitorLimits.company),
    email: optionalEmail,
    phone: optionalPhone,
    hostName: optionalText(visitorLimits.hostName),
    purpose: optionalText(visitorLimits.purpose),
    vehiclePlate: optionalText(visitorLimits.vehiclePlate),
    idType: optionalIdType,
    idLast4: optionalIdLast4,
    expectedAt: expectedAtSchema,
    eventId: optionalEventId,
    acknowledgeWatchList,
  })
  .refine(idTypeWithDigits, idTypeWithDigitsIssue)
  .meta({ id: 'PreRegisterVisitorBody' });
export type PreRegisterVisitorBody = z.infer<typeof preRegisterVisitorBodySchema>;

/** "Request a visit" (anyone signed in, a guest included): waits for a manager's decision. */
export const visitRequestBodySchema = z
  .strictObject({
    name: requiredText(visitorLimits.name, visitorMessages.nameRequired),
    company: optionalText(visitorLimits.company),
    hostName: requiredText(visitorLimits.hostName, visitorMessages.hostRequired),
    purpose: requiredText(visitorLimits.purpose, visitorMessages.purposeRequired),
    vehiclePlate: optionalText(visitorLimits.vehiclePlate),
    expectedAt: expectedAtSchema,
    eventId: optionalEventId,
  })
  .meta({ id: 'VisitRequestBody' });
export type VisitRequestBody = z.infer<typeof visitRequestBodySchema>;

export const visitDecisionBodySchema = z
  .strictObject({ note: optionalText(visitorLimits.note) })
  .meta({ id: 'VisitDecisionBody' });
export type VisitDecisionBody = z.infer<typeof visitDecisionBodySchema>;

export const checkInBodySchema = z
  .strictObject({
    badgeNumber: optionalText(visitorLimits.badgeNumber),
    /** When they came in (default: now); at most 24 hours back, never in the future. */
    checkedInAt: isoDateTime.optional(),
    acknowledgeWatchList,
  })
  .meta({ id: 'VisitorCheckInBody' });
export type CheckInBody = z.infer<typeof checkInBodySchema>;

/** Largest check-in photo (JPEG, PNG or WebP). */
export const maxVisitorPhotoBytes = 10 * 1024 * 1024;

/** The details of a `watch_list_match` error (409), in its `fields`. */
export interface WatchListMatchFields {
  reason: string;
  entryId: string;
  entryName: string;
  matchedOn: 'name' | 'plate';
}

// ── Watch list (/visitor-blocklist) ──────────────────────────────────────────────────────────────────────

export const watchListEntrySchema = z
  .object({
    id: text(),
    name: text(),
    vehiclePlate: text().nullable(),
    reason: text(),
    createdByName: text().nullable(),
    createdAt: text(),
  })
  .meta({ id: 'WatchListEntry' });
export type WatchListEntry = z.infer<typeof watchListEntrySchema>;

export const watchListResponseSchema = z.object({ items: z.array(watchListEntrySchema) }).meta({ id: 'WatchList' });
export type WatchListResponse = z.infer<typeof watchListResponseSchema>;

export const watchListEntryBodySchema = z
  .strictObject({
    name: requiredText(visitorLimits.name, visitorMessages.nameRequired),
    vehiclePlate: optionalText(visitorLimits.vehiclePlate),
    reason: requiredText(visitorLimits.reason, visitorMessages.reasonRequired),
  })
  .meta({ id: 'WatchListEntryBody' });
export type WatchListEntryBody = z.infer<typeof watchListEntryBodySchema>;

const tags = ['visitors'];
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Visitors, their visits and the watch list, defined once for the server's routes and the web's client. */
export const visitorOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/visitors',
    access: 'visitors.view',
    tags,
    summary: 'Visitors the signed-in user may see (a guest: only their own visit requests), one view at a time',
    query: visitorListQuerySchema,
    response: visitorListResponseSchema,
  }),
  exportCsv: defineOperation({
    method: 'GET',
    path: '/visitors.csv',
    access: 'visitors.view',
    tags,
    summary: 'The same list as CSV (all pages, at most 10 000 rows), times in the given time zone',
    query: visitorCsvQuerySchema,
    produces: 'text/csv',
  }),
  preRegister: defineOperation({
    method: 'POST',
    path: '/visitors',
    access: 'visitors.frontDesk',
    tags,
    summary: 'Pre-register a visitor (front desk): the visitor is expected',
    body: preRegisterVisitorBodySchema,
    status: 201,
    response: visitorSchema,
  }),
  requestVisit: defineOperation({
    method: 'POST',
    path: '/visitors/requests',
    access: 'visitors.request',
    tags,
    summary: 'Request a visit; a manager approves or declines it',
    body: visitRequestBodySchema,
    status: 201,
    response: visitorSchema,
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/visitors/:id/approve',
    access: 'visitors.decide',
    tags,
    summary: 'Approve a pending visit request: the visitor becomes expected',
    params: idParamsSchema,
    body: visitDecisionBodySchema,
    response: visitorSchema,
  }),
  decline: defineOperation({
    method: 'POST',
    path: '/visitors/:id/decline',
    access: 'visitors.decide',
    tags,
    summary: 'Decline a pending visit request',
    params: idParamsSchema,
    body: visitDecisionBodySchema,
    response: visitorSchema,
  }),
  checkIn: defineOperation({
    method: 'POST',
    path: '/visitors/:id/check-in',
    access: 'visitors.frontDesk',
    tags,
    summary:
      'Check an expected visitor in (time, badge number); a watch-list match answers 409 watch_list_match and ' +
      'raises one alert, unless a supervisor or above acknowledges it',
    params: idParamsSchema,
    body: checkInBodySchema,
    response: visitorSchema,
  }),
  checkOut: defineOperation({
    method: 'POST',
    path: '/visitors/:id/check-out',
    access: 'visitors.frontDesk',
    tags,
    summary: 'Check a visitor on site out',
    params: idParamsSchema,
    response: visitorSchema,
  }),
  deny: defineOperation({
    method: 'POST',
    path: '/visitors/:id/deny',
    access: 'visitors.frontDesk',
    tags,
    summary: 'Deny an expected visitor entry (e.g. after a watch-list warning), with an optional note',
    params: idParamsSchema,
    body: visitDecisionBodySchema,
    response: visitorSchema,
  }),
  photo: defineOperation({
    method: 'GET',
    path: '/visitors/:id/photo',
    access: 'visitors.view',
    tags,
    summary: 'The check-in photo of a visitor the caller may see',
    params: idParamsSchema,
    // JPEG, PNG or WebP: the photo is kept as it was uploaded.
    produces: 'image/*',
  }),
  attachPhoto: defineOperation({
    method: 'POST',
    path: '/visitors/:id/photo',
    access: 'visitors.frontDesk',
    tags,
    summary: 'Add the check-in photo (JPEG, PNG or WebP, at most 10 MB) of an expected or checked-in visitor',
    params: idParamsSchema,
    consumes: photoTypes,
    response: visitorSchema,
  }),
  watchList: defineOperation({
    method: 'GET',
    path: '/visitor-blocklist',
    access: 'visitors.frontDesk',
    tags,
    summary: 'The watch list of the caller’s client: blocked visitors and vehicles with the reason',
    response: watchListResponseSchema,
  }),
  addToWatchList: defineOperation({
    method: 'POST',
    path: '/visitor-blocklist',
    access: 'visitors.decide',
    tags,
    summary: 'Add a person (and optionally a vehicle plate) to the watch list, with the reason (audited)',
    body: watchListEntryBodySchema,
    status: 201,
    response: watchListEntrySchema,
  }),
  removeFromWatchList: defineOperation({
    method: 'DELETE',
    path: '/visitor-blocklist/:id',
    access: 'visitors.decide',
    tags,
    summary: 'Remove an entry from the watch list (audited)',
    params: idParamsSchema,
    status: 204,
  }),
};
