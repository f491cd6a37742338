import {
  type AuditCsvQuery,
  type AuditEntry,
  type AuditListResponse,
  type AuditOptionsQuery,
  type AuditOptionsResponse,
  type AuditPerson,
  type AuditQuery,
  type AuditRow,
  auditCsvFileName,
  auditDefaultPeriodDays,
  auditSummaryMaxChars,
  isActionPrefix,
} from '../../../shared/contract/audit.ts';
import { toCsv } from '../../../shared/csv.ts';
import type { Caller } from '../../access/caller.ts';
import { auditScope } from '../../access/work-records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import {
  type AuditFilter,
  type AuditLine,
  type AuditScope,
  auditCsvLines,
  auditFilterOptions,
  findAuditLine,
  listAuditLines,
} from './repository.ts';

/** Entries an export holds at most. */
export const auditCsvMaxRows = 100_000;

/** An executive reads their client's entries; an admin their working client's and those of no client. */
export function auditScopeOf(caller: Caller): AuditScope {
  return auditScope(caller.actor);
}

/** The period asked for; by default the 7 days up to the server's clock (or up to `to`). */
export function auditPeriodOf(ctx: AppContext, query: { from?: string | undefined; to?: string | undefined }) {
  const to = query.to ? new Date(query.to) : ctx.clock();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - auditDefaultPeriodDays * 86_400_000);
  return { from, to };
}

function filterOf(ctx: AppContext, query: AuditCsvQuery): AuditFilter {
  return {
    ...auditPeriodOf(ctx, query),
    person: query.person,
    action: query.action,
    actionPrefix: query.action ? isActionPrefix(query.action) : false,
    entity: query.entity,
    entityId: query.entityId,
  };
}

const periodOut = (period: { from: Date; to: Date }) => ({
  from: period.from.toISOString(),
  to: period.to.toISOString(),
});

function personOfLine(line: AuditLine): AuditPerson | null {
  if (!line.actorId) return null;
  return { id: line.actorId, name: line.actorName ?? '', email: line.actorEmail };
}

function entryFields(line: AuditLine) {
  return {
    id: line.id,
    at: line.createdAt.toISOString(),
    actor: personOfLine(line),
    action: line.action,
    entity: line.entity,
    entityId: line.entityId,
    ip: line.ip,
    requestId: line.requestId,
  };
}

export async function listAudit(ctx: AppContext, caller: Caller, query: AuditQuery): Promise<AuditListResponse> {
  const filter = filterOf(ctx, query);
  const result = await listAuditLines(ctx.db, auditScopeOf(caller), filter, {
    ...pageWindow(query),
    summaryChars: auditSummaryMaxChars,
  });
  const rows: AuditRow[] = result.rows.map((line) => ({
    ...entryFields(line),
    summary: line.summary,
    truncated: line.truncated,
  }));
  return { rows, total: result.total, page: query.page, limit: query.limit, period: periodOut(filter) };
}

export async function auditEntry(ctx: AppContext, caller: Caller, id: string): Promise<AuditEntry> {
  const line = await findAuditLine(ctx.db, auditScopeOf(caller), id);
  if (!line) throw AppError.notFound('This audit entry does not exist.', 'audit_entry');
  return { ...entryFields(line), data: line.data ?? null };
}

export async function auditOptions(
  ctx: AppContext,
  caller: Caller,
  query: AuditOptionsQuery,
): Promise<AuditOptionsResponse> {
  const period = auditPeriodOf(ctx, query);
  const rows = await auditFilterOptions(ctx.db, auditScopeOf(caller), period);
  const values = (kind: string) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => row.value)
      .sort();
  const people = rows
    .filter((row) => row.kind === 'person')
    .map((row) => ({ id: row.value, name: row.name ?? '', email: row.email }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { actions: values('action'), entities: values('entity'), people, period: periodOut(period) };
}

/** The CSV's header; an entry with no actor shows "System". */
const csvHeader = ['Time', 'Actor', 'Email', 'Action', 'Record type', 'Record id', 'Address', 'Request id', 'Data'];

export async function auditCsv(ctx: AppContext, caller: Caller, query: AuditCsvQuery) {
  const lines = await auditCsvLines(ctx.db, auditScopeOf(caller), filterOf(ctx, query), auditCsvMaxRows);
  const csv = toCsv(
    csvHeader,
    lines.map((line) => [
      line.createdAt.toISOString(),
      line.actorId ? line.actorName : 'System',
      line.actorEmail,
      line.action,
      line.entity,
      line.entityId,
      line.ip,
      line.requestId,
      line.data,
    ]),
  );
  return { csv, fileName: auditCsvFileName };
}
