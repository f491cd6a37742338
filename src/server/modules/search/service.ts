import type { SearchResponse, SearchResult, SearchResultKind } from '../../../shared/contract/search.ts';
import { navigationFor } from '../../../shared/navigation.ts';
import { hasPermission } from '../../../shared/policy.ts';
import { effectiveRole } from '../../../shared/roles.ts';
import { flattenNavigation, normalizeForSearch } from '../../../shared/search.ts';
import { actorOf } from '../../access/actor.ts';
import { visibleClientOf } from '../../access/clients.ts';
import { reportFoundBySearch } from '../../access/reports.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { clientScopeOf } from '../users/service.ts';
import {
  type FoundRow,
  findClients,
  findEvents,
  findIncidentReports,
  findPeople,
  likePattern,
  updateShortcuts,
} from './repository.ts';

const perKind = 10;
const overall = 20;

function present(kind: SearchResultKind, rows: FoundRow[], url: (id: string) => string): SearchResult[] {
  return rows.map((row) => ({ kind, id: row.id, title: row.title, subtitle: row.subtitle ?? '', url: url(row.id) }));
}

/**
 * Records the caller may see whose names match `q`, diacritics and case ignored. Each kind is searched only when
 * the caller's role may see it, so a guest (who may see none) gets an empty list rather than a 403: the search
 * box works the same for every signed-in user.
 */
export async function searchRecords(ctx: AppContext, user: AuthUser, q: string): Promise<SearchResponse> {
  const needle = normalizeForSearch(q);
  if (!needle) return { results: [] };
  const like = likePattern(needle);
  const role = effectiveRole(user.roles);
  const clientId = clientScopeOf(user);
  const actor = actorOf(user);
  const scope = actor.eventScope;
  const isOperator = hasPermission(user.roles, 'personnel.view');

  const [events, people, clients, reports] = await Promise.all([
    hasPermission(user.roles, 'events.view') ? findEvents(ctx.db, scope, like, perKind) : [],
    isOperator ? findPeople(ctx.db, clientId, like, perKind) : [],
    role === 'admin' || role === 'executive' || role === 'manager'
      ? findClients(ctx.db, visibleClientOf(actor) ?? null, like, perKind)
      : [],
    isOperator ? findIncidentReports(ctx.db, reportFoundBySearch(actor, 'r', 'e'), like, perKind) : [],
  ]);
  const peopleScreen = hasPermission(user.roles, 'users.manage') ? '/users' : '/personnel';
  const results = [
    ...present('event', events, (id) => `/events?focus=${id}`),
    ...present('person', people, (id) => `${peopleScreen}?focus=${id}`),
    ...present('client', clients, (id) => `/clients?focus=${id}`),
    ...present('incident-report', reports, (id) => `/reports/incident-reports?focus=${id}`),
  ];
  return { results: results.slice(0, overall) };
}

/** Navigation ids the user may pin: every page of the navigation their role may see. */
export function pinnableIds(user: AuthUser): Set<string> {
  return new Set(flattenNavigation(navigationFor(effectiveRole(user.roles))).map((item) => item.id));
}

export async function saveShortcuts(
  ctx: AppContext,
  user: AuthUser,
  shortcuts: string[],
  meta: { requestId: string; ip: string | null },
): Promise<{ shortcuts: string[] }> {
  // Guests keep their shortcuts in the browser only (docs/product/settings-and-i18n.md#shortcuts: guests do not sync shortcuts to the profile).
  if (effectiveRole(user.roles) === 'guest')
    throw new AppError('search.guest_shortcuts', 'Guests keep their shortcuts in this browser.');
  const allowed = pinnableIds(user);
  const fields: Record<string, string> = {};
  shortcuts.forEach((id, index) => {
    if (!allowed.has(id)) fields[`shortcuts.${index}`] = 'Not a page you can open';
  });
  if (Object.keys(fields).length > 0) throw AppError.badRequest('Some shortcuts are not pages you can open.', fields);
  await ctx.db.transaction(async (tx) => {
    await updateShortcuts(tx, { clientId: user.clientId, userId: user.id, shortcuts, now: ctx.clock() });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action: 'user.shortcuts-update',
      entity: 'user',
      entityId: user.id,
      data: { shortcuts },
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });
  return { shortcuts };
}
