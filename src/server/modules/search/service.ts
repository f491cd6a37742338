import { type FieldError, fieldError } from '../../../shared/contract/field-errors.ts';
import type { SearchResponse, SearchResult, SearchResultKind } from '../../../shared/contract/search.ts';
import { navigationFor } from '../../../shared/navigation.ts';
import { hasPermission } from '../../../shared/policy.ts';
import { flattenNavigation, normalizeForSearch } from '../../../shared/search.ts';
import type { Caller } from '../../access/caller.ts';
import { visibleClientOf } from '../../access/clients.ts';
import { reportFoundBySearch } from '../../access/reports.ts';
import { findsClients, keepsShortcutsInBrowser } from '../../access/search.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
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
export async function searchRecords(ctx: AppContext, caller: Caller, q: string): Promise<SearchResponse> {
  const needle = normalizeForSearch(q);
  if (!needle) return { results: [] };
  const like = likePattern(needle);
  const { actor } = caller;
  const clientId = actor.clientId;
  const scope = actor.eventScope;
  const isOperator = hasPermission(actor.roles, 'personnel.view');

  const [events, people, clients, reports] = await Promise.all([
    hasPermission(actor.roles, 'events.view') ? findEvents(ctx.db, scope, like, perKind) : [],
    isOperator ? findPeople(ctx.db, clientId, like, perKind) : [],
    findsClients(actor) ? findClients(ctx.db, visibleClientOf(actor) ?? null, like, perKind) : [],
    isOperator ? findIncidentReports(ctx.db, reportFoundBySearch(actor, 'r', 'e'), like, perKind) : [],
  ]);
  const peopleScreen = hasPermission(actor.roles, 'users.manage') ? '/users' : '/personnel';
  const results = [
    ...present('event', events, (id) => `/events?focus=${id}`),
    ...present('person', people, (id) => `${peopleScreen}?focus=${id}`),
    ...present('client', clients, (id) => `/clients?focus=${id}`),
    ...present('incident-report', reports, (id) => `/reports/incident-reports?focus=${id}`),
  ];
  return { results: results.slice(0, overall) };
}

/** Navigation ids the user may pin: every page of the navigation their role may see. */
export function pinnableIds(caller: Caller): Set<string> {
  return new Set(flattenNavigation(navigationFor(caller.actor.role)).map((item) => item.id));
}

export async function saveShortcuts(
  ctx: AppContext,
  caller: Caller,
  shortcuts: string[],
): Promise<{ shortcuts: string[] }> {
  // Guests keep their shortcuts in the browser only (docs/product/settings-and-i18n.md#shortcuts: guests do not sync shortcuts to the profile).
  if (keepsShortcutsInBrowser(caller.actor))
    throw new AppError('search.guest_shortcuts', 'Guests keep their shortcuts in this browser.');
  const allowed = pinnableIds(caller);
  const fields: Record<string, FieldError> = {};
  shortcuts.forEach((id, index) => {
    if (!allowed.has(id)) fields[`shortcuts.${index}`] = fieldError('search.not_a_page');
  });
  if (Object.keys(fields).length > 0)
    throw AppError.invalidFields(fields, 'Some shortcuts are not pages you can open.');
  await ctx.db.transaction(async (tx) => {
    const { actor } = caller;
    await updateShortcuts(tx, { clientId: actor.homeClientId, userId: actor.userId, shortcuts, now: ctx.clock() });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: actor.homeClientId,
      actorId: actor.userId,
      action: 'user.shortcuts-update',
      entity: 'user',
      entityId: actor.userId,
      data: { shortcuts },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return { shortcuts };
}
