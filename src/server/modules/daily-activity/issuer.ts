import type { DailyActivityContent, IssuedVersion } from '../../../shared/contract/daily-activity.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { DailyActivityIssuer, IssuedDailyActivityReport } from '../report-delivery/index.ts';
import { contentHashOf } from './report-content.ts';
import * as repo from './repository.ts';
import { changedSinceIssued } from './revision-check.ts';
import { computeContent, issuedVersionOf, pdfFileName, storedVersionsPdf } from './service.ts';

/*
 * Issuing a day's report (docs/decisions/0038): the report computed now is stored as version n + 1 when its content
 * hash differs from version n's (else version n is the answer again); the insert chains it (migration 0027). The
 * PDF is always rendered from the stored content, so a version's PDF never changes.
 */

async function issueDay(ctx: AppContext, clientId: string, eventId: string, date: string) {
  const event = await repo.eventOfClient(ctx.db, clientId, eventId);
  if (!event) throw AppError.notFound('No such event.', 'event');
  // One instant for the content and the version's time, so the content can be rebuilt as of issued_at (below).
  const now = ctx.clock();
  const content = await computeContent(ctx, event, date, now);
  const id = await repo.storeVersion(ctx.db, {
    clientId,
    eventId,
    day: date,
    content,
    contentHash: contentHashOf(content),
    at: now,
  });
  const [stored] = await repo.storedVersions(ctx.db, clientId, [id]);
  if (!stored) throw new Error('issued version not found');
  return stored;
}

export function createDailyActivityIssuer(ctx: AppContext): DailyActivityIssuer {
  return {
    async issue({ clientId, eventId, date }): Promise<IssuedDailyActivityReport> {
      const stored = await issueDay(ctx, clientId, eventId, date);
      return {
        id: stored.id,
        eventId: stored.eventId,
        eventName: stored.eventName,
        customerId: stored.customerId,
        customerName: stored.customerName,
        date: stored.date,
        version: stored.version,
        revision: stored.version > 1,
        issuedAt: stored.issuedAt,
        chainSeq: stored.chainSeq,
        chainHash: stored.chainHash,
        pdf: await storedVersionsPdf(ctx, [stored]),
        fileName: pdfFileName(stored.content as DailyActivityContent, stored.version),
      };
    },
    changedSince: (issuedSince) => daysChangedSince(ctx, issuedSince),
  };
}

/**
 * The days whose latest version (issued at or after `since`) no longer matches the records (revision-check.ts): any
 * late change the report shows — the note, an alert acknowledged, a clock entry corrected, an incident report
 * filed, a scan sent with an earlier time — makes the day changed, while time passing alone (a break still running,
 * a guard still on duty) does not.
 */
async function daysChangedSince(ctx: AppContext, since: Date) {
  const changed: Array<{ clientId: string; eventId: string; date: string }> = [];
  // One day after another: this runs every minute beside the server's requests.
  for (const latest of await repo.latestVersionsIssuedSince(ctx.db, since)) {
    const event = await repo.eventOfClient(ctx.db, latest.clientId, latest.eventId);
    if (!event) continue;
    const content = await computeContent(ctx, event, latest.date, latest.issuedAt);
    if (changedSinceIssued(content, latest)) {
      changed.push({ clientId: latest.clientId, eventId: latest.eventId, date: latest.date });
    }
  }
  return changed;
}

/** Several stored versions of one client (a week of days) in one PDF, in the order given. */
export async function weeklyActivityPdf(ctx: AppContext, clientId: string, ids: readonly string[]): Promise<Buffer> {
  return storedVersionsPdf(ctx, await repo.storedVersions(ctx.db, clientId, ids));
}

/** POST /reports/daily-activity/issue: an executive or manager issues the day's report now. */
export async function issueForCaller(
  ctx: AppContext,
  caller: Caller,
  body: { eventId: string; date: string },
): Promise<IssuedVersion> {
  const event = await repo.visibleEvent(ctx.db, caller.actor, body.eventId);
  if (!event) throw AppError.notFound('No such event.', 'event');
  return issuedVersionOf(await issueDay(ctx, event.clientId, event.id, body.date));
}
