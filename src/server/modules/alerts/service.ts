import type { SQL } from 'drizzle-orm';
import type { Alert, AlertListQuery, AlertListResponse } from '../../../shared/contract/alerts.ts';
import { actorOf } from '../../access/actor.ts';
import { alertsVisible } from '../../access/alert-audience.ts';
import { operationScope } from '../../access/operation.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { type AlertRow, type Db, deleteAlert, findAlert, listAlerts, markSeen, toAlert } from './repository.ts';

export interface RequestInfo {
  requestId: string;
  ip: string | null;
}

/**
 * The alerts a user may see: the dashboard's scope (same figures on both screens), less those meant for others
 * (a first-level Missed Check-Call is the supervisors'; access/alert-audience.ts).
 */
const scopeOf = (user: AuthUser): SQL => {
  const actor = actorOf(user);
  return alertsVisible(actor, operationScope(actor).records);
};
const notFound = () => AppError.notFound('No such alert.', 'alert');

export async function listVisibleAlerts(
  ctx: AppContext,
  user: AuthUser,
  query: AlertListQuery,
): Promise<AlertListResponse> {
  const before = query.before ? new Date(query.before) : undefined;
  const { rows, unseen, hasMore } = await listAlerts(ctx.db, scopeOf(user), query.type, query.limit, before);
  return { items: rows.map(toAlert), unseenCount: unseen, hasMore };
}

export async function acknowledgeAlert(ctx: AppContext, user: AuthUser, id: string, info: RequestInfo): Promise<Alert> {
  const scope = scopeOf(user);
  const before = await findAlert(ctx.db, scope, id);
  if (!before) throw notFound();
  if (!before.seen) {
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      if (!(await markSeen(tx, id, user.id, now))) return;
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: before.client_id,
        actorId: user.id,
        action: 'alert.seen',
        entity: 'alert',
        entityId: id,
        data: { type: before.type, seenAt: now.toISOString() },
        ...info,
      });
    });
  }
  const after = await findAlert(ctx.db, scope, id);
  if (!after) throw notFound();
  return toAlert(after);
}

export async function removeAlert(ctx: AppContext, user: AuthUser, id: string, info: RequestInfo): Promise<void> {
  const before = await findAlert(ctx.db, scopeOf(user), id);
  if (!before) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteAlert(tx, id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: before.client_id,
      actorId: user.id,
      action: 'alert.delete',
      entity: 'alert',
      entityId: id,
      data: toAlert(before),
      ...info,
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
