import sharp from 'sharp';
import type {
  DailyActivityArchive,
  DailyActivityArchiveQuery,
  DailyActivityContent,
  DailyActivityQuery,
  DailyActivityReport,
  DailyNote,
  IssuedVersion,
} from '../../../shared/contract/daily-activity.ts';
import type { Actor } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { buildContent, contentHashOf, dayBounds } from './report-content.ts';
import { type PdfDay, renderDailyActivityPdf } from './report-pdf.ts';
import * as repo from './repository.ts';

/*
 * Daily activity reports (docs/product/proof-of-service.md#daily-activity-report): the report of an event's day
 * computed now, the supervisor's note, the issued versions and their PDFs (docs/decisions/0038).
 */

const notFound = () => AppError.notFound('No such event.', 'event');

/**
 * The report of (event, day) from the records as they stand, as of `now` (what is still running counts up to it):
 * the server's clock, or an issued version's time to see whether the records changed since it was issued.
 */
export async function computeContent(
  ctx: AppContext,
  event: repo.EventOfReport,
  date: string,
  now: Date = ctx.clock(),
): Promise<DailyActivityContent> {
  const { start, end } = dayBounds(date, event.timeZone);
  const [records, note] = await Promise.all([
    repo.dayRecords(ctx.db, event.clientId, event.id, start, end),
    repo.noteOf(ctx.db, event.clientId, event.id, date),
  ]);
  return buildContent(event, date, records, note, now);
}

export function issuedVersionOf(v: repo.StoredVersion): IssuedVersion {
  return {
    id: v.id,
    version: v.version,
    revision: v.version > 1,
    issuedAt: v.issuedAt.toISOString(),
    chainSeq: v.chainSeq,
    chainHash: v.chainHash,
  };
}

async function visibleEventOr404(ctx: AppContext, actor: Actor, eventId: string) {
  const event = await repo.visibleEvent(ctx.db, actor, eventId);
  if (!event) throw notFound();
  return event;
}

export async function dailyActivityReport(
  ctx: AppContext,
  caller: Caller,
  query: DailyActivityQuery,
): Promise<DailyActivityReport> {
  const event = await visibleEventOr404(ctx, caller.actor, query.eventId);
  const [content, versions, chainHead] = await Promise.all([
    computeContent(ctx, event, query.date),
    repo.versionsOfDay(ctx.db, event.clientId, event.id, query.date),
    repo.chainHead(ctx.db, event.clientId),
  ]);
  const issued = versions.map(issuedVersionOf);
  return { content, issued: issued[0] ?? null, versions: issued, chainHead, generatedAt: ctx.clock().toISOString() };
}

/** The JPEG thumbnails of the reports' first photos, for embedding (a missing or unreadable one is left out). */
export async function photosOf(
  ctx: AppContext,
  contents: readonly DailyActivityContent[],
): Promise<Map<string, Buffer>> {
  const files = new Set(contents.flatMap((c) => c.incidentReports.flatMap((r) => (r.photoFile ? [r.photoFile] : []))));
  const photos = new Map<string, Buffer>();
  for (const sha of files) {
    const file = await ctx.files.read(ctx.db, sha).catch(() => undefined);
    if (!file) continue;
    const jpeg = await sharp(file.bytes)
      .rotate()
      .resize(400, 400, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer()
      .catch(() => null);
    if (jpeg) photos.set(sha, jpeg);
  }
  return photos;
}

export const pdfFileName = (content: DailyActivityContent, version?: number) =>
  `daily-activity-${content.header.event.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${content.header.date}${
    version ? `-v${version}` : ''
  }.pdf`;

export async function dailyActivityPdf(
  ctx: AppContext,
  caller: Caller,
  query: DailyActivityQuery,
): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await dailyActivityReport(ctx, caller, query);
  const day: PdfDay = {
    content: report.content,
    contentHash: contentHashOf(report.content),
    version: null,
    chainHead: report.chainHead,
    generatedAt: report.generatedAt,
    photos: await photosOf(ctx, [report.content]),
  };
  const pdf = await renderDailyActivityPdf([day], `Daily activity report ${report.content.header.date}`);
  return { pdf, fileName: pdfFileName(report.content) };
}

/** Stored versions rendered from their stored content (the PDF of a version never changes). */
export async function storedVersionsPdf(ctx: AppContext, versions: readonly repo.StoredVersion[]): Promise<Buffer> {
  const contents = versions.map((v) => v.content as DailyActivityContent);
  const photos = await photosOf(ctx, contents);
  const days: PdfDay[] = versions.map((v) => ({
    content: v.content as DailyActivityContent,
    contentHash: v.contentHash,
    version: {
      version: v.version,
      issuedAt: v.issuedAt.toISOString(),
      chainSeq: v.chainSeq,
      chainHash: v.chainHash,
    },
    chainHead: null,
    generatedAt: v.issuedAt.toISOString(),
    photos,
  }));
  return renderDailyActivityPdf(days, 'Daily activity report');
}

export async function versionPdf(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const version = await repo.visibleVersion(ctx.db, caller.actor, id);
  if (!version) throw AppError.notFound('No such report version.', 'report_version');
  const pdf = await storedVersionsPdf(ctx, [version]);
  return { pdf, fileName: pdfFileName(version.content as DailyActivityContent, version.version) };
}

export async function archiveList(
  ctx: AppContext,
  caller: Caller,
  query: DailyActivityArchiveQuery,
): Promise<DailyActivityArchive> {
  const rows = await repo.archive(ctx.db, caller.actor, query);
  return {
    items: rows.map((v) => ({
      id: v.id,
      eventId: v.eventId,
      eventName: v.eventName,
      customerName: v.customerName,
      date: v.date,
      version: v.version,
      revision: v.version > 1,
      issuedAt: v.issuedAt.toISOString(),
      chainSeq: v.chainSeq,
      chainHash: v.chainHash,
    })),
  };
}

export async function saveDailyNote(
  ctx: AppContext,
  caller: Caller,
  params: { id: string; date: string },
  body: string,
): Promise<DailyNote> {
  const event = await visibleEventOr404(ctx, caller.actor, params.id);
  const at = ctx.clock();
  // The note is part of what the customer is sent: who wrote or cleared it, and when, is audited with it.
  await ctx.db.transaction(async (tx) => {
    if (body === '') await repo.deleteNote(tx, event.clientId, event.id, params.date);
    else
      await repo.saveNote(tx, {
        clientId: event.clientId,
        eventId: event.id,
        day: params.date,
        body,
        at,
        by: caller.actor.userId,
      });
    await recordAudit(tx, {
      at,
      clientId: event.clientId,
      actorId: caller.actor.userId,
      action: body === '' ? 'daily-note.clear' : 'daily-note.save',
      entity: 'event',
      entityId: event.id,
      data: { date: params.date, length: body.length },
    });
  });
  if (body === '') return { date: params.date, body: '', updatedAt: null, updatedBy: null };
  const note = await repo.noteOf(ctx.db, event.clientId, event.id, params.date);
  if (!note) throw new Error('note not saved');
  return { date: params.date, ...note };
}

export async function clearDailyNote(ctx: AppContext, caller: Caller, params: { id: string; date: string }) {
  await saveDailyNote(ctx, caller, params, '');
}
