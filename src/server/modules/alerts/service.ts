import type { SQL } from 'drizzle-orm';
import type { Alert, AlertListQuery, AlertListResponse } from '../../../shared/contract/alerts.ts';
import { alertsVisible } from '../../access/alert-audience.ts';
import type { Caller } from '../../access/caller.ts';
import { operationScope } from '../../access/operation.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { type AlertRow, type Db, deleteAlert, findAlert, listAlerts, markSeen, toAlert } from './repository.ts';

/**
 * The alerts a user may see: the dashboard's scope (same figures on both screens), less those meant for others
 * (a first-level Missed Check-Call is the supervisors'; access/alert-audience.ts).
 */
const scopeOf = ({ actor }: Caller): SQL => alertsVisible(actor, operationScope(actor).records);
const notFound = () => AppError.notFound('No such alert.', 'alert');

export async function listVisibleAlerts(
  ctx: AppContext,
  caller: Caller,
  query: AlertListQuery,
): Promise<AlertListResponse> {
  const before = query.before ? new Date(query.before) : undefined;
  const { rows, unseen, hasMore } = await listAlerts(ctx.db, scopeOf(caller), query.type, query.limit, before);
  return { items: rows.map(toAlert), unseenCount: unseen, hasMore };
}

export async function acknowledgeAlert(ctx: AppContext, caller: Caller, id: string): Promise<Alert> {
  const scope = scopeOf(caller);
  const before = await findAlert(ctx.db, scope, id);
  if (!before) throw notFound();
  if (!before.seen) {
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      if (!(await markSeen(tx, id, caller.actor.userId, now))) return;
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: before.clientId,
        actorId: caller.actor.userId,
        action: 'alert.seen',
        entity: 'alert',
        entityId: id,
        data: { type: before.type, seenAt: now.toISOString() },
        requestId: caller.requestId,
        ip: caller.ip,
      });
    });
  }
  const after = await findAlert(ctx.db, scope, id);
  if (!after) throw notFound();
  return toAlert(after);
}

export async function removeAlert(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const before = await findAlert(ctx.db, scopeOf(caller), id);
  if (!before) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteAlert(tx, id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: before.clientId,
      actorId: caller.actor.userId,
      action: 'alert.delete',
      entity: 'alert',
      entityId: id,
      data: toAlert(before),
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

/**
 * The newest alerts matching `scope` (a predicate on the alert `x`, e.g. `alertsVisible`) and the unread count of
 * the scope, for the dashboards' alert cards.
 */
export function recentAlerts(
  db: Db,
  scope: SQL,
  limit: number,
): Promise<{ rows: AlertRow[]; unseen: number; hasMore: boolean }> {
  return listAlerts(db, scope, 'all', limit, undefined);
}
