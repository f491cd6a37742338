import { type FieldError, fieldError } from '../../../shared/contract/field-errors.ts';
import type {
  MissedPunchBody,
  Personnel,
  PersonnelCsvQuery,
  PersonnelDetail,
  PersonnelListQuery,
  PersonnelListResponse,
  PersonnelUpdateBody,
  Timesheet,
  TimesheetCorrectionBody,
  TimesheetEntry,
  TimesheetQuery,
} from '../../../shared/contract/personnel.ts';
import { clockOutAfterClockInMessage } from '../../../shared/contract/personnel.ts';
import { toCsv } from '../../../shared/csv.ts';
import { dayInZone, licenceStateOn } from '../../../shared/licence.ts';
import { payrollHours, roundHours } from '../../../shared/payroll-hours.ts';
import { hasPermission } from '../../../shared/policy.ts';
import { isRole, roleLabels } from '../../../shared/roles.ts';
import type { Caller } from '../../access/caller.ts';
import { personScope, seesAllClockEntries } from '../../access/work-records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { paidRunOfEntry, paidRunsOfEntries } from '../payroll/index.ts';
import {
  assignedEventsOf,
  breaksOf,
  clientTimeZone,
  correctionsOf,
  type EntryRow,
  findEntry,
  findPerson,
  findVisibleEventRow,
  insertCorrection,
  insertEntry,
  listEntries,
  listPeople,
  overlappingEntry,
  type PersonRow,
  type PersonScope,
  payrollIdsOfPerson,
  savePayrollIds,
  updateEntryTimes,
  updatePersonRow,
} from './repository.ts';

/** The time zone of a client (UTC when it has none): its days, for a dashboard's "today". */
export function timeZoneOfClient(ctx: AppContext, clientId: string): Promise<string> {
  return clientTimeZone(ctx.db, clientId);
}

const notFound = () => AppError.notFound('No such person.', 'person');
const scopeOf = (caller: Caller, forList: boolean): PersonScope => personScope(caller.actor, forList);
const seesAllEntries = (caller: Caller) => seesAllClockEntries(caller.actor);

function toPersonnel(row: PersonRow, today: string): Personnel {
  return {
    id: row.id,
    name: row.displayName,
    email: row.email,
    phone: row.phone,
    roles: row.roles,
    photoUrl: row.photoUrl,
    active: row.userStatus === 'active',
    status: row.status,
    currentEvent: row.currentEventId ? { id: row.currentEventId, name: row.currentEventName ?? '' } : null,
    currentEventOutOfScope: row.currentEventHidden,
    licenceNumber: row.licenceNumber,
    licenceExpiresOn: row.licenceExpiresOn,
    licenceState: licenceStateOn(row.licenceExpiresOn, today),
    availability: row.availability,
    weeklyAvailability: row.weeklyAvailability,
    notes: row.notes,
  };
}

async function todayOf(ctx: AppContext, clientId: string) {
  const timeZone = await clientTimeZone(ctx.db, clientId);
  return { timeZone, today: dayInZone(ctx.clock(), timeZone) };
}

function listFilter(caller: Caller, query: PersonnelCsvQuery) {
  return {
    scope: scopeOf(caller, true),
    q: query.q || undefined,
    role: query.role,
    status: query.status,
    sort: query.sort,
    order: query.order,
  };
}

export async function listPersonnel(
  ctx: AppContext,
  caller: Caller,
  query: PersonnelListQuery,
): Promise<PersonnelListResponse> {
  const { today } = await todayOf(ctx, caller.actor.clientId);
  const { rows, total } = await listPeople(ctx.db, {
    ...listFilter(caller, query),
    ...pageWindow(query),
  });
  return { items: rows.map((r) => toPersonnel(r, today)), total, page: query.page, limit: query.limit };
}

export const personnelCsvMaxRows = 10_000;

const statusLabels = { onDuty: 'On duty', onBreak: 'On break', offDuty: 'Off duty', inactive: 'Inactive' } as const;
const licenceLabels = { ok: 'Valid', expiring: 'Expiring soon', expired: 'Expired', none: '' } as const;

export async function exportPersonnelCsv(ctx: AppContext, caller: Caller, query: PersonnelCsvQuery) {
  const { today } = await todayOf(ctx, caller.actor.clientId);
  const { rows } = await listPeople(ctx.db, { ...listFilter(caller, query), limit: personnelCsvMaxRows, offset: 0 });
  const csv = toCsv(
    [
      'Name',
      'Email',
      'Phone',
      'Role',
      'Status',
      'Current event',
      'Licence number',
      'Licence expires',
      'Licence',
      'Availability',
      'Notes',
    ],
    rows.map((r) => {
      const p = toPersonnel(r, today);
      const role = p.roles[0];
      return [
        p.name,
        p.email,
        p.phone,
        role && isRole(role) ? roleLabels[role] : role,
        statusLabels[p.status],
        p.currentEvent?.name,
        p.licenceNumber,
        p.licenceExpiresOn,
        licenceLabels[p.licenceState],
        p.availability,
        p.notes,
      ];
    }),
  );
  return { csv, fileName: `personnel-${ctx.clock().toISOString().slice(0, 10)}.csv` };
}

