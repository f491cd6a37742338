import type { HolidayCalendar, HolidayCalendarCreateBody } from '../../../shared/contract/billing.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudited, recordAudit } from '../audit/index.ts';
import { isUniqueViolation } from './contract-repository.ts';
import {
  insertHolidayCalendarRow,
  listHolidayCalendarRows,
  lockHolidayCalendar,
  replaceHolidayDates,
  updateHolidayCalendarRow,
} from './holiday-calendar-repository.ts';

type HolidayDates = { date: string; name: string }[];

const calendarNotFound = () => AppError.notFound('No such holiday calendar.', 'holiday_calendar');

/** Runs a write that names a calendar, answering 409 holiday_calendar.name_taken for a name in use (any case). */
async function refusingTakenName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'holiday_calendars_name_key'))
      throw new AppError('holiday_calendar.name_taken', 'Another holiday calendar of the client has this name.');
    throw error;
  }
}

export async function listHolidayCalendars(ctx: AppContext, caller: Caller): Promise<{ items: HolidayCalendar[] }> {
  return { items: await listHolidayCalendarRows(ctx.db, caller.actor.clientId) };
}

export async function createHolidayCalendar(
  ctx: AppContext,
  caller: Caller,
  body: { name: string; dates: HolidayDates },
): Promise<{ id: string }> {
  const { actor } = caller;
  const audit = {
    clientId: actor.clientId,
    actorId: actor.userId,
    action: 'holiday_calendar.create',
    entity: 'holiday_calendar',
    data: body satisfies HolidayCalendarCreateBody,
    requestId: caller.requestId,
    ip: caller.ip,
  };
  const id = await refusingTakenName(
    insertAudited(ctx, audit, async (tx) => {
      const calendarId = await insertHolidayCalendarRow(tx, actor.clientId, body.name, ctx.clock());
      await replaceHolidayDates(tx, actor.clientId, calendarId, body.dates);
      return calendarId;
    }),
  );
  return { id };
}

/** Renames a calendar or replaces all its dates, in one transaction. */
export async function updateHolidayCalendar(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: { name?: string | undefined; dates?: HolidayDates | undefined },
): Promise<HolidayCalendar> {
  const { actor } = caller;
  const clientId = actor.clientId;
  await refusingTakenName(
    ctx.db.transaction(async (tx) => {
      const before = await lockHolidayCalendar(tx, clientId, id);
      if (!before) throw calendarNotFound();
      const [previous] = await listHolidayCalendarRows(tx, clientId, id);
      await updateHolidayCalendarRow(tx, clientId, id, body.name !== undefined ? { name: body.name } : {}, ctx.clock());
      if (body.dates) await replaceHolidayDates(tx, clientId, id, body.dates);
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId,
        actorId: actor.userId,
        action: 'holiday_calendar.update',
        entity: 'holiday_calendar',
        entityId: id,
        data: {
          before: { name: before.name, ...(body.dates ? { dates: previous?.dates ?? [] } : {}) },
          changes: body,
        },
        requestId: caller.requestId,
        ip: caller.ip,
      });
    }),
  );
  const [calendar] = await listHolidayCalendarRows(ctx.db, clientId, id);
  if (!calendar) throw calendarNotFound();
  return calendar;
}
