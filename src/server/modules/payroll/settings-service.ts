import { fieldError } from '../../../shared/contract/field-errors.ts';
import {
  gustoColumnsOf,
  type PaySettings,
  type PaySettingsBody,
  paySettingsDefaults,
} from '../../../shared/contract/payroll.ts';
import { dayInZone } from '../../../shared/licence.ts';
import { isWorkweekAnchor, workweekOf } from '../../../shared/payroll-rules.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  type Db,
  findPaySettings,
  holidayCalendarOfClient,
  savePaySettings,
  workweekOfClient,
} from './settings-repository.ts';

/** The defaults: weekly from the workweek holding today in the client's zone, holiday pay 150 %, nothing else. */
async function defaultsOf(db: Db, clientId: string, now: Date): Promise<PaySettings> {
  const { timeZone, weekStart } = await workweekOfClient(db, clientId);
  return {
    ...paySettingsDefaults,
    anchorDate: workweekOf(dayInZone(now, timeZone), weekStart),
    dailyOtAfterMinutes: null,
    dailyDtAfterMinutes: null,
    holidayCalendarId: null,
    provider: null,
    companyCode: null,
    earningCodes: { OT: null, DT: null, HOL: null },
    gustoColumns: gustoColumnsOf(null),
  };
}

/** The client's pay settings (docs/product/payroll-runs.md); the defaults until first saved. */
export async function getPaySettings(ctx: AppContext, caller: Caller): Promise<PaySettings> {
  return paySettingsOfClient(ctx.db, caller.actor.clientId, ctx.clock());
}

/** A client's pay settings, the defaults until first saved (the pay runs read them). */
export async function paySettingsOfClient(db: Db, clientId: string, now: Date): Promise<PaySettings> {
  return (await findPaySettings(db, clientId)) ?? defaultsOf(db, clientId, now);
}

/** Replaces the client's pay settings: a field left out is cleared (null). */
export async function updatePaySettings(ctx: AppContext, caller: Caller, body: PaySettingsBody): Promise<PaySettings> {
  const { actor } = caller;
  const after: PaySettings = {
    frequency: body.frequency,
    anchorDate: body.anchorDate,
    dailyOtAfterMinutes: body.dailyOtAfterMinutes ?? null,
    dailyDtAfterMinutes: body.dailyDtAfterMinutes ?? null,
    holidayPayPct: body.holidayPayPct,
    holidayCalendarId: body.holidayCalendarId ?? null,
    provider: body.provider ?? null,
    companyCode: body.companyCode ?? null,
    earningCodes: {
      OT: body.earningCodes?.OT ?? null,
      DT: body.earningCodes?.DT ?? null,
      HOL: body.earningCodes?.HOL ?? null,
    },
    gustoColumns: gustoColumnsOf(body.gustoColumns),
  };
  if (after.frequency === 'weekly' || after.frequency === 'biweekly') {
    const { weekStart } = await workweekOfClient(ctx.db, actor.clientId);
    if (!isWorkweekAnchor(after.anchorDate, weekStart))
      throw AppError.invalidFields({ anchorDate: fieldError('payroll.anchor_not_week_start', { weekStart }) });
  }
  if (after.holidayCalendarId && !(await holidayCalendarOfClient(ctx.db, actor.clientId, after.holidayCalendarId)))
    throw AppError.invalidFields({ holidayCalendarId: fieldError('billing.unknown_calendar') });
  return ctx.db.transaction(async (tx) => {
    const before = await findPaySettings(tx, actor.clientId, true);
    await savePaySettings(tx, actor.clientId, after, actor.userId, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'pay_settings.update',
      entity: 'pay_settings',
      entityId: actor.clientId,
      data: { before: before ?? null, changes: after },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return after;
  });
}
