import {
  type CheckInBody,
  type PreRegisterVisitorBody,
  requestGraceMs,
  type Visitor,
  type VisitorCsvQuery,
  type VisitorListQuery,
  type VisitorListResponse,
  type VisitorStatus,
  type VisitRequestBody,
  visitorCsvMaxRows,
  visitorMessages,
  visitorStatusLabels,
  visitPlanningWindowMs,
} from '../../../shared/contract/visitors.ts';
import { toCsv } from '../../../shared/csv.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import {
  countVisitorViews,
  findVisitorRow,
  insertVisitor,
  isEventAvailable,
  listVisitorRows,
  lockVisitor,
  toVisitor,
  updateVisitor,
  type VisitorFilter,
  type VisitorRow,
} from './repository.ts';
import { eventsForVisitorsPredicate, visibleVisitorsPredicate, visitorScopeFor } from './visibility.ts';

export interface RequestMeta {
  requestId: string;
  ip: string | null;
}

const orNull = (value: string | undefined) => (value ? value : null);

function filterOf(user: AuthUser, query: Omit<VisitorListQuery, 'limit' | 'page'>): VisitorFilter {
  return {
    scope: visibleVisitorsPredicate(visitorScopeFor(user)),
    view: query.view,
    q: query.q || undefined,
    eventId: query.eventId,
    status: query.status,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

export async function listVisitors(
  ctx: AppContext,
  user: AuthUser,
  query: VisitorListQuery,
): Promise<VisitorListResponse> {
  const filter = filterOf(user, query);
  const [{ rows, total }, counts] = await Promise.all([
    listVisitorRows(ctx.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countVisitorViews(ctx.db, filter.scope, query.eventId),
  ]);
  return { items: rows.map(toVisitor), page: query.page, limit: query.limit, total, counts };
}

const csvHeader = [
  'Name',
  'Company',
  'Host',
  'Purpose',
  'Event',
  'Status',
  'Expected',
  'Checked in',
  'Checked out',
  'Badge',
  'Vehicle plate',
  'Email',
  'Phone',
  'Requested by',
  'Decision note',
];

function csvTime(value: Date | null, timeZone: string): string {
  if (!value) return '';
  // sv-SE writes 2026-03-18 15:04, which every spreadsheet reads as a date and time.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
}

/** The list of one view as CSV (DESIGN §2 CSV rules), times in the caller's time zone, at most 10 000 rows. */
export async function exportVisitorsCsv(ctx: AppContext, user: AuthUser, query: VisitorCsvQuery) {
  const { rows } = await listVisitorRows(ctx.db, filterOf(user, query), { limit: visitorCsvMaxRows, offset: 0 });
  const tz = query.timeZone;
  const csv = toCsv(
    csvHeader,
    rows.map((r) => [
      r.name,
      r.company,
      r.host_name,
      r.purpose,
      r.event_name,
      visitorStatusLabels[r.status],
      csvTime(r.expected_at, tz),
      csvTime(r.checked_in_at, tz),
      csvTime(r.checked_out_at, tz),
      r.badge_number,
      r.vehicle_plate,
      r.email,
      r.phone,
      r.requested_by_name,
      r.decision_note,
    ]),
  );
  const day = csvTime(ctx.clock(), tz).slice(0, 10);
  return { csv, fileName: `visitors-${query.view}-${day}.csv` };
}

function checkExpectedAt(expectedAt: string, now: Date, earliest: number, tooEarly: string) {
  const at = new Date(expectedAt).getTime();
  if (at < earliest) throw AppError.badRequest('Some fields are not valid.', { expectedAt: tooEarly });
  if (at > now.getTime() + visitPlanningWindowMs.ahead) {
    throw AppError.badRequest('Some fields are not valid.', { expectedAt: visitorMessages.expectedTooFar });
  }
}

async function checkEvent(ctx: AppContext, user: AuthUser, eventId: string | null | undefined) {
  if (!eventId) return;
  const scope = visitorScopeFor(user);
  if (!(await isEventAvailable(ctx.db, eventsForVisitorsPredicate(scope, user), eventId))) {
    throw AppError.badRequest('Some fields are not valid.', { eventId: visitorMessages.eventNotVisible });
  }
}

async function reread(ctx: AppContext, user: AuthUser, id: string): Promise<Visitor> {
  const row: VisitorRow | undefined = await findVisitorRow(ctx.db, visibleVisitorsPredicate(visitorScopeFor(user)), id);
  if (!row) throw new Error(`visitor ${id} vanished after a write`);
  return toVisitor(row);
}

export async function preRegisterVisitor(
  ctx: AppContext,
  user: AuthUser,
  body: PreRegisterVisitorBody,
  meta: RequestMeta,
): Promise<Visitor> {
  const now = ctx.clock();
  checkExpectedAt(body.expectedAt, now, now.getTime() - visitPlanningWindowMs.behind, visitorMessages.expectedTooOld);
  await checkEvent(ctx, user, body.eventId);
  const scope = visitorScopeFor(user);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertVisitor(tx, {
      clientId: scope.clientId,
      eventId: body.eventId ?? null,
      name: body.name,
      company: orNull(body.company),
      email: orNull(body.email),
      phone: orNull(body.phone),
      hostName: orNull(body.hostName),
      purpose: orNull(body.purpose),
      vehiclePlate: orNull(body.vehiclePlate),
      status: 'expected',
      expectedAt: new Date(body.expectedAt),
      requestedBy: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      clientId: scope.clientId,
      actorId: user.id,
      action: 'visitor.pre-register',
      entity: 'visitor',
      entityId: created,
      data: { name: body.name, eventId: body.eventId ?? null, expectedAt: body.expectedAt },
      requestId: meta.requestId,
      ip: meta.ip,
    });
    return created;
  });
  return reread(ctx, user, id);
}

export async function requestVisit(
  ctx: AppContext,
  user: AuthUser,
  body: VisitRequestBody,
  meta: RequestMeta,
): Promise<Visitor> {
  const now = ctx.clock();
  checkExpectedAt(body.expectedAt, now, now.getTime() - requestGraceMs, visitorMessages.expectedInPast);
  await checkEvent(ctx, user, body.eventId);
  const scope = visitorScopeFor(user);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertVisitor(tx, {
      clientId: scope.clientId,
      eventId: body.eventId ?? null,
      name: body.name,
      company: orNull(body.company),
      // The person asking is the one to reach about the visit.
      email: user.email,
      hostName: body.hostName,
      purpose: body.purpose,
      vehiclePlate: orNull(body.vehiclePlate),
      status: 'requested',
      expectedAt: new Date(body.expectedAt),
      requestedBy: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      clientId: scope.clientId,
      actorId: user.id,
      action: 'visitor.request',
      entity: 'visitor',
      entityId: created,
      data: { name: body.name, eventId: body.eventId ?? null, expectedAt: body.expectedAt },
      requestId: meta.requestId,
      ip: meta.ip,
    });
    return created;
  });
  return reread(ctx, user, id);
}

