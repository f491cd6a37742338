import type { FieldErrorCode } from '../../../shared/contract/field-errors.ts';
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
  visitorIdTypeLabels,
  visitorMessages,
  visitorStatusLabels,
  visitPlanningWindowMs,
} from '../../../shared/contract/visitors.ts';
import { toCsv } from '../../../shared/csv.ts';
import { hasPermission } from '../../../shared/policy.ts';
import type { Caller } from '../../access/caller.ts';
import { visibleIds } from '../../access/visible-ids.ts';
import { visitorVisible } from '../../access/visitors.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { csvTime } from '../../http/csv-reply.ts';
import { insertAlert, watchListAlertTexts } from '../alerts/index.ts';
import { insertAudited, recordAudit } from '../audit/index.ts';
import { checkImage } from '../incident-reports/index.ts';
import {
  countVisitorViews,
  findEventName,
  findVisitorPhoto,
  findVisitorRow,
  insertVisitor,
  listVisitorRows,
  lockVisitor,
  toVisitor,
  updateVisitor,
  type VisitorFilter,
  type VisitorRow,
} from './repository.ts';
import { findWatchListMatch, type WatchListMatch, watchListMatchError } from './watch-list.ts';

const orNull = (value: string | undefined) => (value ? value : null);

function filterOf(caller: Caller, query: Omit<VisitorListQuery, 'limit' | 'page'>, now: Date): VisitorFilter {
  return {
    scope: visitorVisible(caller.actor, 'v'),
    view: query.view,
    now,
    q: query.q || undefined,
    eventId: query.eventId,
    status: query.status,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

export async function listVisitors(
  ctx: AppContext,
  caller: Caller,
  query: VisitorListQuery,
): Promise<VisitorListResponse> {
  const filter = filterOf(caller, query, ctx.clock());
  const [{ rows, total }, counts] = await Promise.all([
    listVisitorRows(ctx.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countVisitorViews(ctx.db, filter.scope, query.eventId, filter.now),
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
  'ID type',
  'ID last 4',
  'Email',
  'Phone',
  'Requested by',
  'Decision note',
];

const csvTimeOrBlank = (value: Date | null, timeZone: string) => (value ? csvTime(value, timeZone) : '');

/** The list of one view as CSV (docs/product/payroll-and-reports.md#csv-exports), times in the caller's time zone, at most 10 000 rows. */
export async function exportVisitorsCsv(ctx: AppContext, caller: Caller, query: VisitorCsvQuery) {
  const { rows } = await listVisitorRows(ctx.db, filterOf(caller, query, ctx.clock()), {
    limit: visitorCsvMaxRows,
    offset: 0,
  });
  const tz = query.timeZone;
  const csv = toCsv(
    csvHeader,
    rows.map((r) => [
      r.name,
      r.company,
      r.hostName,
      r.purpose,
      r.eventName,
      visitorStatusLabels[r.status],
      csvTimeOrBlank(r.expectedAt, tz),
      csvTimeOrBlank(r.checkedInAt, tz),
      csvTimeOrBlank(r.checkedOutAt, tz),
      r.badgeNumber,
      r.vehiclePlate,
      r.idType ? visitorIdTypeLabels[r.idType] : '',
      r.idLast4,
      r.email,
      r.phone,
      r.requestedByName,
      r.decisionNote,
    ]),
  );
  const day = csvTime(ctx.clock(), tz).slice(0, 10);
  return { csv, fileName: `visitors-${query.view}-${day}.csv` };
}

function checkExpectedAt(expectedAt: string, now: Date, earliest: number, tooEarly: FieldErrorCode) {
  const at = new Date(expectedAt).getTime();
  if (at < earliest) throw AppError.invalidFields({ expectedAt: { code: tooEarly } });
  if (at > now.getTime() + visitPlanningWindowMs.ahead) {
    throw AppError.invalidFields({ expectedAt: { code: visitorMessages.expectedTooFar } });
  }
}

async function checkEvent(ctx: AppContext, caller: Caller, eventId: string | null | undefined) {
  if (!eventId) return;
  if (!(await visibleIds(ctx, caller.actor, 'event', [eventId])).has(eventId)) {
    throw AppError.invalidFields({ eventId: { code: visitorMessages.eventNotVisible } });
  }
}

async function reread(ctx: AppContext, caller: Caller, id: string): Promise<Visitor> {
  const scope = visitorVisible(caller.actor, 'v');
  const row: VisitorRow | undefined = await findVisitorRow(ctx.db, scope, id, ctx.clock());
  if (!row) throw new Error(`visitor ${id} vanished after a write`);
  return toVisitor(row);
}

type VisitorValues = Parameters<typeof insertVisitor>[1];

/** What a new visit is made of: the fields every visit has come from `body`, the others are `fields`. */
interface NewVisit {
  clientId: string;
  now: Date;
  body: Pick<VisitRequestBody, 'eventId' | 'name' | 'company' | 'vehiclePlate' | 'expectedAt'>;
  fields: Omit<VisitorValues, 'clientId' | 'name' | 'expectedAt'>;
}

/** Stores a new visit with its audit record in one transaction, and returns it as its reader sees it. */
async function addVisit(
  ctx: AppContext,
  caller: Caller,
  { clientId, now, body, fields }: NewVisit,
  action: string,
  auditExtra: object = {},
): Promise<Visitor> {
  const data = { name: body.name, eventId: body.eventId ?? null, expectedAt: body.expectedAt, ...auditExtra };
  const audit = {
    clientId,
    actorId: caller.actor.userId,
    action,
    entity: 'visitor',
    data,
    requestId: caller.requestId,
    ip: caller.ip,
  };
  const id = await insertAudited(ctx, audit, (tx) =>
    insertVisitor(tx, {
      ...fields,
      clientId,
      eventId: body.eventId ?? null,
      name: body.name,
      company: orNull(body.company),
      vehiclePlate: orNull(body.vehiclePlate),
      expectedAt: new Date(body.expectedAt),
      requestedBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return reread(ctx, caller, id);
}

export async function preRegisterVisitor(
  ctx: AppContext,
  caller: Caller,
  body: PreRegisterVisitorBody,
): Promise<Visitor> {
  const now = ctx.clock();
  checkExpectedAt(body.expectedAt, now, now.getTime() - visitPlanningWindowMs.behind, visitorMessages.expectedTooOld);
  await checkEvent(ctx, caller, body.eventId);
  const clientId = caller.actor.clientId;
  const match = await findWatchListMatch(ctx.db, clientId, body.name, body.vehiclePlate);
  if (match && !body.acknowledgeWatchList) throw watchListMatchError(match);
  if (match && !hasPermission(caller.actor.roles, 'visitors.watchListOverride')) throw watchListOverrideRefused();
  const fields = {
    email: orNull(body.email),
    phone: orNull(body.phone),
    hostName: orNull(body.hostName),
    purpose: orNull(body.purpose),
    idType: body.idType ?? null,
    idLast4: orNull(body.idLast4),
    status: 'expected' as const,
  };
  const watchListOverride = match ? { watchListOverride: { entryId: match.id, reason: match.reason } } : {};
  return addVisit(ctx, caller, { clientId, now, body, fields }, 'visitor.pre-register', watchListOverride);
}

export async function requestVisit(ctx: AppContext, caller: Caller, body: VisitRequestBody): Promise<Visitor> {
  const now = ctx.clock();
  checkExpectedAt(body.expectedAt, now, now.getTime() - requestGraceMs, visitorMessages.expectedInPast);
  await checkEvent(ctx, caller, body.eventId);
  const clientId = caller.actor.clientId;
  const fields = {
    // The person asking is the one to reach about the visit.
    email: caller.actor.email,
    hostName: body.hostName,
    purpose: body.purpose,
    status: 'requested' as const,
  };
  return addVisit(ctx, caller, { clientId, now, body, fields }, 'visitor.request');
}

type VisitorStatusRefusal =
  | 'visitor.not_requested'
  | 'visitor.not_expected_check_in'
  | 'visitor.not_expected_deny'
  | 'visitor.not_on_site';

function wrongStatus(refusal: VisitorStatusRefusal, conflict: string, status: VisitorStatus): AppError {
  return new AppError(refusal, `${conflict} This visitor is ${visitorStatusLabels[status].toLowerCase()}.`, {
    params: { status },
  });
}

interface Transition {
  action: string;
  from: VisitorStatus;
  conflict: string;
  /** The error code of the refusal when the visitor is not in `from`. */
  refusal: VisitorStatusRefusal;
  changes: (now: Date, current: { checkedInAt: Date | null }) => Parameters<typeof updateVisitor>[2];
  audit: Record<string, unknown>;
}

/** Moves a visible visitor from one status to the next, under a row lock; another status → 409. */
async function transition(ctx: AppContext, caller: Caller, id: string, step: Transition) {
  const scope = visitorVisible(caller.actor, 'v');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const current = await lockVisitor(tx, scope, id);
    if (!current) throw AppError.notFound('No such visitor.', 'visitor');
    if (current.status !== step.from) {
      throw wrongStatus(step.refusal, step.conflict, current.status);
    }
    await updateVisitor(tx, id, { ...step.changes(now, current), updatedAt: now });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: current.clientId,
      actorId: caller.actor.userId,
      action: step.action,
      entity: 'visitor',
      entityId: id,
      data: { from: current.status, ...step.audit },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return reread(ctx, caller, id);
}

export function decideVisit(
  ctx: AppContext,
  caller: Caller,
  id: string,
  decision: 'approve' | 'decline',
  note: string | undefined,
) {
  const status = decision === 'approve' ? 'expected' : 'denied';
  return transition(ctx, caller, id, {
    action: `visitor.${decision}`,
    from: 'requested',
    conflict: 'Only a pending request can be approved or declined.',
    refusal: 'visitor.not_requested',
    changes: (now) => ({ status, decisionNote: orNull(note), decidedBy: caller.actor.userId, decidedAt: now }),
    audit: { to: status, note: orNull(note) },
  });
}

function watchListOverrideRefused(): AppError {
  return new AppError('visitor.override_refused', 'Only a supervisor or above can let in a visitor on the watch list.');
}

function checkInTime(body: CheckInBody, now: Date): Date {
  if (!body.checkedInAt) return now;
  const at = new Date(body.checkedInAt);
  if (at.getTime() > now.getTime() + requestGraceMs) {
    throw AppError.invalidFields({ checkedInAt: { code: visitorMessages.checkedInFuture } });
  }
  if (at.getTime() < now.getTime() - visitPlanningWindowMs.behind) {
    throw AppError.invalidFields({ checkedInAt: { code: visitorMessages.checkedInTooOld } });
  }
  return at > now ? now : at;
}

/**
 * Checks an expected visitor in. A name or plate on the watch list stops it: the first attempt raises one
 * 'Watch List Match' alert for the visitor, and the answer is 409 watch_list_match with the entry's reason — unless
 * a supervisor or above acknowledges the warning (acknowledgeWatchList), which lets the visitor in (audited).
 */
export async function checkInVisitor(ctx: AppContext, caller: Caller, id: string, body: CheckInBody) {
  const scope = visitorVisible(caller.actor, 'v');
  const now = ctx.clock();
  const checkedInAt = checkInTime(body, now);
  const outcome = await ctx.db.transaction(async (tx) => {
    const current = await lockVisitor(tx, scope, id);
    if (!current) throw AppError.notFound('No such visitor.', 'visitor');
    if (current.status !== 'expected') {
      const step = { conflict: 'Only an expected visitor can be checked in.' };
      throw wrongStatus('visitor.not_expected_check_in', step.conflict, current.status);
    }
    const match = await findWatchListMatch(tx, current.clientId, current.name, current.vehiclePlate);
    if (match && !current.watchListAlertedAt) {
      await raiseWatchListAlert(tx, caller, current, match, now);
    }
    if (match && !body.acknowledgeWatchList) return { refused: watchListMatchError(match) };
    if (match && !hasPermission(caller.actor.roles, 'visitors.watchListOverride'))
      return { refused: watchListOverrideRefused() };
    await updateVisitor(tx, id, {
      status: 'checked_in',
      checkedInAt,
      checkedInBy: caller.actor.userId,
      ...(body.badgeNumber ? { badgeNumber: body.badgeNumber } : {}),
      updatedAt: now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: current.clientId,
      actorId: caller.actor.userId,
      action: 'visitor.check-in',
      entity: 'visitor',
      entityId: id,
      data: {
        from: current.status,
        to: 'checked_in',
        badgeNumber: orNull(body.badgeNumber),
        checkedInAt: checkedInAt.toISOString(),
        ...(match ? { watchListOverride: { entryId: match.id, reason: match.reason } } : {}),
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { refused: null };
  });
  // The alert stays raised (committed) even when the check-in itself is refused.
  if (outcome.refused) throw outcome.refused;
  return reread(ctx, caller, id);
}

async function raiseWatchListAlert(
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  caller: Caller,
  visitor: { id: string; clientId: string; eventId: string | null; name: string },
  match: WatchListMatch,
  now: Date,
) {
  const eventName = visitor.eventId ? await findEventName(tx, visitor.eventId) : null;
  const by = caller.actor.displayName || caller.actor.email;
  const texts = watchListAlertTexts(visitor.name, match.matchedOn, match.reason, by, visitor.eventId, eventName);
  const alertId = await insertAlert(tx, {
    clientId: visitor.clientId,
    type: 'Watch List Match',
    // The person at the desk, when they belong to the visitor's client (an admin may work in another).
    guardId: caller.actor.homeClientId === visitor.clientId ? caller.actor.userId : null,
    eventId: visitor.eventId,
    title: texts.title,
    message: texts.text,
    params: texts.params,
    notes: match.reason,
    now,
  });
  await updateVisitor(tx, visitor.id, { watchListAlertedAt: now });
  await recordAudit(tx, {
    at: now,
    clientId: visitor.clientId,
    actorId: caller.actor.userId,
    action: 'alert.raise',
    entity: 'alert',
    entityId: alertId,
    data: { type: 'Watch List Match', visitorId: visitor.id, entryId: match.id, matchedOn: match.matchedOn },
    requestId: caller.requestId,
    ip: caller.ip,
  });
}

/** The front desk turns an expected visitor away (e.g. after a watch-list warning): the visit is denied. */
export function denyEntry(ctx: AppContext, caller: Caller, id: string, note: string | undefined) {
  return transition(ctx, caller, id, {
    action: 'visitor.deny-entry',
    from: 'expected',
    conflict: 'Only an expected visitor can be denied entry.',
    refusal: 'visitor.not_expected_deny',
    changes: () => ({ status: 'denied', decisionNote: orNull(note) }),
    audit: { to: 'denied', note: orNull(note) },
  });
}

/** Adds (or replaces) the check-in photo of a visible visitor who is expected or on site. */
export async function attachVisitorPhoto(ctx: AppContext, caller: Caller, id: string, bytes: Buffer) {
  const scope = visitorVisible(caller.actor, 'v');
  const found = await findVisitorRow(ctx.db, scope, id, ctx.clock());
  if (!found) throw AppError.notFound('No such visitor.', 'visitor');
  if (found.status !== 'expected' && found.status !== 'checked_in') {
    throw new AppError('visitor.photo_refused', 'A photo can be added only to a visitor who is expected or on site.');
  }
  const checked = await checkImage(bytes);
  const previous = await ctx.db.transaction(async (tx) => {
    const current = await lockVisitor(tx, scope, id);
    if (!current) throw AppError.notFound('No such visitor.', 'visitor');
    const [stored] = await ctx.files.save(tx, [{ bytes, contentType: checked.contentType }]);
    await updateVisitor(tx, id, {
      photoFile: stored.sha256,
      photoPath: null,
      photoContentType: checked.contentType,
      updatedAt: ctx.clock(),
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: current.clientId,
      actorId: caller.actor.userId,
      action: 'visitor.photo',
      entity: 'visitor',
      entityId: id,
      data: { sha256: checked.sha256, bytes: bytes.length },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return current.photoFile;
  });
  // The photo it replaces goes once no other visitor has the same one.
  await ctx.files.release(ctx.db, [previous]);
  return reread(ctx, caller, id);
}

/** The check-in photo, to those who may see the visitor. */
export async function visitorPhotoFile(ctx: AppContext, caller: Caller, id: string) {
  const found = await findVisitorPhoto(ctx.db, visitorVisible(caller.actor, 'v'), id);
  const file = found?.photoFile ? await ctx.files.read(ctx.db, found.photoFile) : undefined;
  if (!found?.photoContentType || !file) throw AppError.notFound('No such photo.', 'photo');
  return { bytes: file.bytes, contentType: found.photoContentType };
}

export function checkOutVisitor(ctx: AppContext, caller: Caller, id: string) {
  return transition(ctx, caller, id, {
    action: 'visitor.check-out',
    from: 'checked_in',
    conflict: 'Only a visitor on site can be checked out.',
    refusal: 'visitor.not_on_site',
    // Never before the check-in, even if the server's clock was set back in between.
    changes: (now, current) => ({
      status: 'checked_out',
      checkedOutAt: current.checkedInAt && new Date(current.checkedInAt) > now ? new Date(current.checkedInAt) : now,
      checkedOutBy: caller.actor.userId,
    }),
    audit: { to: 'checked_out' },
  });
}

/** How many visitors the caller may see are in each view (on site, expected, requests) at `now` (the dashboards). */
export function visitorCounts(ctx: Pick<AppContext, 'db'>, caller: Caller, now: Date) {
  return countVisitorViews(ctx.db, visitorVisible(caller.actor, 'v'), undefined, now);
}

/** The first `limit` visitors the caller may see whose visit falls in [from, to], latest first (the client portal). */
export async function visitorsBetween(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  now: Date,
  window: { from: Date; to: Date; limit: number },
): Promise<Visitor[]> {
  const { rows } = await listVisitorRows(
    ctx.db,
    { scope: visitorVisible(caller.actor, 'v'), view: 'history', now, from: window.from, to: window.to },
    { limit: window.limit, offset: 0 },
  );
  return rows.map(toVisitor);
}