async function visiblePerson(ctx: AppContext, caller: Caller, id: string): Promise<PersonRow> {
  const row = await findPerson(ctx.db, scopeOf(caller, false), id);
  if (!row) throw notFound();
  return row;
}

export async function getPersonnel(ctx: AppContext, caller: Caller, id: string): Promise<PersonnelDetail> {
  const row = await visiblePerson(ctx, caller, id);
  const { timeZone, today } = await todayOf(ctx, row.clientId);
  const assignedEvents = await assignedEventsOf(ctx.db, caller.actor.eventScope, id);
  const payrollIds = await payrollIdsOfPerson(ctx.db, row.clientId, id);
  return { ...toPersonnel(row, today), assignedEvents, clientTimeZone: timeZone, payrollIds };
}

export async function updatePersonnel(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: PersonnelUpdateBody,
): Promise<PersonnelDetail> {
  if (body.payrollIds !== undefined && !hasPermission(caller.actor.roles, 'payroll.manage'))
    throw AppError.forbidden('Only an executive or a manager may set payroll ids.');
  const before = await visiblePerson(ctx, caller, id);
  const changes = {
    ...(body.licenceNumber !== undefined ? { licenceNumber: body.licenceNumber } : {}),
    ...(body.licenceExpiresOn !== undefined ? { licenceExpiresOn: body.licenceExpiresOn } : {}),
    ...(body.availability !== undefined ? { availability: body.availability } : {}),
    ...(body.weeklyAvailability !== undefined ? { weeklyAvailability: body.weeklyAvailability } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await updatePersonRow(tx, before.clientId, id, changes, ctx.clock());
    const payrollIdsBefore = await payrollIdsOfPerson(tx, before.clientId, id);
    if (body.payrollIds !== undefined) {
      const ids = Object.fromEntries(Object.entries(body.payrollIds).filter(([, value]) => value !== undefined));
      await savePayrollIds(tx, before.clientId, id, { ...payrollIdsBefore, ...ids }, ctx.clock());
    }
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: before.clientId,
      actorId: caller.actor.userId,
      action: 'personnel.update',
      entity: 'user',
      entityId: id,
      data: {
        before: {
          licenceNumber: before.licenceNumber,
          licenceExpiresOn: before.licenceExpiresOn,
          availability: before.availability,
          weeklyAvailability: before.weeklyAvailability,
          notes: before.notes,
          ...(body.payrollIds !== undefined ? { payrollIds: payrollIdsBefore } : {}),
        },
        changes: body.payrollIds !== undefined ? { ...changes, payrollIds: body.payrollIds } : changes,
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getPersonnel(ctx, caller, id);
}

// ── Timesheet ──────────────────────────────────────────────────────────────────────────────────────────────

const dayMs = 86_400_000;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function windowOf(query: TimesheetQuery, now: Date) {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 14 * dayMs);
  return { from, to };
}

export async function timesheetOf(
  ctx: AppContext,
  caller: Caller,
  id: string,
  query: TimesheetQuery,
): Promise<Timesheet> {
  await visiblePerson(ctx, caller, id);
  const now = ctx.clock();
  const { from, to } = windowOf(query, now);
  const entries = await listEntries(ctx.db, {
    userId: id,
    from,
    to,
    eventScope: caller.actor.eventScope,
    allEntries: seesAllEntries(caller),
    now,
  });
  const earliest = entries.reduce((min, e) => Math.min(min, new Date(e.clockIn).getTime()), from.getTime());
  const latest = entries.reduce(
    (max, e) => Math.max(max, e.clockOut ? new Date(e.clockOut).getTime() : now.getTime()),
    to.getTime(),
  );
  const [corrections, breaks, paid] = await Promise.all([
    correctionsOf(
      ctx.db,
      entries.map((e) => e.id),
    ),
    breaksOf(ctx.db, id, new Date(earliest), new Date(latest)),
    paidRunsOfEntries(
      ctx.db,
      entries.map((e) => e.id),
    ),
  ]);
  const paidBy = new Map(paid.map(({ clockEntryId, ...run }) => [clockEntryId, run]));
  const items: TimesheetEntry[] = entries.map((entry) => {
    const history = corrections.filter((c) => c.clockEntryId === entry.id);
    const firstCorrection = history.find((c) => c.kind === 'corrected');
    const added = history.some((c) => c.kind === 'added');
    const start = new Date(entry.clockIn).getTime();
    const end = entry.clockOut ? new Date(entry.clockOut).getTime() : now.getTime();
    const entryBreaks = breaks.filter((b) =>
      b.clockEntryId
        ? b.clockEntryId === entry.id
        : new Date(b.startAt).getTime() >= start && new Date(b.startAt).getTime() <= end,
    );
    const hours = payrollHours(
      { clockIn: new Date(entry.clockIn), clockOut: entry.clockOut ? new Date(entry.clockOut) : null },
      entry.eventStart && entry.eventEnd ? { start: new Date(entry.eventStart), end: new Date(entry.eventEnd) } : null,
      now,
    );
    return {
      id: entry.id,
      event:
        entry.eventId && entry.eventStart && entry.eventEnd
          ? {
              id: entry.eventId,
              name: entry.eventName ?? '',
              startDate: new Date(entry.eventStart).toISOString(),
              endDate: new Date(entry.eventEnd).toISOString(),
              timeZone: entry.eventTimeZone ?? 'UTC',
            }
          : null,
      clockIn: new Date(entry.clockIn).toISOString(),
      clockOut: iso(entry.clockOut),
      rawHours: roundHours(hours.rawHours),
      payrollHours: roundHours(hours.clippedHours),
      source: entry.source,
      note: entry.note,
      corrected: firstCorrection !== undefined || added,
      original: firstCorrection
        ? { clockIn: iso(firstCorrection.beforeClockIn), clockOut: iso(firstCorrection.beforeClockOut) }
        : null,
      corrections: history.map((c) => ({
        id: c.id,
        kind: c.kind,
        before: c.kind === 'added' ? null : { clockIn: iso(c.beforeClockIn), clockOut: iso(c.beforeClockOut) },
        after: { clockIn: iso(c.afterClockIn), clockOut: iso(c.afterClockOut) },
        reason: c.reason,
        byName: c.byName,
        at: new Date(c.correctedAt).toISOString(),
      })),
      breaks: entryBreaks.map((b) => {
        const bEnd = b.endAt ? new Date(b.endAt).getTime() : now.getTime();
        return {
          id: b.id,
          startAt: new Date(b.startAt).toISOString(),
          endAt: iso(b.endAt),
          lengthOfBreak: b.lengthOfBreak,
          minutes: Math.max(0, Math.round((bEnd - new Date(b.startAt).getTime()) / 60_000)),
          status: b.status,
        };
      }),
      paidBy: paidBy.get(entry.id) ?? null,
    };
  });
  const sum = (pick: (e: TimesheetEntry) => number) => items.reduce((total, e) => total + pick(e), 0);
  return {
    personId: id,
    from: from.toISOString(),
    to: to.toISOString(),
    entries: items,
    totals: {
      entries: items.length,
      rawHours: roundHours(sum((e) => e.rawHours)),
      payrollHours: roundHours(sum((e) => e.payrollHours)),
      breakMinutes: sum((e) => e.breaks.reduce((t, b) => t + b.minutes, 0)),
    },
  };
}

function refuseFuture(now: Date, times: { clockIn: Date; clockOut: Date | null }) {
  const fields: Record<string, FieldError> = {};
  if (times.clockIn.getTime() > now.getTime()) fields.clockIn = fieldError('validation.not_in_future');
  if (times.clockOut && times.clockOut.getTime() > now.getTime())
    fields.clockOut = fieldError('validation.not_in_future');
  if (times.clockOut && times.clockOut.getTime() <= times.clockIn.getTime()) {
    fields.clockOut = { code: clockOutAfterClockInMessage };
  }
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

async function refuseOverlap(
  ctx: AppContext,
  userId: string,
  times: { clockIn: Date; clockOut: Date | null },
  exceptId: string | null,
) {
  const clash = await overlappingEntry(ctx.db, userId, times.clockIn, times.clockOut, exceptId);
  if (clash) {
    throw new AppError('clock.overlap', 'These times overlap another clock entry of this person.', {
      fieldErrors: { clockIn: fieldError('clock.overlaps_entry') },
    });
  }
}

interface Punches {
  clockIn: Date;
  clockOut: Date | null;
}

/**
 * Keeps a change to a clock entry's times — a missed punch added or a correction — in the entry's history and in
 * the audit log (whose data ends with the reason), inside the change's transaction.
 */
async function keepTimesheetChange(
  ctx: AppContext,
  tx: Parameters<typeof insertCorrection>[0],
  caller: Caller,
  entry: { clientId: string; entryId: string; now: Date },
  change: { kind: 'added' | 'corrected'; before: Punches | null; after: Punches; reason: string },
  data: object,
) {
  await insertCorrection(tx, {
    clientId: entry.clientId,
    clockEntryId: entry.entryId,
    kind: change.kind,
    beforeClockIn: change.before?.clockIn ?? null,
    beforeClockOut: change.before?.clockOut ?? null,
    afterClockIn: change.after.clockIn,
    afterClockOut: change.after.clockOut,
    reason: change.reason,
    correctedBy: caller.actor.userId,
    correctedAt: entry.now,
  });
  await recordAudit(tx, {
    at: ctx.clock(),
    clientId: entry.clientId,
    actorId: caller.actor.userId,
    action: change.kind === 'added' ? 'timesheet.add-missed-punch' : 'timesheet.correct',
    entity: 'clock_entry',
    entityId: entry.entryId,
    data: { ...data, reason: change.reason },
    requestId: caller.requestId,
    ip: caller.ip,
  });
}

export async function addMissedPunch(
  ctx: AppContext,
  caller: Caller,
  personId: string,
  body: MissedPunchBody,
): Promise<TimesheetEntry> {
  const person = await visiblePerson(ctx, caller, personId);
  const event = await findVisibleEventRow(ctx.db, caller.actor.eventScope, body.eventId);
  if (!event || event.clientId !== person.clientId) {
    throw AppError.invalidFields({ eventId: fieldError('event.unknown') });
  }
  const now = ctx.clock();
  const times = { clockIn: new Date(body.clockIn), clockOut: body.clockOut ? new Date(body.clockOut) : null };
  refuseFuture(now, times);
  await refuseOverlap(ctx, personId, times, null);
  const entryId = await ctx.db.transaction(async (tx) => {
    const created = await insertEntry(tx, {
      clientId: person.clientId,
      userId: personId,
      eventId: event.id,
      ...times,
      note: body.reason,
      createdBy: caller.actor.userId,
      now,
    });
    const data = { userId: personId, eventId: event.id, clockIn: body.clockIn, clockOut: body.clockOut ?? null };
    const change = { kind: 'added' as const, before: null, after: times, reason: body.reason };
    await keepTimesheetChange(ctx, tx, caller, { clientId: person.clientId, entryId: created, now }, change, data);
    return created;
  });
  return entryOf(ctx, caller, personId, entryId);
}

async function entryOf(ctx: AppContext, caller: Caller, personId: string, entryId: string) {
  const entry = await findEntry(ctx.db, personId, entryId, caller.actor.eventScope, seesAllEntries(caller));
  if (!entry) throw AppError.notFound('No such clock entry.', 'clock_entry');
  const sheet = await timesheetOf(ctx, caller, personId, {
    from: new Date(entry.clockIn).toISOString(),
    to: new Date(Math.max(new Date(entry.clockIn).getTime(), ctx.clock().getTime())).toISOString(),
  });
  const found = sheet.entries.find((e) => e.id === entryId);
  if (!found) throw AppError.notFound('No such clock entry.', 'clock_entry');
  return found;
}

export async function correctEntry(
  ctx: AppContext,
  caller: Caller,
  personId: string,
  entryId: string,
  body: TimesheetCorrectionBody,
): Promise<TimesheetEntry> {
  const person = await visiblePerson(ctx, caller, personId);
  const entry: EntryRow | undefined = await findEntry(
    ctx.db,
    personId,
    entryId,
    caller.actor.eventScope,
    seesAllEntries(caller),
  );
  if (!entry) throw AppError.notFound('No such clock entry.', 'clock_entry');
  const now = ctx.clock();
  const before = { clockIn: new Date(entry.clockIn), clockOut: entry.clockOut ? new Date(entry.clockOut) : null };
  const after = {
    clockIn: body.clockIn ? new Date(body.clockIn) : before.clockIn,
    clockOut: body.clockOut ? new Date(body.clockOut) : before.clockOut,
  };
  refuseFuture(now, after);
  await refuseOverlap(ctx, personId, after, entryId);
  await ctx.db.transaction(async (tx) => {
    const paid = await paidRunOfEntry(tx, entryId);
    const reason = body.reason;
    if (reason === undefined) {
      if (paid)
        throw new AppError('payrun.locked', 'An approved pay run paid this clock entry: give a reason.', {
          params: { payRunId: paid.id, periodStart: paid.periodStart, periodEnd: paid.periodEnd },
        });
      throw AppError.invalidFields({ reason: fieldError('validation.reason_required') });
    }
    await updateEntryTimes(tx, entryId, after.clockIn, after.clockOut, now);
    const data = {
      userId: personId,
      before: { clockIn: iso(before.clockIn), clockOut: iso(before.clockOut) },
      after: { clockIn: iso(after.clockIn), clockOut: iso(after.clockOut) },
    };
    const change = { kind: 'corrected' as const, before, after, reason };
    await keepTimesheetChange(ctx, tx, caller, { clientId: person.clientId, entryId, now }, change, data);
  });
  return entryOf(ctx, caller, personId, entryId);
}