interface Transition {
  action: string;
  from: VisitorStatus;
  conflict: string;
  changes: (now: Date, current: { checked_in_at: Date | null }) => Parameters<typeof updateVisitor>[2];
  audit: Record<string, unknown>;
}

/** Moves a visible visitor from one status to the next, under a row lock; another status → 409. */
async function transition(ctx: AppContext, user: AuthUser, id: string, step: Transition, meta: RequestMeta) {
  const scope = visibleVisitorsPredicate(visitorScopeFor(user));
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const current = await lockVisitor(tx, scope, id);
    if (!current) throw AppError.notFound('No such visitor.');
    if (current.status !== step.from) {
      throw AppError.conflict(`${step.conflict} This visitor is ${visitorStatusLabels[current.status].toLowerCase()}.`);
    }
    await updateVisitor(tx, id, { ...step.changes(now, current), updatedAt: now });
    await recordAudit(tx, {
      clientId: current.client_id,
      actorId: user.id,
      action: step.action,
      entity: 'visitor',
      entityId: id,
      data: { from: current.status, ...step.audit },
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });
  return reread(ctx, user, id);
}

export function decideVisit(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  decision: 'approve' | 'decline',
  note: string | undefined,
  meta: RequestMeta,
) {
  const status = decision === 'approve' ? 'expected' : 'denied';
  return transition(
    ctx,
    user,
    id,
    {
      action: `visitor.${decision}`,
      from: 'requested',
      conflict: 'Only a pending request can be approved or declined.',
      changes: (now) => ({ status, decisionNote: orNull(note), decidedBy: user.id, decidedAt: now }),
      audit: { to: status, note: orNull(note) },
    },
    meta,
  );
}

export function checkInVisitor(ctx: AppContext, user: AuthUser, id: string, body: CheckInBody, meta: RequestMeta) {
  return transition(
    ctx,
    user,
    id,
    {
      action: 'visitor.check-in',
      from: 'expected',
      conflict: 'Only an expected visitor can be checked in.',
      changes: (now) => ({
        status: 'checked_in',
        checkedInAt: now,
        checkedInBy: user.id,
        ...(body.badgeNumber ? { badgeNumber: body.badgeNumber } : {}),
      }),
      audit: { to: 'checked_in', badgeNumber: orNull(body.badgeNumber) },
    },
    meta,
  );
}

export function checkOutVisitor(ctx: AppContext, user: AuthUser, id: string, meta: RequestMeta) {
  return transition(
    ctx,
    user,
    id,
    {
      action: 'visitor.check-out',
      from: 'checked_in',
      conflict: 'Only a visitor on site can be checked out.',
      // Never before the check-in, even if the server's clock was set back in between.
      changes: (now, current) => ({
        status: 'checked_out',
        checkedOutAt:
          current.checked_in_at && new Date(current.checked_in_at) > now ? new Date(current.checked_in_at) : now,
        checkedOutBy: user.id,
      }),
      audit: { to: 'checked_out' },
    },
    meta,
  );
}
