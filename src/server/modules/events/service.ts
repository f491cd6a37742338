import { type EventListQuery, type EventListResponse, eventStatusAt } from '../../../shared/contract/events.ts';
import { eventScopeFor } from '../../../shared/policy.ts';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../auth/repository.ts';
import { listEvents, toEventSummary } from './repository.ts';

export async function listVisibleEvents(
  ctx: AppContext,
  user: AuthUser,
  query: EventListQuery,
): Promise<EventListResponse> {
  const now = ctx.clock();
  const { rows, total } = await listEvents(ctx.db, {
    scope: eventScopeFor(user),
    now,
    status: query.status,
    q: query.q || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    items: rows.map((row) =>
      toEventSummary(
        row,
        eventStatusAt(
          { startDate: new Date(row.start_at), endDate: new Date(row.end_at), unassigned: row.unassigned },
          now,
        ),
      ),
    ),
    page: query.page,
    limit: query.limit,
    total,
  };
}
