import type { Break, BreakCsvQuery, BreakListQuery, BreakListResponse } from '../../../shared/contract/breaks.ts';
import { breakAlreadyEndedMessage } from '../../../shared/contract/breaks.ts';
import { toCsv } from '../../../shared/csv.ts';
import type { Caller } from '../../access/caller.ts';
import { breakScope } from '../../access/work-records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { recordAudit } from '../audit/index.ts';
import {
  type BreakFilter,
  type BreakRow,
  type BreakScope,
  type BreakSortKey,
  endBreakRow,
  findBreak,
  listBreaks,
} from './repository.ts';

const notFound = () => AppError.notFound('No such break.', 'break');
const scopeOf = (caller: Caller, forList: boolean): BreakScope => breakScope(caller.actor, forList);

/** The breaks matching a filter, one page and the total (the break compliance report reads them this way). */
export function breaksMatching(ctx: Pick<AppContext, 'db'>, filter: BreakFilter) {
  return listBreaks(ctx.db, filter);
}

function toBreak(row: BreakRow): Break {
  return {
    id: row.id,
    guard: { id: row.userId, name: row.guardName },
    event: row.eventId ? { id: row.eventId, name: row.eventName ?? '' } : null,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    allowedMinutes: row.lengthOfBreak,
    takenMinutes: row.takenMinutes,
    overrun: row.overrun,
    // The breaks_status check holds the text column to the contract's values.
    status: row.status as Break['status'],
  };
}

function filterOf(ctx: AppContext, caller: Caller, query: BreakCsvQuery) {
  const live = query.view === 'live';
  const sort: BreakSortKey = query.sort ?? (live ? 'takenMinutes' : 'startAt');
  return {
    scope: scopeOf(caller, true),
    now: ctx.clock(),
    live,
    from: !live && query.from ? new Date(query.from) : undefined,
    to: !live && query.to ? new Date(query.to) : undefined,
    eventId: query.eventId,
    userId: query.userId,
    overrunOnly: query.overrunOnly ?? false,
    q: query.q || undefined,
    sort,
    order: query.order ?? 'desc',
  };
}

export async function listVisibleBreaks(
  ctx: AppContext,
  caller: Caller,
  query: BreakListQuery,
): Promise<BreakListResponse> {
  const { rows, total } = await listBreaks(ctx.db, {
    ...filterOf(ctx, caller, query),
    ...pageWindow(query),
  });
  return { items: rows.map(toBreak), total, page: query.page, limit: query.limit };
}

export const breaksCsvMaxRows = 10_000;

export async function exportBreaksCsv(ctx: AppContext, caller: Caller, query: BreakCsvQuery) {
  const { rows } = await listBreaks(ctx.db, { ...filterOf(ctx, caller, query), limit: breaksCsvMaxRows, offset: 0 });
  const csv = toCsv(
    ['Guard', 'Event', 'Start', 'End', 'Allowed minutes', 'Taken minutes', 'Overrun', 'Status'],
    rows.map((row) => {
      const b = toBreak(row);
      return [
        b.guard.name,
        b.event?.name,
        b.startAt,
        b.endAt,
        b.allowedMinutes,
        b.takenMinutes,
        b.overrun ? 'Yes' : 'No',
        b.status,
      ];
    }),
  );
  return { csv, fileName: `breaks-${ctx.clock().toISOString().slice(0, 10)}.csv` };
}

/** A supervisor (or above) ends a guard's open break on their behalf; audited as 'break.end'. */
export async function endBreak(ctx: AppContext, caller: Caller, id: string): Promise<Break> {
  const scope = scopeOf(caller, false);
  const now = ctx.clock();
  const before = await findBreak(ctx.db, scope, now, id);
  if (!before) throw notFound();
  if (before.endAt) throw new AppError('break.already_ended', breakAlreadyEndedMessage);
  await ctx.db.transaction(async (tx) => {
    if (!(await endBreakRow(tx, id, now))) throw new AppError('break.already_ended', breakAlreadyEndedMessage);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: before.clientId,
      actorId: caller.actor.userId,
      action: 'break.end',
      entity: 'break',
      entityId: id,
      data: {
        guardId: before.userId,
        eventId: before.eventId,
        startAt: before.startAt.toISOString(),
        endAt: now.toISOString(),
        allowedMinutes: before.lengthOfBreak,
        endedBy: caller.actor.userId,
        onBehalfOf: before.userId,
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  const after = await findBreak(ctx.db, scope, now, id);
  if (!after) throw notFound();
  return toBreak(after);
}
